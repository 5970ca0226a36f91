import { describe, expect, it } from "vitest";
import type { Message, Outbox } from "../../../server/src/platform/outbox";
import { admin, json, latestCode, startTestApp, type TestApp, withTestApp } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";

const t = sharedTestApp({ ...noLimits, RATE_LIMIT_EMAIL_PER_DAY: "1000", LOG_LEVEL: "warn" });

const call = (app: TestApp, path: string, payload: object) =>
  app.app.inject({ method: "POST", url: `/api/Auth/${path}`, payload });
/** Asks for a code and waits until its mail (sent after the reply) has gone out. */
async function generate(app: TestApp, email = admin.email) {
  const res = await call(app, "GenerateOtp", { email });
  await app.idle();
  return res;
}
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const resetWith = (app: TestApp, otp: string) =>
  call(app, "ResetPassword", { email: admin.email, otp, newPassword: "Long-enough-password-1" });
const mailsTo = (app: TestApp, email = admin.email) => app.outbox().filter((m) => m.to === email);
const invalid = { isSuccess: false, message: "Invalid OTP." };

describe("reset answers do not tell which emails are accounts", () => {
  it("an unknown email, an expired code and a locked code all get 400 'Invalid OTP.'", async () => {
    await withTestApp({ LOG_LEVEL: "warn" }, async (app) => {
      const answers = [];
      answers.push(await call(app, "VerifyOtp", { email: "ghost@example.org", otp: "123456" }));
      answers.push(
        await call(app, "ResetPassword", {
          email: "ghost@example.org",
          otp: "123456",
          newPassword: "Long-enough-password-1",
        }),
      );
      await generate(app);
      const expiring = latestCode(app, admin.email);
      app.clock.advance(10 * 60 * 1000 + 1000);
      answers.push(await call(app, "VerifyOtp", { email: admin.email, otp: expiring }));
      answers.push(await resetWith(app, expiring));
      await generate(app);
      const code = latestCode(app, admin.email);
      expect(code).not.toBe(expiring);
      for (let i = 0; i < 5; i++)
        expect((await call(app, "VerifyOtp", { email: admin.email, otp: other(code) })).statusCode).toBe(400);
      answers.push(await call(app, "VerifyOtp", { email: admin.email, otp: code }));
      answers.push(await resetWith(app, code));
      for (const res of answers) {
        expect(res.statusCode).toBe(400);
        expect(json(res)).toEqual(invalid);
        expect(res.headers["retry-after"]).toBeUndefined();
      }
    });
  });

  it("GenerateOtp answers before the code is mailed (the mail cannot slow the answer)", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held: Message[] = [];
    const outbox: Outbox = {
      async send(message) {
        held.push(message);
        await gate;
      },
      purge: async () => 0,
      async close() {},
    };
    const app = await startTestApp({ LOG_LEVEL: "warn" }, { outbox });
    try {
      const known = await call(app, "GenerateOtp", { email: admin.email });
      const unknown = await call(app, "GenerateOtp", { email: "ghost@example.org" });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      release();
      await app.idle();
      expect(held.map((m) => m.to)).toEqual([admin.email]);
    } finally {
      release();
      await app.close();
    }
  });

  it("GenerateOtp takes as long for an admin's email as for an unknown one (median pair within 20 %)", async () => {
    const timed = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await call(t, "GenerateOtp", { email });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      expect(res.statusCode).toBe(200);
      // Work left over from this request must not slow the next one being measured.
      await t.idle();
      return ms;
    };
    for (let i = 0; i < 6; i++) await timed(i % 2 ? admin.email : `warm-up${i}@example.org`);
    // Each known/unknown pair is measured back to back, so whatever else the machine does at that moment
    // slows both alike, and the pair's ratio cancels it. A pause that hits only one of the two moves that
    // ratio up or down alike, and the median of all ratios ignores such pairs while they are under half.
    // A real difference (say, a lookup before the reply) moves every ratio the same way.
    const ratios: number[] = [];
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const within = () => Math.abs(Math.log(median(ratios))) <= Math.log(1.2);
    // A busy machine can still blur one round; more rounds add pairs, which cannot hide a real gap.
    for (let round = 0; round < 4 && (round === 0 || !within()); round++) {
      for (let i = 0; i < 30; i++) {
        // The admin's email has been asked for before (its per-email counters exist); so has each unknown
        // one, once unmeasured: a first request for any address writes new counter rows, which is not
        // what is compared here.
        const nobody = `nobody${round}-${i}@example.org`;
        await timed(nobody);
        // Alternating which goes first, so a drift within a pair does not favour one side.
        if (i % 2) {
          const k = await timed(admin.email);
          ratios.push(k / (await timed(nobody)));
        } else {
          const u = await timed(nobody);
          ratios.push((await timed(admin.email)) / u);
        }
      }
    }
    const m = median(ratios);
    expect(
      Math.abs(Math.log(m)),
      `median known/unknown time ${m.toFixed(3)} over ${ratios.length} pairs`,
    ).toBeLessThanOrEqual(Math.log(1.2));
  });
});

describe("reset codes cannot be guessed over time", () => {
  it("after 10 failed checks in a day, even a fresh right code is refused until the next day", async () => {
    const app = await startTestApp({ LOG_LEVEL: "warn" });
    try {
      app.clock.set(new Date("2026-03-10T09:00:00.000Z"));
      for (let round = 0; round < 2; round++) {
        await generate(app);
        const code = latestCode(app, admin.email);
        for (let i = 0; i < 5; i++)
          expect((await call(app, "VerifyOtp", { email: admin.email, otp: other(code) })).statusCode).toBe(
            400,
          );
        app.clock.advance(30_000);
      }
      const before = mailsTo(app).length;
      await generate(app);
      expect(mailsTo(app).length).toBe(before + 1);
      const fresh = latestCode(app, admin.email);
      const refused = await call(app, "VerifyOtp", { email: admin.email, otp: fresh });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toEqual(invalid);
      const reset = await call(app, "ResetPassword", {
        email: admin.email,
        otp: fresh,
        newPassword: "A-brand-new-password-99",
      });
      expect(json(reset)).toEqual(invalid);
      // The next UTC day the count starts again.
      app.clock.set(new Date("2026-03-11T00:00:01.000Z"));
      await generate(app);
      const next = latestCode(app, admin.email);
      expect((await call(app, "VerifyOtp", { email: admin.email, otp: next })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("sends a new code at most once per 30 s and 5 more times per code, with the same answer", async () => {
    await withTestApp({ RATE_LIMIT_OTP_SENDS: "1000", LOG_LEVEL: "warn" }, async (app) => {
      const first = await generate(app);
      expect(mailsTo(app)).toHaveLength(1);
      const firstCode = latestCode(app, admin.email);
      const early = await generate(app);
      expect(early.statusCode).toBe(200);
      expect(early.body).toBe(first.body);
      expect(mailsTo(app)).toHaveLength(1);
      for (let i = 1; i <= 5; i++) {
        app.clock.advance(30_000);
        expect((await generate(app)).body).toBe(first.body);
        expect(mailsTo(app)).toHaveLength(1 + i);
      }
      app.clock.advance(30_000);
      expect((await generate(app)).body).toBe(first.body);
      expect(mailsTo(app)).toHaveLength(6);
      const latest = latestCode(app, admin.email);
      if (latest !== firstCode)
        expect((await call(app, "VerifyOtp", { email: admin.email, otp: firstCode })).statusCode).toBe(400);
      // Once the last code has expired a new one can be asked for.
      app.clock.advance(10 * 60 * 1000);
      await generate(app);
      expect(mailsTo(app)).toHaveLength(7);
      expect(
        (await call(app, "VerifyOtp", { email: admin.email, otp: latestCode(app, admin.email) })).statusCode,
      ).toBe(200);
    });
  });
});

describe("after a reset", () => {
  it("mails the admin that the password was changed, with no secret in it", async () => {
    await withTestApp({ LOG_LEVEL: "warn" }, async (app) => {
      await generate(app);
      const code = latestCode(app, admin.email);
      const newPassword = "A-brand-new-password-99";
      const res = await call(app, "ResetPassword", { email: admin.email, otp: code, newPassword });
      expect(res.statusCode).toBe(200);
      await app.idle();
      const notice = mailsTo(app).at(-1)!;
      expect(notice.subject).toBe("Your password was changed");
      expect(notice.text).toMatch(/password .*was changed/i);
      expect(notice.text).not.toContain(code);
      expect(notice.text).not.toContain(newPassword);
      expect(notice.text).not.toMatch(/\b\d{6}\b/);
    });
  });
});
