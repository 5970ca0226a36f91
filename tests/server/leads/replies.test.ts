import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, json, latestCode, type TestApp, validDemo } from "../helpers";
import { loggedStatusChanges, nthPhone, postContact, startLeadDesk } from "../shared-app";

let t: TestApp;
let token: string;
let other: string;
const second = { email: "priya.sharma@example.com", password: "Second-admin-password-42" };
beforeAll(async () => {
  ({ t, token, other } = await startLeadDesk({ SMTP_FROM: "Company <noreply@company.example>" }, { second }));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth(as), ...(payload ? { payload } : {}) });

const mails = () => t.outbox();

let n = 0;
function newContact(name = "Asha Rao"): Promise<string> {
  n++;
  return postContact(t, {
    name,
    email: `reply${n}@example.org`,
    phone: nthPhone("91234", n),
    message: "Please call me.",
  });
}

async function template(body: object) {
  return call("POST", "/v1/ReplyTemplates", body);
}

describe("reply templates", () => {
  it("are created, listed by name, changed with a version and deleted", async () => {
    const made = await template({
      name: "Thanks",
      subject: "Thanks, {{name}}",
      body: "Hello {{name}},\n{{staffName}}",
    });
    expect(made.statusCode).toBe(200);
    const tpl = json(made).data as { _id: string; version: number };
    expect(tpl.version).toBe(1);
    const list = json(await call("GET", "/v1/ReplyTemplates")).data as { name: string }[];
    expect(list.map((x) => x.name)).toContain("Thanks");

    const changed = await call("PUT", `/v1/ReplyTemplates/${tpl._id}`, {
      name: "Thanks",
      subject: "Thank you, {{name}}",
      body: "Hi {{name}}",
      version: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).data).toMatchObject({ version: 2, subject: "Thank you, {{name}}" });
    const stale = await call("PUT", `/v1/ReplyTemplates/${tpl._id}`, {
      name: "Thanks",
      subject: "x",
      body: "y",
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe("Changed by someone else, reload.");

    expect((await call("DELETE", `/v1/ReplyTemplates/${tpl._id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/v1/ReplyTemplates/${tpl._id}`)).statusCode).toBe(404);
    const gone = await call("PUT", `/v1/ReplyTemplates/${tpl._id}`, {
      name: "a",
      subject: "b",
      body: "c",
      version: 2,
    });
    expect(gone.statusCode).toBe(404);
  });

  it("refuses an unknown placeholder with a 400 that names it", async () => {
    const res = await template({ name: "Bad", subject: "Hi", body: "Dear {{firstName}}, see {{ name }}" });
    expect(res.statusCode).toBe(400);
    const errors = json(res).errors as { path: string; message: string }[];
    expect(errors).toContainEqual({
      path: "body",
      message: "Unknown placeholder {{firstName}}. Use {{name}}, {{company}}, {{staffName}} or {{demoTime}}.",
    });
    const subject = await template({ name: "Bad", subject: "About {{deal}}", body: "Hi" });
    expect((json(subject).errors as { path: string }[])[0]!.path).toBe("subject");
  });

  it("answers 400 for missing fields and 409 for a name in use", async () => {
    const empty = await template({ name: "", subject: "", body: "" });
    expect((json(empty).errors as { path: string }[]).map((e) => e.path).sort()).toEqual([
      "body",
      "name",
      "subject",
    ]);
    expect((await template({ name: "Twice", subject: "a", body: "b" })).statusCode).toBe(200);
    const again = await template({ name: "Twice", subject: "a", body: "b" });
    expect(again.statusCode).toBe(409);
  });

  it("need a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/ReplyTemplates" });
    expect(res.statusCode).toBe(401);
  });
});

describe("replies", () => {
  it("fill a template for the lead, send with Reply-To and threading headers, and move New to Contacted", async () => {
    const id = await newContact("Asha Rao");
    const tpl = json(
      await template({
        name: "First answer",
        subject: "Your enquiry",
        body: "Hello {{name}},\n\nThanks for writing. {{staffName}} here.",
      }),
    ).data as { _id: string };
    const composer = json(await call("GET", `/v1/Leads/contact/${id}/Reply`)).data;
    expect(composer).toEqual({ to: `reply${n}@example.org`, subject: "Re: Your message", draft: null });
    const filled = json(await call("GET", `/v1/Leads/contact/${id}/Reply/Templates/${tpl._id}`)).data;
    expect(filled).toEqual({
      subject: "Re: Your enquiry",
      body: "Hello Asha Rao,\n\nThanks for writing. Admin here.",
    });

    const sent = await call("POST", `/v1/Leads/contact/${id}/Reply`, {
      subject: "Re: Your enquiry",
      body: "Hello {{name}},\n\nThanks for writing. {{staffName}} here.",
    });
    expect(sent.statusCode).toBe(200);
    const first = json(sent).data as { messageId: string; leadStatus: string; version: number };
    expect(first).toMatchObject({ leadStatus: "contacted", version: 2 });

    const mail = mails().find((m) => m.messageId === first.messageId)!;
    expect(mail).toMatchObject({
      to: `reply${n}@example.org`,
      subject: "Re: Your enquiry",
      text: "Hello Asha Rao,\n\nThanks for writing. Admin here.",
      replyTo: "admin@example.com",
      references: `<lead.contact.${id}@company.example>`,
      inReplyTo: `<lead.contact.${id}@company.example>`,
    });
    expect(mail.messageId).toMatch(/^<reply\.[^@>]+@company\.example>$/);

    const lead = json(await call("GET", `/v1/Leads/contact/${id}`)).data as {
      leadStatus: string;
      version: number;
    };
    expect(lead).toMatchObject({ leadStatus: "contacted", version: 2 });
    const timeline = json(await call("GET", `/v1/Leads/contact/${id}/Timeline`)).data as {
      entries: { type: string; text: string; by: string | null }[];
    };
    expect(timeline.entries).toContainEqual(
      expect.objectContaining({
        type: "reply",
        by: "admin@example.com",
        text: `To: reply${n}@example.org\nSubject: Re: Your enquiry\n\nHello Asha Rao,\n\nThanks for writing. Admin here.`,
      }),
    );
    expect(timeline.entries).toContainEqual(expect.objectContaining({ type: "status", text: "contacted" }));
    expect(await loggedStatusChanges(t, token)).toContainEqual({
      kind: "contact",
      lead: id,
      from: "new",
      to: "contacted",
    });

    // A second reply threads under the first and leaves the status alone.
    const again = await call(
      "POST",
      `/v1/Leads/contact/${id}/Reply`,
      { subject: "Re: Your enquiry", body: "One more thing." },
      other,
    );
    const second = json(again).data as { messageId: string; leadStatus: string; version: number };
    expect(second).toMatchObject({ leadStatus: "contacted", version: 2 });
    const next = mails().find((m) => m.messageId === second.messageId)!;
    expect(next).toMatchObject({
      replyTo: "priya.sharma@example.com",
      inReplyTo: first.messageId,
      references: `<lead.contact.${id}@company.example> ${first.messageId}`,
    });
  });

  it("fills {{company}} and {{demoTime}} only where the lead has them, and never sends braces", async () => {
    const id = await newContact();
    const before = mails().length;
    const noCompany = await call("POST", `/v1/Leads/contact/${id}/Reply`, {
      subject: "Re: hi",
      body: "At {{company}}",
    });
    expect(noCompany.statusCode).toBe(400);
    expect(json(noCompany).message).toBe(
      "This lead has no company for {{company}}: remove it or write the company.",
    );
    const noDemo = await call("POST", `/v1/Leads/contact/${id}/Reply`, {
      subject: "Re: hi",
      body: "See you {{demoTime}}",
    });
    expect(json(noDemo).message).toBe(
      "This lead has no demo booked for {{demoTime}}: remove it or write the time.",
    );
    const unknown = await call("POST", `/v1/Leads/contact/${id}/Reply`, {
      subject: "Re: hi",
      body: "Dear {{first}}",
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toContainEqual(expect.objectContaining({ path: "body" }));
    expect(mails().length).toBe(before);
    const lead = json(await call("GET", `/v1/Leads/contact/${id}`)).data as { leadStatus: string };
    expect(lead.leadStatus).toBe("new");

    // A demo request has a company.
    const demo = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/SendOtp",
      payload: { ...validDemo, email: "demo-reply@example.org" },
    });
    const demoId = (json(demo).data as { id: string }).id;
    const code = latestCode(t, "demo-reply@example.org");
    await t.app.inject({ method: "POST", url: "/api/Book/VerifySchedule", payload: { id: demoId, code } });
    const composer = json(await call("GET", `/v1/Leads/demo/${demoId}/Reply`)).data as { subject: string };
    expect(composer.subject).toBe("Re: Your demo request");
    const sent = await call("POST", `/v1/Leads/demo/${demoId}/Reply`, {
      subject: "Re: Demo",
      body: "{{name}} of {{company}}",
    });
    expect(sent.statusCode).toBe(200);
    expect(mails().at(-1)).toMatchObject({
      to: "demo-reply@example.org",
      text: "Ravi Kumar of Acme Pvt Ltd",
    });
  });

  it("answers 400 for a bad body or kind, and 404 for an unknown lead or template", async () => {
    const id = await newContact();
    const empty = await call("POST", `/v1/Leads/contact/${id}/Reply`, { subject: "", body: " " });
    expect((json(empty).errors as { path: string }[]).map((e) => e.path).sort()).toEqual(["body", "subject"]);
    const header = await call("POST", `/v1/Leads/contact/${id}/Reply`, {
      subject: "a\r\nBcc: x@y.z",
      body: "b",
    });
    expect(header.statusCode).toBe(400);
    expect((await call("POST", `/v1/Leads/other/${id}/Reply`, { subject: "a", body: "b" })).statusCode).toBe(
      400,
    );
    expect((await call("POST", "/v1/Leads/contact/nope/Reply", { subject: "a", body: "b" })).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/v1/Leads/contact/nope/Reply")).statusCode).toBe(404);
    expect((await call("GET", `/v1/Leads/contact/${id}/Reply/Templates/nope`)).statusCode).toBe(404);
    expect(
      (await call("PUT", "/v1/Leads/contact/nope/Reply/Draft", { subject: "", body: "" })).statusCode,
    ).toBe(404);
  });

  it("keep one draft per lead and staff member until the reply is sent", async () => {
    const id = await newContact();
    const mine = await call("PUT", `/v1/Leads/contact/${id}/Reply/Draft`, {
      subject: "Re: Your message",
      body: "Half wri",
    });
    expect(mine.statusCode).toBe(200);
    await call("PUT", `/v1/Leads/contact/${id}/Reply/Draft`, {
      subject: "Re: Your message",
      body: "Half written",
    });
    await call(
      "PUT",
      `/v1/Leads/contact/${id}/Reply/Draft`,
      { subject: "Re: theirs", body: "Their draft" },
      other,
    );
    const composer = json(await call("GET", `/v1/Leads/contact/${id}/Reply`)).data as {
      draft: { body: string };
    };
    expect(composer.draft).toMatchObject({ subject: "Re: Your message", body: "Half written" });
    const theirs = json(await call("GET", `/v1/Leads/contact/${id}/Reply`, undefined, other)).data as {
      draft: object;
    };
    expect(theirs.draft).toMatchObject({ body: "Their draft" });
    const tooLong = await call("PUT", `/v1/Leads/contact/${id}/Reply/Draft`, {
      subject: "x".repeat(201),
      body: "",
    });
    expect(tooLong.statusCode).toBe(400);

    await call("POST", `/v1/Leads/contact/${id}/Reply`, {
      subject: "Re: Your message",
      body: "Half written, now done.",
    });
    expect(
      (json(await call("GET", `/v1/Leads/contact/${id}/Reply`)).data as { draft: unknown }).draft,
    ).toBeNull();
    const still = json(await call("GET", `/v1/Leads/contact/${id}/Reply`, undefined, other)).data as {
      draft: object;
    };
    expect(still.draft).toMatchObject({ body: "Their draft" });
    expect((await call("DELETE", `/v1/Leads/contact/${id}/Reply/Draft`, undefined, other)).statusCode).toBe(
      200,
    );
    expect((await call("DELETE", `/v1/Leads/contact/${id}/Reply/Draft`, undefined, other)).statusCode).toBe(
      404,
    );
  });

  it("keeps nothing when the mail cannot go out", async () => {
    const id = await newContact();
    const ctx = t.app.appContext;
    const send = ctx.outbox.send;
    ctx.outbox.send = async () => {
      throw new Error("SMTP down");
    };
    try {
      const res = await call("POST", `/v1/Leads/contact/${id}/Reply`, { subject: "Re: x", body: "Lost?" });
      expect(res.statusCode).toBe(503);
      expect(json(res).message).toBe("Failed to send the reply. Please try again.");
    } finally {
      ctx.outbox.send = send;
    }
    const lead = json(await call("GET", `/v1/Leads/contact/${id}`)).data as {
      leadStatus: string;
      version: number;
    };
    expect(lead).toMatchObject({ leadStatus: "new", version: 1 });
    const timeline = json(await call("GET", `/v1/Leads/contact/${id}/Timeline`)).data as {
      entries: { type: string }[];
    };
    expect(timeline.entries.map((e) => e.type)).not.toContain("reply");
  });
});
