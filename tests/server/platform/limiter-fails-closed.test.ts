import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../../server/src/context";
import { HttpError } from "../../../server/src/platform/errors";
import { keyKind, type Limiter, memoryLimiter } from "../../../server/src/platform/rate-limit";
import { takeLoginAttempt } from "../../../server/src/modules/identity/login-guard";
import { checkResetCode, mailResetCode } from "../../../server/src/modules/identity/password-reset";
import { spendSmsBudget } from "../../../server/src/platform/send-budget";
import { admin, latestCode, startTestApp, type TestApp } from "../helpers";

const MINUTE = 60_000;
const FLOOD = 150_000;

/** A limiter on a clock the test moves by hand. */
function handLimiter(maxKeysPerKind?: number) {
  let now = Date.parse("2026-01-15T10:00:00.000Z");
  const limiter = memoryLimiter(() => now, { maxKeysPerKind });
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe("the in-memory limiter fails closed", () => {
  let open: Limiter[] = [];
  afterAll(async () => {
    await Promise.all(open.map((l) => l.close()));
    open = [];
  });
  const make = (max?: number) => {
    const made = handLimiter(max);
    open.push(made.limiter);
    return made;
  };

  it("names a key's kind by its first two parts", () => {
    expect(keyKind("login:pair:a@b.example:203.0.113.9")).toBe("login:pair");
    expect(keyKind("sms:day:2026-01-15")).toBe("sms:day");
    expect(keyKind("odd")).toBe("odd");
  });

  it("never drops a counter whose window is open: a new key of a full kind is refused instead", async () => {
    const { limiter } = make(3);
    for (const k of ["a", "b", "c"]) await limiter.hit(`login:ip:${k}`, 15 * MINUTE);
    const refused = await limiter.hit("login:ip:d", 15 * MINUTE);
    expect(refused.full).toBe(true);
    expect(refused.count).toBeGreaterThan(1_000_000);
    expect(refused.resetInMs).toBe(15 * MINUTE);
    expect((await limiter.peek("login:ip:d")).count).toBe(0);
    for (const k of ["a", "b", "c"]) expect((await limiter.hit(`login:ip:${k}`, 15 * MINUTE)).count).toBe(2);
  });

  it("sweeps expired counters first when full", async () => {
    const { limiter, advance } = make(3);
    await limiter.hit("login:ip:a", MINUTE);
    await limiter.hit("login:ip:b", 15 * MINUTE);
    await limiter.hit("login:ip:c", 15 * MINUTE);
    expect((await limiter.hit("login:ip:d", MINUTE)).full).toBe(true);
    advance(MINUTE);
    expect((await limiter.hit("login:ip:d", MINUTE)).count).toBe(1);
    expect((await limiter.peek("login:ip:b")).count).toBe(1);
  });

  it("keeps each kind apart: a full kind does not touch the global budget or another kind", async () => {
    const { limiter } = make(100);
    await limiter.hit("sms:day:2026-01-15", 24 * 60 * MINUTE);
    for (let i = 0; i < 1000; i++) await limiter.hit(`login:pair:junk${i}@example.net:203.0.113.9`, MINUTE);
    expect((await limiter.hit("sms:day:2026-01-15", 24 * 60 * MINUTE)).count).toBe(2);
    expect((await limiter.hit("login:ip:198.51.100.1", MINUTE)).count).toBe(1);
  });

  it("keeps at most 50 000 counters of a kind by default, and refuses more", async () => {
    const { limiter } = make();
    for (let i = 0; i < 50_000; i++) await limiter.hit(`collect:ip:k${i}`, MINUTE);
    expect((await limiter.hit("collect:ip:one-more", MINUTE)).full).toBe(true);
    expect((await limiter.peek("collect:ip:k0")).count).toBe(1);
  });
});

/** The 429 a refused call throws, or "ok". */
async function outcome(run: () => Promise<unknown>): Promise<number | "ok"> {
  try {
    await run();
    return "ok";
  } catch (err) {
    if (err instanceof HttpError) return err.statusCode;
    throw err;
  }
}

describe("150 000 junk-email sign-ins leave the real limits standing", () => {
  let t: TestApp;
  let ctx: AppContext;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_SMS_PER_DAY: "3", LOG_LEVEL: "warn" });
    ctx = t.app.appContext;
    // Mid-morning of the next UTC day: the daily counters must not roll over mid-test, as they did when a
    // run began a minute before midnight.
    const morning = new Date(t.clock());
    morning.setUTCDate(morning.getUTCDate() + 1);
    morning.setUTCHours(10, 0, 0, 0);
    t.clock.set(morning);
  });
  afterAll(() => t.close());

  const attempt = (email: string, client: string, c = ctx) =>
    outcome(() => takeLoginAttempt(c, email, client));

  /**
   * Six failures on the admin's email from six addresses (one slow-down); ten wrong reset codes, so a
   * fresh right code is refused for the day; the day's SMS budget spent. Returns the fresh code.
   */
  async function setUpRealLimits(c: AppContext) {
    t.delays.length = 0;
    for (let i = 1; i <= 6; i++) expect(await attempt(admin.email, `198.51.100.${i}`, c)).toBe("ok");
    expect(t.delays).toEqual([250]);
    for (let round = 0; round < 2; round++) {
      await mailResetCode(c, admin.email);
      const code = latestCode(t, admin.email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      for (let i = 0; i < 5; i++) expect(await checkResetCode(c, admin.email, wrong)).toBe("invalid");
      t.clock.advance(30_000);
    }
    await mailResetCode(c, admin.email);
    const fresh = latestCode(t, admin.email);
    expect(await checkResetCode(c, admin.email, fresh)).toBe("locked");
    for (let i = 0; i < 3; i++) expect(await outcome(() => spendSmsBudget(c, "No more SMS."))).toBe("ok");
    expect(await outcome(() => spendSmsBudget(c, "No more SMS."))).toBe(429);
    return fresh;
  }

  async function expectRealLimitsHold(c: AppContext, code: string, attacker: string) {
    // The address limit: the attacker is still refused, with the right email too.
    expect(await attempt(admin.email, attacker, c)).toBe(429);
    // The email's slow-down goes on growing (it was not forgotten), from an address it knows.
    t.delays.length = 0;
    expect(await attempt(admin.email, "198.51.100.6", c)).toBe("ok");
    expect(t.delays).toEqual([500]);
    // The day's reset cap: even the right code is refused.
    expect(await checkResetCode(c, admin.email, code)).toBe("locked");
    // The SMS budget for everyone.
    expect(await outcome(() => spendSmsBudget(c, "No more SMS."))).toBe(429);
  }

  it("from one address: the address limit lets 20 through and creates no counter for the rest", async () => {
    const code = await setUpRealLimits(ctx);
    const attacker = "203.0.113.66";
    let passed = 0;
    for (let i = 0; i < FLOOD; i++) {
      const result = await attempt(`junk${i}@example.net`, attacker);
      if (result === "ok") passed++;
      else expect(result).toBe(429);
    }
    expect(passed).toBe(ctx.config.limits.loginIp);
    expect((await ctx.limiter.peek(`login:email:junk${FLOOD - 1}@example.net`)).count).toBe(0);
    await expectRealLimitsHold(ctx, code, attacker);
  });

  it("from 150 000 addresses into a small table: new callers are refused, known counters hold", async () => {
    // The next day, on a limiter of its own that keeps 1000 counters a kind.
    t.clock.advance(24 * 60 * MINUTE);
    const { limiter, advance } = handLimiter(1000);
    const small: AppContext = { ...ctx, limiter };
    try {
      const code = await setUpRealLimits(small);
      const attacker = "203.0.113.67";
      for (let i = 0; i < 21; i++) await attempt(`junk-a${i}@example.net`, attacker, small);
      let passed = 0;
      for (let i = 0; i < FLOOD; i++) {
        const client = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        const result = await attempt(`junk${i}@example.net`, client, small);
        if (result === "ok") passed++;
        else expect(result).toBe(429);
      }
      // At most the table's room got through; everyone after was refused.
      expect(passed).toBeGreaterThan(900);
      expect(passed).toBeLessThan(1000);
      await expectRealLimitsHold(small, code, attacker);
      // A caller with no counter yet is refused while the table is full (fails closed)...
      expect(await attempt(admin.email, "192.0.2.44", small)).toBe(429);
      // ...and let in once the windows end.
      advance(15 * MINUTE);
      expect(await attempt(admin.email, "192.0.2.44", small)).toBe("ok");
    } finally {
      await limiter.close();
    }
  });
});
