import { eq } from "drizzle-orm";
import type { AccountSession } from "~/contract/account";
import type { AppContext } from "../../context";
import { admins } from "../../platform/db/schema";
import { HOUR_MS } from "../../platform/clock";
import { HttpError } from "../../platform/errors";
import { consume } from "../../platform/rate-limit";
import { setAdminPasswordHash } from "./admins";
import { isLocalAddress, lookupPlace, normaliseIp } from "../../platform/geoip";
import { hashPassword, verifyPassword } from "./passwords";
import { openSessions } from "./sessions";
import { describeUserAgent } from "../../platform/user-agent";
import { assertStrongPassword } from "./password-strength";

/** "City, Region, Country" from the offline lookup; no network call is made. */
async function placeOf(ip: string): Promise<string> {
  if (isLocalAddress(normaliseIp(ip))) return "Local network";
  const place = await lookupPlace(ip);
  const parts = [place.city, place.region, place.country].filter((p) => p && p !== "Unknown");
  return parts.length ? [...new Set(parts)].join(", ") : "Unknown";
}

/** The member's open sessions for the account screen: device, browser, approximate place, last seen. */
export async function listAccountSessions(
  ctx: AppContext,
  adminId: string,
  currentSessionId: string,
): Promise<AccountSession[]> {
  const rows = await openSessions(ctx, adminId);
  return Promise.all(
    rows.map(async (s) => ({
      _id: s.id,
      current: s.id === currentSessionId,
      ...describeUserAgent(s.userAgent),
      place: await placeOf(s.ipAddress),
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  );
}

/** Wrong current passwords one member may send per hour: a stolen access token cannot guess on. */
export const PASSWORD_CHANGE_TRIES_PER_HOUR = 10;

/**
 * A signed-in password change: the current password must be right; the new one is set and every
 * other session of the member ends (this one stays).
 */
export async function changePassword(
  ctx: AppContext,
  who: { adminId: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
): Promise<{ email: string } | "wrong-password"> {
  await consume(
    ctx.limiter,
    `password-change:${who.adminId}`,
    PASSWORD_CHANGE_TRIES_PER_HOUR,
    HOUR_MS,
    "Too many attempts. Please try again later.",
  );
  const [admin] = await ctx.db.select().from(admins).where(eq(admins.id, who.adminId)).limit(1);
  if (!admin) throw new HttpError(401, "Your session has expired. Please sign in again.");
  if (!(await verifyPassword(admin.passwordHash, currentPassword))) return "wrong-password";
  // The same rule as reset and invitation, with the same message on the new password's field.
  assertStrongPassword(newPassword, [admin.email], "newPassword");
  const passwordHash = await hashPassword(newPassword);
  await setAdminPasswordHash(ctx.db, admin.email, passwordHash, ctx.clock(), who.sessionId);
  // Committed: the other sessions' tokens are checked against the database again, and fail.
  ctx.tokenChecks.revoked();
  return { email: admin.email };
}
