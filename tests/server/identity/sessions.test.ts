import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { adminSessions } from "../../../server/src/platform/db/schema";
import { setAdminPassword } from "../../../server/src/modules/identity/admins";
import { REFRESH_RACE_MS, SESSION_TTL_MS } from "../../../server/src/modules/identity/sessions";
import { ACCESS_TOKEN_TTL_SECONDS } from "../../../server/src/modules/identity/tokens";
import { admin, auth, json } from "../helpers";
import {
  adminCall,
  auditRows,
  claimsOf,
  refresh,
  refreshCookieOf,
  SAFARI_IPHONE,
  setCookieLine,
  signIn,
  SITE_ORIGIN,
} from "../session-helpers";
import { loadConfig } from "../../../server/src/config";
import { noLimits, sharedTestApp } from "../shared-app";

const STATIC_SITE = "http://127.0.0.1:4501";
const t = sharedTestApp({ ...noLimits, CORS_ORIGINS: STATIC_SITE });
const MINUTE = 60_000;
const IDLE = 30 * MINUTE;

/** POST /Auth/Refresh as the site sends it: the seconds since the member's last input (or any body). */
const renew = (cookie: string | undefined, body: number | object) =>
  t.app.inject({
    method: "POST",
    url: "/api/Auth/Refresh",
    headers: { cookie: `admin_refresh=${encodeURIComponent(cookie ?? "")}`, origin: SITE_ORIGIN },
    payload: typeof body === "number" ? { idleSeconds: body } : body,
  });

const idleOf = (res: LightMyRequestResponse) =>
  json(res).idle as { limitSeconds: number; leftSeconds: number };

const sessionRow = (id: string) =>
  t.app.appContext.db.select().from(adminSessions).where(eq(adminSessions.id, id));

const reuseAlerts = async () =>
  (await auditRows(t, "account.alert_sent")).filter((r) => r.detail?.change === "refreshReused");

const reuseMails = () =>
  t.outbox().filter((m) => m.subject === "A copy of your sign-in was used, so that session was signed out");

describe("sign-in: a short access token and the refresh cookie", () => {
  it("answers a token of at most 15 minutes naming its session, and an HttpOnly Strict cookie on the refresh path", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin });
    const token = json(res).token as string;
    const claims = claimsOf(token);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    expect(claims.sid).toEqual(expect.any(String));
    const line = setCookieLine(res)!;
    expect(line).toMatch(/^admin_refresh=[\w-]+\.[\w-]+;/);
    for (const attribute of ["HttpOnly", "Secure", "SameSite=Strict", "Path=/api/Auth/Refresh"])
      expect(line.split("; ")).toContain(attribute);
    // A session cookie: closing the browser ends it; the 8 hours are kept on the server.
    expect(line).not.toMatch(/Max-Age|Expires/i);
    // The refresh credential is never in the body.
    expect(res.body).not.toContain(refreshCookieOf(res)!);
  });

  it("the access token stops working after 15 minutes; the cookie gives a new one", async () => {
    const s = await signIn(t);
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await adminCall(t, s.token)).toBe(401);
    const renewed = await refresh(t, s.cookie);
    expect(renewed.statusCode).toBe(200);
    const token = json(renewed).token as string;
    expect(claimsOf(token).sid).toBe(s.sessionId);
    expect(await adminCall(t, token)).toBe(200);
  });
});

describe("POST /Auth/Refresh", () => {
  it("rotates the cookie on each use", async () => {
    const s = await signIn(t);
    const first = await refresh(t, s.cookie);
    const second = await refresh(t, refreshCookieOf(first));
    expect(second.statusCode).toBe(200);
    const cookies = [s.cookie, refreshCookieOf(first), refreshCookieOf(second)];
    expect(new Set(cookies).size).toBe(3);
    // The family stays, the secret changes.
    expect(new Set(cookies.map((c) => c!.split(".")[0])).size).toBe(1);
  });

  it("refuses a call without an Origin or from another site, and takes the static site's", async () => {
    const s = await signIn(t);
    expect((await refresh(t, s.cookie, null)).statusCode).toBe(403);
    expect((await refresh(t, s.cookie, "https://evil.example")).statusCode).toBe(403);
    expect((await refresh(t, s.cookie, "null")).statusCode).toBe(403);
    const fromStatic = await refresh(t, s.cookie, STATIC_SITE);
    expect(fromStatic.statusCode).toBe(200);
    // CORS with credentials, so the browser accepts the answer and its cookie.
    expect(fromStatic.headers["access-control-allow-origin"]).toBe(STATIC_SITE);
    expect(fromStatic.headers["access-control-allow-credentials"]).toBe("true");
  });

  it("answers 401 and deletes the cookie without one, with a malformed one or an unknown one", async () => {
    for (const cookie of [undefined, "junk", "a.b.c", "unknownfamily.secret"]) {
      const res = await refresh(t, cookie);
      expect(res.statusCode).toBe(401);
      expect(refreshCookieOf(res)).toBe("");
    }
  });

  it("an older cookie coming back ends the whole chain: every token and cookie of it, logged", async () => {
    const s = await signIn(t);
    const rotated = await refresh(t, s.cookie);
    const newest = refreshCookieOf(rotated)!;
    const token = json(rotated).token as string;
    t.clock.advance(REFRESH_RACE_MS);
    const stolen = await refresh(t, s.cookie);
    expect(stolen.statusCode).toBe(401);
    expect(refreshCookieOf(stolen)).toBe("");
    // The legitimate holder is out too: the attacker's copy and theirs cannot be told apart.
    expect((await refresh(t, newest)).statusCode).toBe(401);
    expect(await adminCall(t, token)).toBe(401);
    expect(await adminCall(t, s.token)).toBe(401);
    const rows = await auditRows(t, "session.refresh_reused");
    expect(rows.at(-1)).toMatchObject({ outcome: "denied", detail: { session: s.sessionId } });
    expect(rows.at(-1)?.adminId).toEqual(expect.any(String));
  });

  it("an older cookie coming back mails the member, from the browser and place that sent it", async () => {
    const s = await signIn(t);
    await refresh(t, s.cookie);
    t.clock.advance(REFRESH_RACE_MS);
    const before = reuseMails().length;
    const alertsBefore = (await reuseAlerts()).length;
    await t.app.inject({
      method: "POST",
      url: "/api/Auth/Refresh",
      headers: {
        cookie: `admin_refresh=${encodeURIComponent(s.cookie)}`,
        origin: SITE_ORIGIN,
        "user-agent": SAFARI_IPHONE,
      },
      remoteAddress: "8.8.8.8",
    });
    await t.idle();
    const mails = reuseMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text).toContain(`(${admin.email})`);
    expect(mails.at(-1)!.text).toMatch(/Browser: Safari 17 on iPhone/);
    expect(mails.at(-1)!.text).toMatch(/Place: .*United States/);
    expect(mails.at(-1)!.text).not.toContain(s.cookie.split(".")[1]);
    expect(await reuseAlerts()).toHaveLength(alertsBefore + 1);
  });

  it("a renewal within the race window sends no mail", async () => {
    const s = await signIn(t);
    const before = reuseMails().length;
    await Promise.all([refresh(t, s.cookie), refresh(t, s.cookie)]);
    await t.idle();
    expect(reuseMails()).toHaveLength(before);
  });

  it("two tabs refreshing at once with the same cookie both get a token; only the first sets a cookie", async () => {
    const s = await signIn(t);
    const [a, b] = await Promise.all([refresh(t, s.cookie), refresh(t, s.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const set = [refreshCookieOf(a), refreshCookieOf(b)].filter(Boolean);
    expect(set).toHaveLength(1);
    expect((await refresh(t, set[0])).statusCode).toBe(200);
  });

  it("stops renewing 8 hours after sign-in, however busy the member is", async () => {
    const s = await signIn(t);
    let cookie = s.cookie;
    // Used every 24 minutes, within the idle limit, for the whole 8 hours; its cookie rotates each time.
    for (let i = 0; i < SESSION_TTL_MS / (24 * MINUTE) - 1; i++) {
      t.clock.advance(24 * MINUTE);
      const res = await refresh(t, cookie);
      expect(res.statusCode).toBe(200);
      expect(setCookieLine(res)).not.toMatch(/Max-Age/);
      cookie = refreshCookieOf(res)!;
    }
    t.clock.advance(24 * MINUTE - 1000);
    const last = await refresh(t, cookie);
    expect(last.statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await refresh(t, refreshCookieOf(last))).statusCode).toBe(401);
  });
});

describe("the idle limit (SESSION_IDLE_MINUTES, 30 by default)", () => {
  it("sign-in and each renewal tell the page the limit and what is left of it", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin });
    expect(json(res).idle).toEqual({ limitSeconds: 1800, leftSeconds: 1800 });
    t.clock.advance(10 * MINUTE);
    // The member's last input was a minute ago: 29 minutes are left from then.
    const renewed = await renew(refreshCookieOf(res), 60);
    expect(json(renewed).idle).toEqual({ limitSeconds: 1800, leftSeconds: 1740 });
  });

  it("a session its member left for 30 minutes no longer renews: 401 as an expired one, ended and logged", async () => {
    const s = await signIn(t);
    t.clock.advance(IDLE - 1000);
    const kept = await refresh(t, s.cookie);
    expect(kept.statusCode).toBe(200);

    const other = await signIn(t);
    t.clock.advance(IDLE);
    const res = await refresh(t, other.cookie);
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe("Your session has expired. Please sign in again.");
    expect(refreshCookieOf(res)).toBe("");
    const [row] = await sessionRow(other.sessionId);
    expect(row?.endedAt).toEqual(t.clock());
    const logged = await auditRows(t, "session.idle_ended");
    expect(logged.at(-1)).toMatchObject({ outcome: "success", detail: { session: other.sessionId } });
    // Ended, not merely refused once: the cookie stays refused after that.
    expect((await refresh(t, other.cookie)).statusCode).toBe(401);
  });

  it("renewals the page makes on its own, and its API calls, keep no session open", async () => {
    const s = await signIn(t);
    // Polling all along; the access token runs out and the page renews it, saying the member is away.
    t.clock.advance(20 * MINUTE);
    const away = await renew(s.cookie, 20 * 60);
    expect(away.statusCode).toBe(200);
    expect(json(away).idle).toEqual({ limitSeconds: 1800, leftSeconds: 600 });
    const token = json(away).token as string;
    t.clock.advance(9 * MINUTE);
    expect(await adminCall(t, token)).toBe(200);
    t.clock.advance(MINUTE);
    expect((await renew(refreshCookieOf(away), 30 * 60)).statusCode).toBe(401);
  });

  it("the member's input, as the renewal reports it, moves the limit from that moment", async () => {
    const s = await signIn(t);
    t.clock.advance(20 * MINUTE);
    // Input a minute ago: the session lasts until 30 minutes after that.
    const first = await renew(s.cookie, 60);
    t.clock.advance(IDLE - MINUTE - 1000);
    // No input since: the page says so, and the limit stays where the input put it.
    const second = await renew(refreshCookieOf(first), 30 * 60 - 1);
    expect(second.statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await renew(refreshCookieOf(second), 30 * 60)).statusCode).toBe(401);
  });

  it("a reported time away never moves the last use back", async () => {
    const s = await signIn(t);
    t.clock.advance(5 * MINUTE);
    const res = await renew(s.cookie, 3600);
    expect(idleOf(res).leftSeconds).toBe(25 * 60);
  });

  it("an access token never outlives the idle limit", async () => {
    const s = await signIn(t);
    t.clock.advance(20 * MINUTE);
    const res = await renew(s.cookie, 20 * 60);
    const claims = claimsOf(json(res).token as string);
    // 10 minutes left, not the usual 15.
    expect(claims.exp - claims.iat).toBe(10 * 60);
    t.clock.advance(10 * MINUTE);
    expect(await adminCall(t, json(res).token as string)).toBe(401);
  });

  it("a renewal without a body counts as use; a wrong one is a 400 that ends nothing", async () => {
    const s = await signIn(t);
    for (const payload of [{ idleSeconds: -1 }, { idleSeconds: "soon" }, { idleSeconds: 1.5 }]) {
      const res = await renew(s.cookie, payload);
      expect(res.statusCode).toBe(400);
    }
    t.clock.advance(20 * MINUTE);
    const res = await refresh(t, s.cookie);
    expect(res.statusCode).toBe(200);
    expect(idleOf(res).leftSeconds).toBe(30 * 60);
  });

  it("SESSION_IDLE_MINUTES takes half a minute at least and 8 hours at most", () => {
    expect(loadConfig({}).sessionIdleMinutes).toBe(30);
    expect(loadConfig({ SESSION_IDLE_MINUTES: "0.5" }).sessionIdleMinutes).toBe(0.5);
    for (const value of ["0", "0.4", "481", "soon"])
      expect(() => loadConfig({ SESSION_IDLE_MINUTES: value })).toThrow("SESSION_IDLE_MINUTES");
  });
});

describe("sign-out and ended sessions", () => {
  it("Logout ends the session: its token and its cookie stop working, and the cookie is deleted", async () => {
    const s = await signIn(t);
    const out = await t.app.inject({ method: "POST", url: "/api/Auth/Logout", headers: auth(s.token) });
    expect(out.statusCode).toBe(200);
    expect(refreshCookieOf(out)).toBe("");
    expect(await adminCall(t, s.token)).toBe(401);
    expect((await refresh(t, s.cookie)).statusCode).toBe(401);
  });

  it("a session ended on another instance stops here within TOKEN_CHECK_CACHE_SECONDS (2 s), not at expiry", async () => {
    const s = await signIn(t);
    expect(await adminCall(t, s.token)).toBe(200);
    // Another instance's sign-out: this one is not told.
    await t.app.appContext.db
      .update(adminSessions)
      .set({ endedAt: sql`now()` })
      .where(eq(adminSessions.id, s.sessionId));
    expect(await adminCall(t, s.token)).toBe(200);
    t.clock.advance(2000);
    expect(await adminCall(t, s.token)).toBe(401);
  });

  it("a password set from the shell (or a reset) ends every session of the member", async () => {
    const s = await signIn(t);
    await setAdminPassword(t.app.appContext.db, "admin@example.com", "Test-admin-password-42", t.clock());
    t.app.appContext.tokenChecks.revoked();
    expect(await adminCall(t, s.token)).toBe(401);
    expect((await refresh(t, s.cookie)).statusCode).toBe(401);
  });
});
