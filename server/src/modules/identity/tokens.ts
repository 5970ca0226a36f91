import { randomUUID } from "node:crypto";
import type { AdminClaims } from "./claims";
import { and, eq, gt, isNull } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { AppContext } from "../../context";
import { admins, adminSessions } from "../../platform/db/schema";
import { HttpError } from "../../platform/errors";

/** Access tokens are short-lived and held in the page's memory only; the refresh cookie renews them (ADR 0037). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "company-site-api";

/**
 * An access token of one session (sessions.ts starts and renews sessions; nothing else calls this). It
 * never outlives `idleAt`, when the session stops renewing unless the member uses it (ADR 0066).
 */
export async function issueToken(
  ctx: AppContext,
  admin: { id: string; email: string },
  sessionId: string,
  idleAt: Date,
): Promise<string> {
  const nowMs = ctx.clock().getTime();
  const now = Math.floor(nowMs / 1000);
  const expires = Math.min(now + ACCESS_TOKEN_TTL_SECONDS, Math.floor(idleAt.getTime() / 1000));
  const { kid, key } = ctx.secrets.current("access");
  return new SignJWT({ email: admin.email, sid: sessionId, iatMs: nowMs })
    .setProtectedHeader({ alg: "HS256", typ: "JWT", kid })
    .setSubject(admin.id)
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(expires)
    .sign(key);
}

/** The kept access key a token names (one from before key ids: the first key); an unknown one is refused. */
function accessKey(ctx: AppContext, kid: string | undefined): Uint8Array {
  const found = ctx.secrets.find("access", kid);
  if (!found) throw new Error("key not kept");
  return found.key;
}

export const sessionExpired = (headers: Record<string, string> = {}) =>
  new HttpError(401, "Your session has expired. Please sign in again.", {
    "www-authenticate": "Bearer",
    ...headers,
  });

/**
 * The claims of an Authorization header's bearer token: checks signature, expiry and that the token's
 * session is still open; throws 401 otherwise.
 */
export async function verifyBearer(ctx: AppContext, header: string | undefined): Promise<AdminClaims> {
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new HttpError(401, "Authentication required.", { "www-authenticate": "Bearer" });
  const now = ctx.clock();
  const claims = await verifiedClaims(ctx, match[1], now);
  // jose's expiry rule, applied here on every call as a token verified before skips jose.
  if (claims.expiresAt.getTime() / 1000 <= Math.floor(now.getTime() / 1000)) throw sessionExpired();
  const checks = ctx.tokenChecks;
  const at = now.getTime();
  if (!checks.allowed(claims.jti, at) && !(await checks.check(claims.jti, at, () => stillOpen(ctx, claims))))
    throw sessionExpired();
  return claims;
}

/** The token's claims once its signature and claims are checked (a token seen before is not checked again). */
async function verifiedClaims(ctx: AppContext, token: string, now: Date): Promise<AdminClaims> {
  const known = ctx.tokenChecks.verified(token);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, (header) => accessKey(ctx, header.kid), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      currentDate: now,
    });
    const { sub, jti, iatMs, exp, sid } = payload;
    if (!sub || !jti || typeof sid !== "string" || typeof iatMs !== "number" || typeof exp !== "number")
      throw new Error("claims");
    const claims = {
      adminId: sub,
      email: String(payload.email ?? ""),
      sessionId: sid,
      jti,
      issuedAt: new Date(iatMs),
      expiresAt: new Date(exp * 1000),
    };
    ctx.tokenChecks.rememberVerified(token, claims);
    return claims;
  } catch {
    throw sessionExpired();
  }
}

/** How stale "last seen" may get before a checked call moves it on (one write a minute per session at most). */
const LAST_SEEN_STEP_MS = 60_000;

/**
 * One round trip: the session is the admin's, not ended and not past its lifetime (a removed admin's
 * sessions went with the row), and the token names the admin's current email (after a change the page
 * renews, and its new token carries the new one). A pass also moves the session's "last seen" when it
 * is a minute old.
 */
async function stillOpen(ctx: AppContext, claims: AdminClaims): Promise<boolean> {
  const now = ctx.clock();
  const [row] = await ctx.db
    .select({ lastSeenAt: adminSessions.lastSeenAt })
    .from(adminSessions)
    .innerJoin(admins, and(eq(admins.id, adminSessions.adminId), eq(admins.email, claims.email)))
    .where(
      and(
        eq(adminSessions.id, claims.sessionId),
        eq(adminSessions.adminId, claims.adminId),
        isNull(adminSessions.endedAt),
        gt(adminSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return false;
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS)
    await ctx.db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, claims.sessionId));
  return true;
}

export type { AdminClaims };
