import type { AppContext } from "../../context";
import { msUntilNextUtcDay, utcDay } from "../../platform/clock";
import { findAdminByEmail, setAdminPasswordHash } from "./admins";
import { sendResetCode } from "./account-mails";
import { sendCode, verifyCode, type VerifyResult } from "../../platform/crypto/otp";
import { assertStrongPassword } from "./password-strength";
import { hashPassword } from "./passwords";

export const RESET_TTL_SECONDS = 10 * 60;
/** Wrong reset codes allowed per email per UTC day, across all its codes. */
export const RESET_DAILY_FAILURES = 10;

/**
 * Runs one code check against the email's daily allowance. The try is counted before the check, so
 * parallel guesses cannot pass the cap; a right code gives it back. Over the cap, even a right code
 * fails.
 */
async function withinDailyAllowance(
  ctx: AppContext,
  email: string,
  check: () => Promise<VerifyResult>,
): Promise<VerifyResult> {
  const now = ctx.clock();
  const key = `reset:fail:${email}:${utcDay(now)}`;
  const hit = await ctx.limiter.hit(key, msUntilNextUtcDay(now));
  if (hit.count > RESET_DAILY_FAILURES) return "locked";
  const result = await check();
  if (result === "ok") await ctx.limiter.release(key);
  return result;
}

/** Mails a reset code to an admin, under the resend rules; for anyone else, nothing. Runs after the reply. */
export async function mailResetCode(ctx: AppContext, email: string): Promise<void> {
  const admin = await findAdminByEmail(ctx.db, email);
  if (!admin) return;
  const sent = await sendCode(ctx, "password-reset", admin.email, RESET_TTL_SECONDS);
  if (!sent.ok) return;
  await sendResetCode(ctx, admin.email, sent.code);
}

export const checkResetCode = (ctx: AppContext, email: string, code: string) =>
  withinDailyAllowance(ctx, email, () => verifyCode(ctx, "password-reset", email, code, { consume: false }));

/**
 * Sets the new password with a right code: the code is spent and the password written in one
 * transaction, so a failed write leaves the code usable. The (slow) hash is made only for a right code
 * and before the transaction, so it holds no lock while hashing.
 */
export async function resetPassword(
  ctx: AppContext,
  email: string,
  code: string,
  newPassword: string,
): Promise<VerifyResult> {
  // Before the code is looked at: a refused password leaves the code as it was.
  assertStrongPassword(newPassword, [email], "newPassword");
  const checked = await checkResetCode(ctx, email, code);
  if (checked !== "ok") return checked;
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.clock();
  const spent = await ctx.db.transaction(async (tx) => {
    const result = await verifyCode(ctx, "password-reset", email, code, { consume: true, db: tx });
    if (result === "ok") await setAdminPasswordHash(tx, email, passwordHash, now);
    return result;
  });
  // Committed: this instance checks every token against the database again (older ones now fail).
  if (spent === "ok") ctx.tokenChecks.revoked();
  return spent;
}
