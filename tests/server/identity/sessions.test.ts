import { eq, sql } from "drizzle-orm";
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
  setCookieLine,
  signIn,
} from "../session-helpers";
import { noLimits, sharedTestApp } from "../shared-app";

const STATIC_SITE = "http://127.0.0.1:4501";
const t = sharedTestApp({ ...noLimits, CORS_ORIGINS: STATIC_SITE });

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
    expect(line).toMatch(/Max-Age=28800/);
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

  it("two tabs refreshing at once with the same cookie both get a token; only the first sets a cookie", async () => {
    const s = await signIn(t);
    const [a, b] = await Promise.all([refresh(t, s.cookie), refresh(t, s.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const set = [refreshCookieOf(a), refreshCookieOf(b)].filter(Boolean);
    expect(set).toHaveLength(1);
    expect((await refresh(t, set[0])).statusCode).toBe(200);
  });

  it("stops renewing 8 hours after sign-in", async () => {
    const s = await signIn(t);
    let cookie = s.cookie;
    for (let i = 0; i < 4; i++) {
      t.clock.advance(SESSION_TTL_MS / 4 - 1000);
      const res = await refresh(t, cookie);
      expect(res.statusCode).toBe(200);
      cookie = refreshCookieOf(res)!;
    }
    t.clock.advance(4000);
    expect((await refresh(t, cookie)).statusCode).toBe(401);
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
