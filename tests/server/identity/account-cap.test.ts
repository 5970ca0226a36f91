import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_FAILED_CHECKS_PER_HOUR } from "../../../server/src/modules/identity/account-guard";
import { LINK_SENT_MESSAGE } from "../../../server/src/modules/identity/sign-in";
import { admin, auth, json, startTestApp, type TestApp } from "../helpers";
import { auditEvents, enableTotp, secondFactor, totpCode } from "../second-factor-helpers";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: "1", LOG_LEVEL: "warn" });
  token = await t.token();
});
afterAll(() => t.close());

let address = 0;
/** A sign-in from a new address each time (through one trusted proxy), as a spread-out guesser sends them. */
const login = (email: string, password: string, extra: object = {}) => {
  address += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/Auth/Login",
    payload: { email, password, ...extra },
    remoteAddress: "10.255.0.1",
    headers: { "x-forwarded-for": `198.18.${address >> 8}.${address & 255}` },
  });
};

/** Adds a member through an invitation, so each test has an account of its own. */
async function member(email: string, password: string) {
  await t.app.inject({
    method: "POST",
    url: "/api/Team/Invitations",
    headers: auth(token),
    payload: { email },
  });
  const mail = t
    .outbox()
    .filter((m) => m.to === email)
    .at(-1)!;
  const link = /#(\S+)/.exec(mail.text)![1]!;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/Team/AcceptInvitation",
    payload: { token: link, password },
  });
  expect(res.statusCode).toBe(200);
  return json(res).token as string;
}

/** Failed password checks the account has had this hour. */
const failures = async (email: string) =>
  (await t.app.appContext.limiter.peek(`login:failed:${email}`)).count;

async function exhaust(email: string) {
  for (let i = 0; i < ACCOUNT_FAILED_CHECKS_PER_HOUR; i++)
    expect((await login(email, `wrong-password-${i}`)).statusCode).toBe(401);
}

describe("one account's password checks", () => {
  it("200 parallel wrong passwords from 200 addresses: one check at a time, those still waiting after 3 s refused", async () => {
    const email = "parallel-cap@example.org";
    await member(email, "Parallel-member-password-7");
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(email, `guess-${i}-wrong`)),
    );
    const checked = results.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(ACCOUNT_FAILED_CHECKS_PER_HOUR);
    expect(results.filter((r) => r.statusCode === 429).length).toBe(200 - checked);
    expect(await failures(email)).toBe(checked);
  });

  it("past 100 failed checks in the hour, a right password alone does not sign in: a one-time link is emailed", async () => {
    const email = "capped@example.org";
    const password = "Capped-member-password-7";
    await member(email, password);
    await exhaust(email);
    const capped = await login(email, password);
    expect(capped.statusCode).toBe(401);
    expect(json(capped).message).toBe(LINK_SENT_MESSAGE);
    expect(json(capped).token).toBeUndefined();
    // Guesses past the cap are not checked at all.
    await login(email, "another-wrong-one");
    expect((await t.app.appContext.limiter.peek(`login:failed:${email}`)).count).toBe(
      ACCOUNT_FAILED_CHECKS_PER_HOUR,
    );
    await t.idle();
    const mail = t
      .outbox()
      .filter((m) => m.to === email && m.subject === "Your sign-in link")
      .at(-1)!;
    const link = /#signin=(\S+)/.exec(mail.text)![1]!;
    expect((await login(email, "wrong-with-the-link", { signInLink: link })).statusCode).toBe(401);
    const ok = await login(email, password, { signInLink: link });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).token).toEqual(expect.any(String));
    // The link works once.
    expect((await login(email, password, { signInLink: link })).statusCode).toBe(401);
    expect((await auditEvents(t, token, "auth.signin_link_sent")).length).toBeGreaterThan(0);
    expect((await auditEvents(t, token, "auth.signin_link_used")).length).toBe(1);
  });

  it("past the cap, one answer for every sign-in: with or without a second factor, right or wrong password, known or not", async () => {
    const plain = { email: "capped-plain@example.org", password: "Capped-plain-password-7" };
    const withCode = { email: "capped-totp@example.org", password: "Capped-totp-password-7" };
    await member(plain.email, plain.password);
    await enableTotp(t, await member(withCode.email, withCode.password), withCode.password);
    for (const email of [plain.email, withCode.email, "capped-nobody@example.org"]) await exhaust(email);
    const answers = [];
    for (const who of [plain, withCode]) {
      answers.push(await login(who.email, who.password), await login(who.email, "not-the-password"));
    }
    answers.push(await login("capped-nobody@example.org", "not-the-password"));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(json(answer)).toEqual({ isSuccess: false, message: LINK_SENT_MESSAGE });
    }
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it("past the cap, the emailed link leads a member with an authenticator on to the code step, once", async () => {
    const email = "capped-link-totp@example.org";
    const password = "Capped-link-totp-password-7";
    const { secret } = await enableTotp(t, await member(email, password), password);
    await exhaust(email);
    await login(email, password);
    await t.idle();
    const mail = t
      .outbox()
      .filter((m) => m.to === email && m.subject === "Your sign-in link")
      .at(-1)!;
    const link = /#signin=(\S+)/.exec(mail.text)![1]!;
    const step = await login(email, password, { signInLink: link });
    expect(step.statusCode).toBe(200);
    expect(json(step).token).toBeUndefined();
    const { ticket, methods } = json(step).secondFactor as { ticket: string; methods: string[] };
    expect(methods).toEqual(["totp", "recovery"]);
    t.clock.advance(30_000); // the set-up spent this period's code
    const ok = await secondFactor(t, { ticket, code: totpCode(t, secret) });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).token).toEqual(expect.any(String));
    const again = await login(email, password, { signInLink: link });
    expect(json(again)).toEqual({ isSuccess: false, message: LINK_SENT_MESSAGE });
  });

  it("another account is not affected by one account's cap", async () => {
    expect(json(await login(admin.email, admin.password)).token).toEqual(expect.any(String));
  });
});
