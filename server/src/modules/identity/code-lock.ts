import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { unlockCodesLink } from "~/shared/paths";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { HOUR_MS } from "../../platform/clock";
import type { Db } from "../../platform/db/client";
import { mfaCodeLocks } from "../../platform/db/schema";
import type { RequestMeta } from "../../platform/request-meta";
import { findAdminById } from "./admins";
import { findTicket, openTicket, spendTicketsOf } from "./auth-tickets";
import { looksLikeRecoveryCode, useRecoveryCode } from "./recovery-codes";
import { sendSecurityAlert } from "./security-alerts";
import { type CodeCheck, checkTotp } from "./totp";

// A ticket's 5 tries and the account's 10 per 15 minutes slow a guesser who has the password; this
// stops one for good: 10 wrong codes in a row lock the codes until the member answers from their mailbox.

export const CODE_LOCK_AFTER = 10;
export const UNLOCK_LINK_TTL_MS = 24 * HOUR_MS;
/** Unlock mails per member per hour: a stranger with the password cannot flood the member's inbox. */
const UNLOCK_MAILS_PER_HOUR = 3;

type Member = { id: string; email: string };
export type CodeMethod = "totp" | "recovery";

/** The counter of a member's second-factor tries across tickets (the sign-in's per-account limit). */
export const accountTryKey = (adminId: string) => `mfa:try:${adminId}`;

/** True while the member's sign-in codes are locked. */
export async function codesLocked(ctx: AppContext, adminId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ lockedAt: mfaCodeLocks.lockedAt })
    .from(mfaCodeLocks)
    .where(eq(mfaCodeLocks.adminId, adminId))
    .limit(1);
  return Boolean(row?.lockedAt);
}

/**
 * True while the codes are locked: the caller refuses the code unchecked, and the member is mailed a
 * fresh unlock link (a few an hour at most), so the refusal's "we emailed you a link" holds.
 */
export async function refuseWhileLocked(ctx: AppContext, meta: RequestMeta, admin: Member): Promise<boolean> {
  if (!(await codesLocked(ctx, admin.id))) return false;
  await mailUnlockLink(ctx, meta, admin);
  return true;
}

/**
 * Checks an authenticator or recovery code. A wrong one adds to the member's run of wrong codes, and the
 * 10th locks them (`lockedNow`), logged and mailed; a right one ends the run. A code already used is a
 * replay of a right one, not a guess, so it does not count.
 */
export async function checkCode(
  ctx: AppContext,
  meta: RequestMeta,
  admin: Member,
  code: string,
): Promise<{ method: CodeMethod; result: CodeCheck; lockedNow: boolean }> {
  const method: CodeMethod = looksLikeRecoveryCode(code) ? "recovery" : "totp";
  const result =
    method === "recovery"
      ? await useRecoveryCode(ctx, admin.id, code)
      : await checkTotp(ctx, { adminId: admin.id, email: admin.email }, code);
  if (result === "ok") {
    await ctx.db
      .update(mfaCodeLocks)
      .set({ failures: 0 })
      .where(and(eq(mfaCodeLocks.adminId, admin.id), isNull(mfaCodeLocks.lockedAt)));
  }
  const lockedNow = result === "invalid" && (await countWrongCode(ctx, admin.id));
  if (lockedNow) {
    await ctx.audit.record(meta, AuditEvent.codesLocked, "denied", { adminId: admin.id, detail: { method } });
    await mailUnlockLink(ctx, meta, admin);
  }
  return { method, result, lockedNow };
}

/** Adds one wrong code; true for the one call that locks the codes (parallel wrong codes lock once). */
async function countWrongCode(ctx: AppContext, adminId: string): Promise<boolean> {
  await ctx.db
    .insert(mfaCodeLocks)
    .values({ adminId, failures: 1 })
    .onConflictDoUpdate({
      target: mfaCodeLocks.adminId,
      set: { failures: sql`${mfaCodeLocks.failures} + 1` },
    });
  const locked = await ctx.db
    .update(mfaCodeLocks)
    .set({ lockedAt: ctx.clock() })
    .where(
      and(
        eq(mfaCodeLocks.adminId, adminId),
        isNull(mfaCodeLocks.lockedAt),
        gte(mfaCodeLocks.failures, CODE_LOCK_AFTER),
      ),
    )
    .returning({ adminId: mfaCodeLocks.adminId });
  return locked.length > 0;
}

/** The lock's alert with a new single-use unlock link, after the reply. */
async function mailUnlockLink(ctx: AppContext, meta: RequestMeta, admin: Member) {
  const sent = await ctx.limiter.hit(`mfa:unlock-mail:${admin.id}`, HOUR_MS);
  if (sent.count > UNLOCK_MAILS_PER_HOUR) return;
  sendSecurityAlert(ctx, meta, { adminId: admin.id, email: admin.email }, "codesLocked", async () => {
    const token = await openTicket(ctx, "mfa-unlock", { adminId: admin.id, ttlMs: UNLOCK_LINK_TTL_MS });
    return [
      `To unlock them, open this link within 24 hours: ${unlockCodesLink(ctx.config.adminBaseUrl, token)}`,
      "Codes are asked for only after the right password: if these tries were not yours, change your password too.",
    ];
  });
}

/**
 * Unlocks the codes with a live unlock link: the link and every other one of the member's are spent and
 * the run of wrong codes is forgotten, in one transaction. False for an unknown, used or expired link.
 */
export async function unlockCodes(ctx: AppContext, meta: RequestMeta, token: string): Promise<boolean> {
  const ticket = await findTicket(ctx, "mfa-unlock", token);
  const adminId = ticket?.adminId;
  if (!ticket || !adminId) return false;
  const unlocked = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await spendTicketsOf(ctx, adminId, "mfa-unlock", db)).includes(ticket.id)) return false;
    await db
      .update(mfaCodeLocks)
      .set({ failures: 0, lockedAt: null })
      .where(eq(mfaCodeLocks.adminId, adminId));
    return true;
  });
  if (!unlocked) return false;
  // The tries the lock took would otherwise keep the member out for the rest of the window.
  await ctx.limiter.reset(accountTryKey(adminId));
  await ctx.audit.record(meta, AuditEvent.codesUnlocked, "success", { adminId });
  const admin = await findAdminById(ctx.db, adminId);
  if (admin) sendSecurityAlert(ctx, meta, { adminId, email: admin.email }, "codesUnlocked");
  return true;
}
