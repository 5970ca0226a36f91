import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, ne } from "drizzle-orm";
import type { AppContext } from "../../context";
import { admins, adminSessions } from "../../platform/db/schema";
import { cookieHeader } from "../../platform/cookies";
import type { RequestMeta } from "../../platform/request-meta";
import type { IdleWindow } from "~/contract/auth";
import { HttpError } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { idleAt, idleWindow, isIdle, reportedUse } from "./session-idle";
import { issueToken } from "./tokens";

/**
 * The refresh credential: HttpOnly, Secure, SameSite=Strict, sent to the refresh call only (ADR 0037), and
 * a session cookie, gone when the browser closes (ADR 0066).
 */
export const REFRESH_COOKIE = "admin_refresh";
export const REFRESH_PATH = "/api/Auth/Refresh";
/** Sign in again after this, however often the session was refreshed (as the old 8-hour token). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/**
 * The secret a rotation just replaced still renews the access token (without a new cookie) this long:
 * two tabs that refresh at once send the same cookie, and only the first can rotate it.
 */
export const REFRESH_RACE_MS = 10_000;

const USER_AGENT_MAX = 400;
const hash = (secret: string) => createHash("sha256").update(secret).digest("base64url");
const sameHash = (a: string, b: string | null) =>
  b !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const newSecret = () => randomBytes(32).toString("base64url");

/** The Set-Cookie value of a session's refresh secret, the route sets it on the answer. */
const refreshCookie = (family: string, secret: string) =>
  cookieHeader(REFRESH_COOKIE, `${family}.${secret}`, REFRESH_PATH);

/** The Set-Cookie value that deletes the refresh cookie (sign-out, refused refresh). */
export const clearedRefreshCookie = () => cookieHeader(REFRESH_COOKIE, "", REFRESH_PATH, 0);

/**
 * Signs the admin in: a new session (device, address), the refresh cookie for the answer, and the first
 * access token, which the page keeps in memory.
 */
export async function startSession(
  ctx: AppContext,
  meta: RequestMeta,
  admin: { id: string; email: string },
): Promise<{ token: string; cookie: string; idle: IdleWindow }> {
  const now = ctx.clock();
  const family = randomBytes(16).toString("base64url");
  const secret = newSecret();
  const id = newId();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await ctx.db.insert(adminSessions).values({
    id,
    adminId: admin.id,
    createdAt: now,
    lastSeenAt: now,
    activeAt: now,
    expiresAt,
    userAgent: meta.userAgent.slice(0, USER_AGENT_MAX),
    ipAddress: meta.ip,
    refreshFamily: family,
    refreshHash: hash(secret),
  });
  // Sessions past their lifetime can never be renewed again: their rows are not needed any more.
  await ctx.db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  return {
    token: await issueToken(ctx, admin, id, idleAt(ctx, now)),
    cookie: refreshCookie(family, secret),
    idle: idleWindow(ctx, now, now),
  };
}

export type RefreshOutcome =
  /** `cookie`: the rotated refresh cookie, unless another call rotated it a moment ago. */
  | { kind: "renewed"; token: string; adminId: string; email: string; cookie?: string; idle: IdleWindow }
  | { kind: "refused" }
  /** A secret older than the current one came back: someone kept a copy. The session is ended. */
  | { kind: "reused"; adminId: string; email: string; sessionId: string }
  /** The member had not used the session for SESSION_IDLE_MINUTES. The session is ended. */
  | { kind: "idle"; adminId: string; sessionId: string };

/**
 * Renews the access token from the refresh cookie and rotates the cookie. A secret the session no
 * longer holds ends the whole session (every token of the chain), except the one just replaced, for
 * REFRESH_RACE_MS (two tabs refreshing at once). A session its member left for the idle limit ends too;
 * `idleSeconds` (since the member's last input, as the page reports it) moves their last use.
 */
export async function refreshSession(
  ctx: AppContext,
  meta: RequestMeta,
  cookie: string | undefined,
  idleSeconds?: number,
): Promise<RefreshOutcome> {
  const [family, secret, extra] = (cookie ?? "").split(".");
  if (!family || !secret || extra !== undefined) return { kind: "refused" };
  const now = ctx.clock();
  const [row] = await ctx.db
    .select({ session: adminSessions, email: admins.email })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(eq(adminSessions.refreshFamily, family))
    .limit(1);
  if (!row) return { kind: "refused" };
  const { session, email } = row;
  const admin = { id: session.adminId, email };
  if (session.endedAt || session.expiresAt <= now) return { kind: "refused" };
  const presented = hash(secret);
  const current = sameHash(presented, session.refreshHash);
  const justReplaced =
    !current &&
    sameHash(presented, session.previousRefreshHash) &&
    session.rotatedAt !== null &&
    now.getTime() - session.rotatedAt.getTime() < REFRESH_RACE_MS;
  if (!current && !justReplaced) {
    await endSession(ctx, session.id);
    return { kind: "reused", adminId: admin.id, email, sessionId: session.id };
  }
  if (isIdle(ctx, session.activeAt, now)) {
    await endSession(ctx, session.id);
    return { kind: "idle", adminId: admin.id, sessionId: session.id };
  }

  const activeAt = reportedUse(session.activeAt, now, idleSeconds);
  const renewed = async (cookie?: string): Promise<RefreshOutcome> => ({
    kind: "renewed",
    token: await issueToken(ctx, admin, session.id, idleAt(ctx, activeAt)),
    adminId: admin.id,
    email,
    idle: idleWindow(ctx, activeAt, now),
    ...(cookie ? { cookie } : {}),
  });
  if (justReplaced) {
    await noteUse(ctx, session.id, activeAt);
    return renewed();
  }

  const next = newSecret();
  // Only one caller can rotate a given secret: the update names it.
  const rotated = await ctx.db
    .update(adminSessions)
    .set({
      refreshHash: hash(next),
      previousRefreshHash: presented,
      rotatedAt: now,
      lastSeenAt: now,
      activeAt,
      ipAddress: meta.ip,
    })
    .where(
      and(
        eq(adminSessions.id, session.id),
        eq(adminSessions.refreshHash, presented),
        isNull(adminSessions.endedAt),
      ),
    )
    .returning({ id: adminSessions.id });
  // None: another call rotated it a moment ago, the same race as above (the cookie it set stands).
  if (rotated.length) return renewed(refreshCookie(family, next));
  await noteUse(ctx, session.id, activeAt);
  return renewed();
}

/** Moves the member's last use forward (a renewal that did not rotate: another tab's came first). */
async function noteUse(ctx: AppContext, sessionId: string, activeAt: Date): Promise<void> {
  await ctx.db
    .update(adminSessions)
    .set({ activeAt })
    .where(and(eq(adminSessions.id, sessionId), lt(adminSessions.activeAt, activeAt)));
}

/** Ends one session at once on this instance (others within TOKEN_CHECK_CACHE_SECONDS). False when it was not open. */
export async function endSession(ctx: AppContext, sessionId: string, adminId?: string): Promise<boolean> {
  const ended = await ctx.db
    .update(adminSessions)
    .set({ endedAt: ctx.clock() })
    .where(
      and(
        eq(adminSessions.id, sessionId),
        isNull(adminSessions.endedAt),
        ...(adminId ? [eq(adminSessions.adminId, adminId)] : []),
      ),
    )
    .returning({ id: adminSessions.id });
  ctx.tokenChecks.revoked();
  return ended.length > 0;
}

/** Ends every open session of the admin, but `exceptSessionId`; returns how many ended. */
export async function endAllSessions(
  ctx: AppContext,
  adminId: string,
  exceptSessionId?: string,
): Promise<number> {
  const ended = await ctx.db
    .update(adminSessions)
    .set({ endedAt: ctx.clock() })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.endedAt),
        gt(adminSessions.expiresAt, ctx.clock()),
        ...(exceptSessionId ? [ne(adminSessions.id, exceptSessionId)] : []),
      ),
    )
    .returning({ id: adminSessions.id });
  ctx.tokenChecks.revoked();
  return ended.length;
}

/** The admin's open sessions, the most recently seen first. */
export async function openSessions(ctx: AppContext, adminId: string) {
  return ctx.db
    .select({
      id: adminSessions.id,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      userAgent: adminSessions.userAgent,
      ipAddress: adminSessions.ipAddress,
    })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.endedAt),
        gt(adminSessions.expiresAt, ctx.clock()),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.id));
}

/**
 * The refresh call answers only pages of this site: its own origin (ADMIN_BASE_URL, or the host the call
 * came to) and CORS_ORIGINS. SameSite=Strict already keeps other sites' requests from carrying the
 * cookie; this also refuses a sibling subdomain's, and any call without an Origin.
 */
export function checkRefreshOrigin(ctx: AppContext, meta: RequestMeta): void {
  const { origin } = meta;
  const refuse = () => new HttpError(403, "This site may not renew a session.");
  if (typeof origin !== "string") throw refuse();
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw refuse();
  }
  const allowed = new Set([ctx.config.adminBaseUrl, ...ctx.config.corsOrigins].map(originOf));
  if (allowed.has(url.origin) || url.host === meta.host) return;
  throw refuse();
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};
