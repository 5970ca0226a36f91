import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CODE_ALREADY_USED, INVALID_CODE, SECOND_FACTOR_SETUP_REQUIRED } from "~/contract/mfa";
import { eq, sql } from "drizzle-orm";
import { mfaCodeLocks } from "../../../server/src/platform/db/schema";
import { createAdminFromCli, findAdminByEmail } from "../../../server/src/modules/identity/admins";
import { admin, auth, json, startTestApp, stepUp, type TestApp } from "../helpers";
import {
  auditEvents,
  disableTotp,
  enableTotp,
  login,
  secondFactor,
  totpCode,
} from "../second-factor-helpers";

let t: TestApp;
let token: string;
let secret: string;
let recovery: string[];
beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
});
afterAll(() => t.close());

/**
 * Wrong codes of earlier tests are forgotten: the limits of tries and the lock after 10 wrong codes are
 * tested on their own (the lock in code-lock.test.ts).
 */
beforeEach(async () => {
  const { db, limiter } = t.app.appContext;
  const me = await findAdminByEmail(db, admin.email);
  await limiter.reset(`mfa:try:${me!.id}`);
  await limiter.reset("mfa:ip:127.0.0.1");
  await db.delete(mfaCodeLocks).where(eq(mfaCodeLocks.adminId, me!.id));
});

/** A right password: the second step's ticket. */
async function ticket(): Promise<string> {
  const res = await login(t, admin.email, admin.password);
  expect(res.statusCode).toBe(200);
  const body = json(res) as { token?: string; secondFactor?: { ticket: string; methods: string[] } };
  expect(body.token).toBeUndefined();
  return body.secondFactor!.ticket;
}

describe("authenticator app (TOTP)", () => {
  it("set-up shows a QR code and the key as text; a wrong first code does not turn it on", async () => {
    await stepUp(t, token);
    const res = await t.app.inject({ method: "POST", url: "/api/Account/Totp/Setup", headers: auth(token) });
    expect(res.statusCode).toBe(200);
    const data = json(res).data as { secret: string; uri: string; qrSvg: string };
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(data.qrSvg).toMatch(/^<svg/);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/Account/Totp/Confirm",
      headers: auth(token),
      payload: { code: totpCode(t, data.secret, 5) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(INVALID_CODE);
    // Still a password-only sign-in.
    expect(json(await login(t, admin.email, admin.password)).token).toEqual(expect.any(String));
  });

  it("a right first code turns it on and answers 10 distinct recovery codes, stored only hashed", async () => {
    ({ secret, codes: recovery } = await enableTotp(t, token));
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    for (const c of recovery) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const hashes = JSON.stringify(
      await t.app.appContext.db.execute(sql`select code_hmac from mfa_recovery_codes`),
    );
    for (const c of recovery) expect(hashes).not.toContain(c.replace("-", ""));
    expect((await auditEvents(t, token, "mfa.totp_enabled")).length).toBe(1);
  });

  it("a right password now answers the second step instead of a token", async () => {
    const res = await login(t, admin.email, admin.password);
    expect(json(res)).toMatchObject({
      isSuccess: true,
      message: "Enter your verification code.",
      secondFactor: { ticket: expect.any(String), methods: ["totp", "recovery"] },
    });
    expect(json(res).token).toBeUndefined();
  });

  it("a wrong code answers 'Invalid code'; the right one signs in; the same code again 'This code was already used'", async () => {
    t.clock.advance(30_000); // the set-up's code spent this step
    const step = await ticket();
    const wrong = await secondFactor(t, {
      ticket: step,
      code: "000000" === totpCode(t, secret) ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).message).toBe(INVALID_CODE);
    const code = totpCode(t, secret);
    const right = await secondFactor(t, { ticket: step, code });
    expect(right.statusCode).toBe(200);
    expect(json(right).token).toEqual(expect.any(String));
    const again = await secondFactor(t, { ticket: await ticket(), code });
    expect(again.statusCode).toBe(401);
    expect(json(again).message).toBe(CODE_ALREADY_USED);
    expect((await auditEvents(t, token, "mfa.totp_used")).length).toBe(1);
    expect((await auditEvents(t, token, "mfa.failed")).map((e) => e.detail?.reason)).toEqual(
      expect.arrayContaining(["invalid", "used"]),
    );
  });

  it("codes one step either side are accepted; two steps away are not", async () => {
    t.clock.advance(5 * 30_000);
    expect(
      json(await secondFactor(t, { ticket: await ticket(), code: totpCode(t, secret, -2) })).message,
    ).toBe(INVALID_CODE);
    expect(
      json(await secondFactor(t, { ticket: await ticket(), code: totpCode(t, secret, 2) })).message,
    ).toBe(INVALID_CODE);
    expect(
      (await secondFactor(t, { ticket: await ticket(), code: totpCode(t, secret, -1) })).statusCode,
    ).toBe(200);
    expect((await secondFactor(t, { ticket: await ticket(), code: totpCode(t, secret, 1) })).statusCode).toBe(
      200,
    );
    // The current step's code is older than the one just accepted: it cannot be played again.
    expect(json(await secondFactor(t, { ticket: await ticket(), code: totpCode(t, secret) })).message).toBe(
      CODE_ALREADY_USED,
    );
  });

  it("two parallel sign-ins with one code: exactly one succeeds", async () => {
    t.clock.advance(5 * 30_000);
    const code = totpCode(t, secret);
    const a = await ticket();
    const b = await ticket();
    const results = await Promise.all([
      secondFactor(t, { ticket: a, code }),
      secondFactor(t, { ticket: b, code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it("an account takes 10 wrong codes per 15 minutes across tickets, then 429", async () => {
    const tickets: string[] = [];
    for (let i = 0; i < 14; i++) tickets.push(await ticket());
    const codes = await Promise.all(
      tickets.map(async (step) => (await secondFactor(t, { ticket: step, code: "999999" })).statusCode),
    );
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });

  it("an address takes 30 tries per 15 minutes, across tickets and accounts, then 429", async () => {
    const { db, limiter } = t.app.appContext;
    const me = (await findAdminByEmail(db, admin.email))!;
    const answers: number[] = [];
    let step = "";
    for (let i = 0; i < 31; i++) {
      if (i % 5 === 0) {
        // As if each ticket were another account's: its own tries, no run of wrong codes.
        step = await ticket();
        await limiter.reset(`mfa:try:${me.id}`);
        await db.delete(mfaCodeLocks).where(eq(mfaCodeLocks.adminId, me.id));
      }
      answers.push((await secondFactor(t, { ticket: step, code: "999999" })).statusCode);
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(answers[30]).toBe(429);
  });

  it("a ticket takes 5 tries, then the sign-in starts over", async () => {
    t.clock.advance(5 * 30_000);
    const step = await ticket();
    for (let i = 0; i < 5; i++) await secondFactor(t, { ticket: step, code: "12345" + ((i + 1) % 10) });
    const late = await secondFactor(t, { ticket: step, code: totpCode(t, secret) });
    expect(late.statusCode).toBe(401);
    expect(json(late).message).toMatch(/expired/);
  });

  it("a recovery code signs in once; used again it answers 'This code was already used'", async () => {
    const first = recovery[0]!;
    const res = await secondFactor(t, { ticket: await ticket(), code: first.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const again = await secondFactor(t, { ticket: await ticket(), code: first });
    expect(json(again).message).toBe(CODE_ALREADY_USED);
    const status = await t.app.inject({
      method: "GET",
      url: "/api/Account/SecondFactor",
      headers: auth(token),
    });
    expect(json(status).data).toMatchObject({
      totp: true,
      recoveryCodesLeft: 9,
      passkeys: [],
      required: false,
    });
    expect((await auditEvents(t, token, "mfa.recovery_used")).length).toBe(1);
  });

  it("turning it off needs a current code; then the password alone signs in again", async () => {
    t.clock.advance(5 * 30_000);
    await stepUp(t, token); // the set-up's confirmation is older than STEP_UP_MINUTES by now
    const wrong = await disableTotp(t, token, totpCode(t, secret, 3));
    expect(wrong.statusCode).toBe(400);
    const off = await disableTotp(t, token, totpCode(t, secret));
    expect(off.statusCode).toBe(200);
    expect(json(await login(t, admin.email, admin.password)).token).toEqual(expect.any(String));
    expect((await auditEvents(t, token, "mfa.totp_disabled")).length).toBe(1);
  });
});

describe("passkeys (server side; the browser ceremony is in e2e/second-factor.spec.ts)", () => {
  it("registration options name this site and exclude nothing yet; a forged answer is refused", async () => {
    await stepUp(t, token);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/Account/Passkeys/Options",
      headers: auth(token),
    });
    const data = json(res).data as { ticket: string; options: { challenge: string; rp: { id: string } } };
    expect(data.options.rp.id).toBe("localhost");
    expect(data.options.challenge).toEqual(expect.any(String));
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/Account/Passkeys",
      headers: auth(token),
      payload: {
        ticket: data.ticket,
        name: "Forged",
        passkey: {
          id: "abc",
          rawId: "abc",
          type: "public-key",
          response: { clientDataJSON: "e30", attestationObject: "" },
        },
      },
    });
    expect(forged.statusCode).toBe(400);
  });

  it("pages may use passkeys themselves, frames they embed may not", async () => {
    const res = await t.app.inject({ method: "GET", url: "/login" });
    expect(String(res.headers["permissions-policy"])).toContain("publickey-credentials-get=(self)");
  });

  it("passwordless sign-in with an unknown passkey is refused and logged", async () => {
    const opts = json(await t.app.inject({ method: "POST", url: "/api/Auth/Passkey/Options" })).data as {
      ticket: string;
    };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/Auth/Passkey/SignIn",
      payload: {
        ticket: opts.ticket,
        passkey: { id: "nope", rawId: "nope", type: "public-key", response: { clientDataJSON: "e30" } },
      },
    });
    expect(res.statusCode).toBe(401);
    expect(json(res).token).toBeUndefined();
    expect(
      (await auditEvents(t, token, "mfa.failed")).some((e) => e.detail?.method === "passkey-signin"),
    ).toBe(true);
  });
});

describe("the owner requires a second factor for everyone", () => {
  it("a member without one is signed in but sent to set one up: other admin calls answer 403 until then", async () => {
    const required = await startTestApp({});
    try {
      // The owner who requires it has a factor of their own (else 409); a second owner has none yet.
      const owner = json(await login(required, admin.email, admin.password)).token as string;
      await enableTotp(required, owner);
      const set = await required.app.inject({
        method: "PUT",
        url: "/api/Team/Settings",
        headers: auth(owner),
        payload: { requireSecondFactor: true },
      });
      expect(set.statusCode).toBe(200);
      const other = { email: "second.owner@example.org", password: "Second-owner-password-77" };
      const db = required.app.appContext.db;
      await createAdminFromCli(db, other.email, other.password, required.app.appContext.clock(), "owner");
      const res = await login(required, other.email, other.password);
      expect(json(res)).toMatchObject({ token: expect.any(String), secondFactorSetup: true });
      const own = json(res).token as string;
      const team = await required.app.inject({ method: "GET", url: "/api/Team", headers: auth(own) });
      expect(team.statusCode).toBe(403);
      expect(json(team).message).toBe(SECOND_FACTOR_SETUP_REQUIRED);
      const status = await required.app.inject({
        method: "GET",
        url: "/api/Account/SecondFactor",
        headers: auth(own),
      });
      expect(status.statusCode).toBe(200);
      expect(json(status).data).toMatchObject({ required: true, totp: false });
      const { secret: key } = await enableTotp(required, own, other.password);
      expect(
        (await required.app.inject({ method: "GET", url: "/api/Team", headers: auth(own) })).statusCode,
      ).toBe(200);
      // The last factor cannot be removed while the team requires one.
      const off = await disableTotp(required, own, totpCode(required, key, 1));
      expect(off.statusCode).toBe(409);
    } finally {
      await required.close();
    }
  });
});
