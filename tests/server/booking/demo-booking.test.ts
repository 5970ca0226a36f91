import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpChallenges } from "../../../server/src/platform/db/schema";
import {
  auth,
  json,
  latestCode,
  startTestApp,
  stepUp,
  type TestApp,
  validDemo,
  withTestApp,
} from "../helpers";
import { injectEach } from "../shared-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_OTP_SENDS: "1000", RATE_LIMIT_OTP_SENDS_IP: "1000" });
});
afterAll(() => t.close());

let seq = 0;
/** Starts a booking with its own email so codes in the outbox do not mix. */
async function book(extra: Record<string, string> = {}) {
  const email = `person${++seq}@example.org`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/SendOtp",
    payload: { ...validDemo, email, ...extra },
  });
  expect(res.statusCode).toBe(200);
  const body = json(res);
  const { id } = body.data as { id: string };
  return { id, email, body: res.body };
}
const verify = (id: string, code: string) =>
  t.app.inject({ method: "POST", url: "/api/Book/VerifySchedule", payload: { id, code } });
const resend = (id: string) => t.app.inject({ method: "POST", url: `/api/Book/ResendOtp/${id}` });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("SendOtp", () => {
  it("creates a pending request and sends a 6-digit code by SMS and email, never in the response", async () => {
    const { id, email, body } = await book();
    expect(JSON.parse(body)).toEqual({
      isSuccess: true,
      message: expect.any(String),
      data: { id, expiresInSeconds: 120 },
    });
    const code = latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(body).not.toContain(code);
    const sms = t.outbox().filter((m) => m.channel === "sms" && m.text.includes(code));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.to).toBe(validDemo.mobile);
    expect(Object.keys(sms[0]!).sort()).toEqual(["channel", "createdAt", "subject", "text", "to"]);
  });

  it.each([
    [{ fullName: "" }, "fullName", "Full Name is required"],
    [{ mobile: "" }, "mobile", "Phone Number is required"],
    [{ mobile: "12345" }, "mobile", "Phone Number must be exactly 10 digits"],
    [{ mobile: "12345678ab" }, "mobile", "Phone Number must be exactly 10 digits"],
    [{ email: "" }, "email", "Email Address is required"],
    [{ email: "a@b" }, "email", "Enter a valid email address"],
    [{ email: "a<victim@x.com>" }, "email", "Enter a valid email address"],
    [{ email: "a@b.c, victim@x.com" }, "email", "Enter a valid email address"],
    [{ comment: " " }, "comment", "Comment is required"],
    [{ fullName: "Ravi\rKumar" }, "fullName", "Full Name contains invisible control characters"],
    [{ companyName: "Acme\u0007" }, "companyName", "Company Name contains invisible control characters"],
    [{ comment: "Call me\rATTENDEE:x" }, "comment", "Comment contains invisible control characters"],
  ])("rejects %j", async (change, path, message) => {
    const before = t.outbox().length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/SendOtp",
      payload: { ...validDemo, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toContainEqual({ path, message });
    expect(t.outbox().length).toBe(before);
  });

  it.each(["+91 98310 12345", "91-98310-12345", "098310 12345", "98310-12345", "(98310) 12345"])(
    "takes %j as the ten digits 9831012345, sending the code to them",
    async (mobile) => {
      const { email } = await book({ mobile });
      const code = latestCode(t, email);
      const sms = t.outbox().filter((m) => m.channel === "sms" && m.text.includes(code));
      expect(sms.map((m) => m.to)).toEqual(["9831012345"]);
    },
  );

  it.each(["+1 415 555 0100", "+91 98310 1234", "0098310 12345", "98310 12345 ext 2"])(
    "refuses %j: 'Phone Number must be exactly 10 digits'",
    async (mobile) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/Contact/SendOtp",
        payload: { ...validDemo, email: "not.ten@example.org", mobile },
      });
      expect(json(res).errors).toEqual([
        { path: "mobile", message: "Phone Number must be exactly 10 digits" },
      ]);
    },
  );

  it("SubmitDemoRequest accepts the spec's shape (mobileNo) and starts the same flow", async () => {
    const { mobile, ...rest } = validDemo;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/SubmitDemoRequest",
      payload: { ...rest, email: "submit@example.org", mobileNo: mobile },
    });
    expect(res.statusCode).toBe(200);
    const { id } = json(res).data as { id: string };
    expect((await verify(id, latestCode(t, "submit@example.org"))).statusCode).toBe(200);
  });
});

describe("VerifySchedule", () => {
  it("confirms with the right code once, mails the company, and shows in the admin list", async () => {
    const { id, email } = await book();
    const code = latestCode(t, email);
    const ok = await verify(id, code);
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ isSuccess: true, message: expect.any(String), data: { booking: null } });
    const again = await verify(id, code);
    expect(again.statusCode).toBe(409);
    expect(json(again).isSuccess).toBe(false);
    expect(t.outbox().some((m) => m.to === "hello@example.com" && m.text.includes(email))).toBe(true);
    const token = await t.token();
    const list = json(
      await t.app.inject({
        method: "GET",
        url: `/api/v1/Contact/DemoRequests?page=1&pageSize=10&search=${email}`,
        headers: auth(token),
      }),
    );
    expect(list.total).toBe(1);
    expect((list.data as { status: string; confirmedAt: string }[])[0]).toMatchObject({
      _id: id,
      status: "confirmed",
      phone: validDemo.mobile,
    });
  });

  it("answers 'Invalid OTP.' (400) for a wrong code", async () => {
    const { id, email } = await book();
    const res = await verify(id, wrong(latestCode(t, email)));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ isSuccess: false, message: "Invalid OTP." });
  });

  it("rejects a malformed code and an unknown id", async () => {
    const { id } = await book();
    const bad = await verify(id, "12ab56");
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe("Invalid OTP.");
    const unknown = await verify("no-such-id", "123456");
    expect(unknown.statusCode).toBe(404);
  });

  it("kills the code after 5 wrong attempts (brute force)", async () => {
    const { id, email } = await book();
    const code = latestCode(t, email);
    for (let i = 0; i < 5; i++) expect((await verify(id, wrong(code))).statusCode).toBe(400);
    const after = await verify(id, code);
    expect(after.statusCode).toBe(429);
    expect(json(after).isSuccess).toBe(false);
  });

  it("expires the code after 120 s", async () => {
    const { id, email } = await book();
    const code = latestCode(t, email);
    t.clock.advance(120_001);
    const res = await verify(id, code);
    expect(res.statusCode).toBe(410);
    expect(json(res)).toEqual({ isSuccess: false, message: expect.stringMatching(/expired/i) });
  });

  it("accepts a code just before expiry", async () => {
    const { id, email } = await book();
    t.clock.advance(119_000);
    expect((await verify(id, latestCode(t, email))).statusCode).toBe(200);
  });
});

describe("ResendOtp", () => {
  it("throttles to one per 30 s, kills the old code, and stops after 5 resends", async () => {
    const { id, email } = await book();
    const first = latestCode(t, email);
    const early = await resend(id);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(early.headers["retry-after"])).toBeLessThanOrEqual(30);
    for (let i = 1; i <= 5; i++) {
      t.clock.advance(30_000);
      const res = await resend(id);
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toEqual({ id, expiresInSeconds: 120 });
      expect(res.body).not.toContain(latestCode(t, email));
    }
    t.clock.advance(30_000);
    expect((await resend(id)).statusCode).toBe(429);
    const latest = latestCode(t, email);
    if (latest !== first) expect((await verify(id, first)).statusCode).toBe(400);
    expect((await verify(id, latest)).statusCode).toBe(200);
    expect((await resend(id)).statusCode).toBe(409);
  });

  it("gives a fresh set of attempts with the new code", async () => {
    const { id, email } = await book();
    const code = latestCode(t, email);
    for (let i = 0; i < 5; i++) await verify(id, wrong(code));
    t.clock.advance(30_000);
    expect((await resend(id)).statusCode).toBe(200);
    expect((await verify(id, latestCode(t, email))).statusCode).toBe(200);
  });

  it("is 404 for an unknown id", async () => {
    expect((await resend("unknown-id")).statusCode).toBe(404);
  });
});

describe("deleting a demo request", () => {
  const remove = (id: string, headers?: Record<string, string>) =>
    t.app.inject({ method: "DELETE", url: `/api/v1/Contact/DemoRequests/${id}`, headers });
  const listed = async (email: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/Contact/DemoRequests?page=1&pageSize=10&search=${email}`,
      headers: auth(await t.token()),
    });
    return json(res).data as { _id: string }[];
  };
  const codesFor = (id: string) =>
    t.app.appContext.db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.purpose, "demo"), eq(otpChallenges.subject, id)));

  it("removes the request and its codes, and it is gone from the admin list", async () => {
    const { id, email } = await book();
    const code = latestCode(t, email);
    expect((await listed(email)).map((d) => d._id)).toEqual([id]);
    expect(await codesFor(id)).toHaveLength(1);
    const token = await stepUp(t, await t.token());
    const res = await remove(id, auth(token));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ isSuccess: true, message: expect.any(String) });
    expect(await listed(email)).toEqual([]);
    expect(await codesFor(id)).toHaveLength(0);
    expect((await verify(id, code)).statusCode).toBe(404);
    expect((await remove(id, auth(token))).statusCode).toBe(404);
  });

  it("needs an admin token (401) and leaves the request in place", async () => {
    const { id, email } = await book();
    for (const headers of [undefined, auth("not.a.token")]) {
      const res = await remove(id, headers);
      expect(res.statusCode).toBe(401);
      expect(json(res).isSuccess).toBe(false);
    }
    expect((await listed(email)).map((d) => d._id)).toEqual([id]);
    expect(await codesFor(id)).toHaveLength(1);
  });

  it("is 404 for an unknown id", async () => {
    const res = await remove("no-such-id", auth(await stepUp(t, await t.token())));
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ isSuccess: false, message: "Demo request not found." });
  });

  it("is documented in OpenAPI as an admin call", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
    };
    const op = doc.paths["/api/v1/Contact/DemoRequests/{id}"]?.delete;
    expect(op).toMatchObject({ security: [{ bearer: [] }], tags: ["Demo booking"] });
  });
});

describe("listing demo requests", () => {
  it("answers only the first page of 10 with the total when no paging is given", async () => {
    for (let i = 0; i < 11; i++) await book();
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/Contact/DemoRequests",
      headers: auth(await t.token()),
    });
    const body = json(res);
    expect(body.data as unknown[]).toHaveLength(10);
    expect(body.total).toBeGreaterThanOrEqual(11);
  });
});

describe("send limits", () => {
  it("limits sends per phone number with 429", async () => {
    await withTestApp({ RATE_LIMIT_OTP_SENDS: "2" }, async (limited) => {
      const sends = [0, 1, 2].map((i) => ({
        method: "POST" as const,
        url: "/api/v1/Contact/SendOtp",
        payload: { ...validDemo, email: `l${i}@example.org` },
      }));
      const answers = await injectEach(limited, sends);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 429]);
    });
  });
});

describe("codes stay secret", () => {
  it("never writes a sent code to the log", async () => {
    const { email } = await book();
    const codes = t
      .outbox()
      .filter((m) => m.to === email)
      .map((m) => m.text.match(/\d{6}/)![0]);
    expect(codes.length).toBeGreaterThan(0);
    const log = t.logs.join("\n");
    for (const c of codes) expect(log).not.toMatch(new RegExp(`(?<!\\d)${c}(?!\\d)`));
  });
});
