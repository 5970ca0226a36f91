import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import {
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_IN_USE,
  EMAIL_LINK_EXPIRED,
  EMAIL_LINK_UNKNOWN,
  SAME_EMAIL,
} from "~/contract/account";
import { confirmEmailLink } from "~/shared/paths";
import type { AppContext } from "../../context";
import { HOUR_MS } from "../../platform/clock";
import type { Db } from "../../platform/db/client";
import { isUniqueViolation } from "../../platform/db/pg-errors";
import { admins, adminSessions, emailChanges } from "../../platform/db/schema";
import { HttpError } from "../../platform/errors";
import { consume } from "../../platform/rate-limit";
import { sendEmailChangeLink } from "./account-mails";
import { findAdminByEmail, findAdminById } from "./admins";

/** Requests one member may make per hour: a stolen, stepped-up session cannot probe or flood addresses. */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 10;

/** Only this digest of a link's token is stored: a database copy cannot be turned into a working link. */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

const onEmailField = (status: number, message: string) =>
  Object.assign(new HttpError(status, message), { errors: [{ path: "email", message }] });

/**
 * Mails a single-use link to the new address (lower-cased), replacing any earlier request of the member.
 * Nothing else changes until the link is followed. 400 for the member's own address, 409 for another
 * member's; both are counted, so the refusals cannot be used to list the team.
 */
export async function requestEmailChange(
  ctx: AppContext,
  who: { adminId: string; sessionId: string },
  email: string,
): Promise<{ to: string }> {
  await consume(
    ctx.limiter,
    `email-change:${who.adminId}`,
    EMAIL_CHANGE_REQUESTS_PER_HOUR,
    HOUR_MS,
    "Too many attempts. Please try again later.",
  );
  const to = email.trim().toLowerCase();
  const member = await findAdminById(ctx.db, who.adminId);
  if (!member) throw new HttpError(401, "Your session has expired. Please sign in again.");
  if (member.email === to) throw onEmailField(400, SAME_EMAIL);
  if (await findAdminByEmail(ctx.db, to)) throw onEmailField(409, EMAIL_IN_USE);
  const token = randomBytes(32).toString("base64url");
  const now = ctx.clock();
  const row = {
    newEmail: to,
    tokenHash: tokenHash(token),
    sessionId: who.sessionId,
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * HOUR_MS),
    createdAt: now,
  };
  await ctx.db
    .insert(emailChanges)
    .values({ adminId: who.adminId, ...row })
    .onConflictDoUpdate({ target: emailChanges.adminId, set: row });
  try {
    await sendEmailChangeLink(ctx, to, confirmEmailLink(ctx.config.adminBaseUrl, token));
  } catch {
    // A link nobody received must not stay usable.
    await ctx.db.delete(emailChanges).where(eq(emailChanges.tokenHash, row.tokenHash));
    throw new HttpError(503, "Failed to send the email. Please try again.");
  }
  return { to };
}

/** What a followed link changed: whose address, from which to which. */
export interface EmailChanged {
  adminId: string;
  from: string;
  to: string;
}

/**
 * Follows a link: in one transaction the link is spent, the member's email becomes the new one and every
 * session of theirs but the one that asked ends (as after a password change). 404 for an unknown, used or
 * replaced link, 410 for an expired one, 409 when the address became another member's meanwhile; a
 * refused link stays as it was.
 */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<EmailChanged> {
  const now = ctx.clock();
  let changed: EmailChanged;
  try {
    changed = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [link] = await db
        .delete(emailChanges)
        .where(eq(emailChanges.tokenHash, tokenHash(token)))
        .returning();
      if (!link) throw new HttpError(404, EMAIL_LINK_UNKNOWN);
      if (link.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, EMAIL_LINK_EXPIRED);
      const member = await findAdminById(db, link.adminId);
      if (!member) throw new HttpError(404, EMAIL_LINK_UNKNOWN);
      if (await findAdminByEmail(db, link.newEmail)) throw new HttpError(409, EMAIL_IN_USE);
      await db.update(admins).set({ email: link.newEmail }).where(eq(admins.id, member.id));
      await endOtherSessions(db, member.id, link.sessionId, now);
      return { adminId: member.id, from: member.email, to: link.newEmail };
    });
  } catch (err) {
    // Another member took the address between the check and the update.
    if (isUniqueViolation(err)) throw new HttpError(409, EMAIL_IN_USE);
    throw err;
  }
  // Committed: the ended sessions' tokens, and tokens naming the old address, are checked again, and fail.
  ctx.tokenChecks.revoked();
  return changed;
}

async function endOtherSessions(db: Db, adminId: string, keep: string | null, now: Date) {
  await db
    .update(adminSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.endedAt),
        ...(keep ? [ne(adminSessions.id, keep)] : []),
      ),
    );
}
