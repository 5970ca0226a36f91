import { describe, expect, it } from "vitest";
import type { AuditRecord } from "~/contract/audit";
import { verifyAuditChain } from "../../../server/src/modules/audit";
import { AuditEvent } from "../../../server/src/platform/audit-log";
import { MINUTE_MS } from "../../../server/src/platform/clock";
import { consume, LimitError } from "../../../server/src/platform/rate-limit";
import { auth, json, type TestApp, usingPostgres, validContact, withTestApp } from "../helpers";
import { logRows, visitor } from "./audit-rows";

const FORMS_WINDOW_MS = 10 * MINUTE_MS;

const sendContact = (t: TestApp, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/ContactUsMailSend",
    payload: validContact,
    remoteAddress: ip,
  });

/** Sends `times` contact forms from `ip` one after another; returns how many were refused with 429. */
async function refusals(t: TestApp, ip: string, times: number): Promise<number> {
  let refused = 0;
  for (let i = 0; i < times; i++) if ((await sendContact(t, ip)).statusCode === 429) refused++;
  return refused;
}

const listed = async (t: TestApp, event: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/Audit/GetAll?event=${event}&pageSize=100`,
    headers: auth(await t.token()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as AuditRecord[];
};

describe(`counted security events (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("hundreds of real 429 answers to one caller are one row with their count, a row per window of the limit", async () => {
    await withTestApp({ RATE_LIMIT_PUBLIC_FORMS: "1" }, async (t) => {
      const first = await refusals(t, "192.0.2.10", 250);
      // Another address of the same IPv6 /64 is the same caller to the limit, and to the log.
      const sixA = await refusals(t, "2001:db8:7:8::1", 31);
      const sixB = await refusals(t, "2001:db8:7:8::2", 21);
      expect([first, sixA, sixB]).toEqual([249, 30, 21]);

      const rows = await listed(t, "rate_limit.hit");
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.ipAddress === "192.0.2.10")).toMatchObject({
        count: 249,
        outcome: "denied",
        adminEmail: null,
        detail: { method: "POST", route: "/api/v1/Contact/ContactUsMailSend" },
      });
      expect(rows.find((r) => r.ipAddress === "2001:db8:7:8::1")).toMatchObject({ count: 51 });
      const [stored] = (await logRows(t.app.appContext, "rate_limit.hit")).filter(
        (r) => r.ipAddress === "192.0.2.10",
      );
      // The window is the limit's own: 10 minutes from the first refusal.
      expect(stored!.windowEndsAt!.getTime() - stored!.time.getTime()).toBe(FORMS_WINDOW_MS);

      // Past the window, the next refusals open a row of their own.
      t.clock.advance(FORMS_WINDOW_MS);
      expect(await refusals(t, "192.0.2.10", 25)).toBe(25);
      const again = (await listed(t, "rate_limit.hit")).filter((r) => r.ipAddress === "192.0.2.10");
      expect(again.map((r) => r.count)).toEqual([25, 249]);
      expect(t.logs.join("\n")).not.toContain("security event not recorded");
      expect(await verifyAuditChain(t.app.appContext.db)).toMatchObject({ ok: true });
    });
  });

  it("10,000 refusals of the real limiter, 50 at a time from four callers, write one row per caller", async () => {
    await withTestApp({}, async (t) => {
      const ctx = t.app.appContext;
      const callers = ["198.51.100.1", "198.51.100.2", "198.51.100.3", "2001:db8:9::7"];
      let refused = 0;
      // As the 429 hook records them: the limit's error carries its window.
      const request = async (ip: string) => {
        try {
          await consume(ctx.limiter, `flood:ip:${ip}`, 10, FORMS_WINDOW_MS);
        } catch (err) {
          if (!(err instanceof LimitError)) throw err;
          refused++;
          await ctx.audit.record(visitor(ip), AuditEvent.rateLimitHit, "denied", {
            detail: { method: "POST", route: "/api/flood" },
            counted: { windowMs: err.windowMs!, key: "POST /api/flood" },
          });
        }
      };
      for (let n = 0; n < 10_000; n += 50)
        await Promise.all(Array.from({ length: 50 }, (_, i) => request(callers[(n + i) % callers.length]!)));

      expect(refused).toBe(10_000 - 4 * 10);
      const rows = await logRows(ctx, "rate_limit.hit");
      expect(rows.map((r) => [r.ipAddress, r.count])).toEqual(
        expect.arrayContaining(callers.map((ip) => [ip, 2490])),
      );
      expect(rows).toHaveLength(4);
      expect(t.logs.join("\n")).not.toContain("security event not recorded");
      expect(await verifyAuditChain(ctx.db)).toMatchObject({ ok: true });
    });
  });

  it("refusals of one new caller recorded at the same instant open one row between them", async () => {
    await withTestApp({}, async (t) => {
      const ctx = t.app.appContext;
      await Promise.all(
        Array.from({ length: 100 }, () =>
          ctx.audit.record(visitor("203.0.113.5"), AuditEvent.rateLimitHit, "denied", {
            counted: { windowMs: FORMS_WINDOW_MS, key: "GET /api/race" },
          }),
        ),
      );
      expect((await logRows(ctx, "rate_limit.hit")).map((r) => r.count)).toEqual([100]);
    });
  });

  it("failed shared-link views are counted per caller", async () => {
    await withTestApp({}, async (t) => {
      const day = t.clock().toISOString().slice(0, 10);
      const view = (token: string, ip: string) =>
        t.app.inject({
          method: "GET",
          url: `/api/Analytics/Shared/Report?from=${day}&to=${day}`,
          headers: { "x-share-token": token },
          remoteAddress: ip,
        });
      for (let i = 0; i < 40; i++) expect((await view(`guess-${i}`, "192.0.2.77")).statusCode).toBe(404);
      expect((await view("one-more-guess", "192.0.2.78")).statusCode).toBe(404);
      const failed = (await listed(t, "analytics.share_viewed")).filter((r) => r.outcome === "failure");
      expect(failed.map((r) => [r.ipAddress, r.count])).toEqual([
        ["192.0.2.78", 1],
        ["192.0.2.77", 40],
      ]);
    });
  });

  it("failed sign-ins are counted per caller and account, then the lockout's 429s in a row of their own", async () => {
    await withTestApp({}, async (t) => {
      const login = (email: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/Auth/Login",
          payload: { email, password: "not-the-password-1" },
          remoteAddress: "192.0.2.90",
        });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await login(`nobody${i}@example.org`)).statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(20);
      const rows = await logRows(t.app.appContext);
      const mine = rows.filter((r) => r.ipAddress === "192.0.2.90");
      expect(mine.map((r) => [r.event, r.count])).toEqual([
        ["auth.login.failure", 20],
        ["auth.login.limited", 10],
      ]);
    });
  });
});
