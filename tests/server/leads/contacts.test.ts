import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, json, startTestApp, stepUp, type TestApp, validContact, withTestApp } from "../helpers";
import { injectEach } from "../shared-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PUBLIC_FORMS: "1000" });
  token = await t.token();
});
afterAll(() => t.close());

const send = (payload: unknown, url = "/api/v1/Contact/ContactUsMailSend") =>
  t.app.inject({ method: "POST", url, payload: payload as object });
const list = (query = "") =>
  t.app.inject({ method: "GET", url: `/api/v1/Contact/GetAll${query}`, headers: auth(token) });

describe("POST /v1/Contact/ContactUsMailSend", () => {
  it("stores the message and mails the company", async () => {
    const res = await send({ ...validContact, message: "Unique message 1" });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      isSuccess: true,
      message: "Thank you! Your message has been sent successfully.",
    });
    const all = json(await list()).data as { message: string; _id: string; createdAt: string }[];
    const stored = all.find((c) => c.message === "Unique message 1");
    expect(stored).toMatchObject({ name: "Asha Rao", email: "asha@example.org", phone: "9876543210" });
    expect(new Date(stored!.createdAt).toISOString()).toBe(stored!.createdAt);
    const mail = t.outbox().find((m) => m.text.includes("Unique message 1"));
    expect(mail).toMatchObject({ channel: "email", to: "hello@example.com" });
  });

  it("accepts a missing phone", async () => {
    const { phone: _p, ...rest } = validContact;
    expect((await send(rest)).statusCode).toBe(200);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["name", { name: "x".repeat(101) }, "Name is too long"],
    ["email", { email: "" }, "Email is required"],
    ["email", { email: "not-an-email" }, "Enter a valid email address"],
    ["email", { email: `${"a".repeat(250)}@b.co` }, "Email is too long"],
    ["phone", { phone: "1".repeat(21) }, "Phone is too long"],
    ["message", { message: "  " }, "Message is required"],
    ["message", { message: "m".repeat(5001) }, "Message is too long"],
    ["name", { name: "Asha\nBcc: x@example.com" }, "Name contains invisible control characters"],
    ["phone", { phone: "98310\t12345" }, "Phone contains invisible control characters"],
    ["message", { message: "Hello\rthere" }, "Message contains invisible control characters"],
    ["message", { message: "Hello\u0007" }, "Message contains invisible control characters"],
  ])("rejects a bad %s with a field error", async (path, change, message) => {
    const before = json(await list()).total;
    const res = await send({ ...validContact, ...change });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.isSuccess).toBe(false);
    expect(body.errors).toContainEqual({ path, message });
    expect(json(await list()).total).toBe(before);
  });

  it("keeps a message's line breaks and tabs, LF or CR LF", async () => {
    const message = "Line one\r\nLine two\n\tindented";
    expect((await send({ ...validContact, message, email: "lines@example.org" })).statusCode).toBe(200);
  });

  it("answers a caught bot like a person, keeps its message as Spam and mails no one", async () => {
    const before = json(await list()).total;
    const res = await send({ ...validContact, message: "bot text", website: "http://spam.example" });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      isSuccess: true,
      message: "Thank you! Your message has been sent successfully.",
    });
    const spam = json(await list("?status=spam")).data as { message: string; leadStatus: string }[];
    expect(spam.filter((c) => c.message === "bot text")).toEqual([
      expect.objectContaining({ leadStatus: "spam", name: validContact.name }),
    ]);
    // The default list leaves Spam out (ADR 0028).
    expect(json(await list()).total).toBe(before);
    expect(t.outbox().some((m) => m.text.includes("bot text"))).toBe(false);
  });

  it("refuses a body over 32 KB with 413", async () => {
    const res = await send({ ...validContact, message: "m".repeat(40_000) });
    expect(res.statusCode).toBe(413);
    expect(json(res).isSuccess).toBe(false);
  });

  it("refuses broken JSON with 400 and no stack trace", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/ContactUsMailSend",
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe("per-IP limit on the public forms", () => {
  it("answers 429 with Retry-After once over the limit", async () => {
    await withTestApp({ RATE_LIMIT_PUBLIC_FORMS: "3" }, async (limited) => {
      const send = {
        method: "POST",
        url: "/api/v1/Contact/ContactUsMailSend",
        payload: validContact,
      } as const;
      const answers = await injectEach(limited, Array(5).fill(send));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429, 429]);
      for (const res of answers.slice(3)) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    });
  });
});

describe("POST /v1/Contact/Create", () => {
  it("creates a contact and returns it", async () => {
    const res = await send({ ...validContact, name: "Created One" }, "/api/v1/Contact/Create");
    expect(res.statusCode).toBe(200);
    const data = json(res).data as { _id: string; name: string };
    expect(data.name).toBe("Created One");
    const got = await t.app.inject({
      method: "GET",
      url: `/api/v1/Contact/GetById/${data._id}`,
      headers: auth(token),
    });
    expect(json(got).data).toMatchObject({ _id: data._id, name: "Created One" });
  });
  it("validates like the form", async () => {
    const res = await send({ ...validContact, email: "nope" }, "/api/v1/Contact/Create");
    expect(res.statusCode).toBe(400);
  });
});

describe("admin contact calls", () => {
  it.each([
    ["GET", "/api/v1/Contact/GetAll"],
    ["GET", "/api/v1/Contact/GetById/x"],
    ["PUT", "/api/v1/Contact/Update/x"],
    ["DELETE", "/api/v1/Contact/Delete/x"],
    ["GET", "/api/v1/Contact/DemoRequests"],
  ] as const)("%s %s needs a token", async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === "PUT" ? validContact : undefined });
    expect(res.statusCode).toBe(401);
    expect(json(res).isSuccess).toBe(false);
    const bad = await t.app.inject({ method, url, headers: auth("not.a.token") });
    expect(bad.statusCode).toBe(401);
  });

  it("answers only the first page, newest first, without parameters (never every row)", async () => {
    for (let i = 0; i < 12; i++) await send({ ...validContact, name: `Order ${i}` });
    const body = json(await list());
    const data = body.data as { name: string; createdAt: string }[];
    expect(data).toHaveLength(10);
    expect(body.total).toBeGreaterThanOrEqual(12);
    const times = data.map((c) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(json(await list("?page=1&pageSize=10")).data).toEqual(data);
  });

  it("pages and searches on the server (name/email case-insensitive, phone substring)", async () => {
    await send({ name: "Zed SEARCHME", email: "zed@example.org", phone: "5550001111", message: "hi" });
    await send({ name: "Other", email: "Search.Me@Example.org", phone: "", message: "hi" });
    await send({ name: "Phone Person", email: "p@example.org", phone: "1234567890", message: "hi" });
    const byName = json(await list("?page=1&pageSize=10&search=searchme"));
    expect(byName.total).toBe(1);
    const byEmail = json(await list("?search=SEARCH.ME"));
    expect((byEmail.data as { name: string }[]).map((c) => c.name)).toEqual(["Other"]);
    const byPhone = json(await list("?search=456789"));
    expect((byPhone.data as { name: string }[]).map((c) => c.name)).toEqual(["Phone Person"]);
    const wildcard = json(await list("?search=%25"));
    expect(wildcard.total).toBe(0);
    const all = json(await list("?page=1&pageSize=2"));
    expect((all.data as unknown[]).length).toBe(2);
    expect(all.total).toBeGreaterThan(5);
    const beyond = json(await list("?page=9999&pageSize=10"));
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(all.total);
    const lastPage = Math.ceil((all.total as number) / 3);
    const tail = json(await list(`?page=${lastPage}&pageSize=3`));
    expect(tail.total).toBe(all.total);
    expect((tail.data as unknown[]).length).toBe((all.total as number) - (lastPage - 1) * 3);
    const page2 = json(await list("?page=2&pageSize=2"));
    expect((page2.data as { _id: string }[])[0]!._id).not.toBe((all.data as { _id: string }[])[0]!._id);
  });

  it.each(["?page=0", "?pageSize=101", "?page=abc", `?search=${"s".repeat(201)}`])(
    "rejects query %s",
    async (q) => {
      const res = await list(q);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toBeDefined();
    },
  );

  it("gets, updates and deletes one contact; unknown ids are 404", async () => {
    const created = json(await send({ ...validContact, name: "To Edit" }, "/api/v1/Contact/Create")).data as {
      _id: string;
    };
    const url = (op: string) => `/api/v1/Contact/${op}/${created._id}`;
    const update = (payload: object) =>
      t.app.inject({ method: "PUT", url: url("Update"), headers: auth(token), payload });
    const upd = await update({ ...validContact, name: "Edited" });
    expect(upd.statusCode).toBe(200);
    expect(json(upd).data).toMatchObject({ _id: created._id, name: "Edited" });
    const badUpd = await update({ ...validContact, email: "x" });
    expect(badUpd.statusCode).toBe(400);
    await stepUp(t, token);
    const del = await t.app.inject({ method: "DELETE", url: url("Delete"), headers: auth(token) });
    expect(json(del)).toMatchObject({ isSuccess: true });
    for (const [method, op] of [
      ["GET", "GetById"],
      ["PUT", "Update"],
      ["DELETE", "Delete"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: url(op),
        headers: auth(token),
        payload: method === "PUT" ? validContact : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ isSuccess: false, message: "Contact not found." });
    }
  });
});
