import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { mfaTotp } from "../../platform/db/schema";
import { HttpError } from "../../platform/errors";
import { dropRecoveryCodes, replaceRecoveryCodes } from "./recovery-codes";
import { seal, unseal } from "../../platform/crypto/sealed";

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step before and after now are accepted (clock drift, a code typed as it turns). */
export const TOTP_WINDOW = 1;
export const TOTP_ON_ALREADY =
  "Sign-in codes from an app are already on. Turn them off first to use a new key.";

export type CodeCheck = "ok" | "used" | "invalid";

/** The admin's host names the entry in the authenticator app. */
const totpOf = (secret: string, email: string, issuer: string) =>
  new TOTP({
    issuer,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The time step a right code belongs to, or undefined for a wrong one. */
function matchingStep(secret: string, email: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret, email, "").validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const rowOf = async (db: Db, adminId: string) =>
  (await db.select().from(mfaTotp).where(eq(mfaTotp.adminId, adminId)).limit(1))[0];

/** True when the member has a confirmed TOTP key (a second factor). */
export async function hasTotp(ctx: AppContext, adminId: string): Promise<boolean> {
  return Boolean((await rowOf(ctx.db, adminId))?.confirmedAt);
}

/**
 * A new key for the member's authenticator app, kept unconfirmed until a first right code: the key as
 * text (for typing in), its otpauth:// URI and that URI as a QR code (SVG). 409 when TOTP is already on.
 */
export async function beginTotpSetup(ctx: AppContext, admin: { adminId: string; email: string }) {
  const existing = await rowOf(ctx.db, admin.adminId);
  if (existing?.confirmedAt) throw new HttpError(409, TOTP_ON_ALREADY);
  const secret = new Secret({ size: 20 }).base32;
  const row = {
    sealedSecret: seal(ctx, "totp", secret),
    confirmedAt: null,
    lastStep: null,
    createdAt: ctx.clock(),
  };
  await ctx.db
    .insert(mfaTotp)
    .values({ adminId: admin.adminId, ...row })
    .onConflictDoUpdate({ target: mfaTotp.adminId, set: row, where: isNull(mfaTotp.confirmedAt) });
  const uri = totpOf(secret, admin.email, new URL(ctx.config.adminBaseUrl).hostname).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

/**
 * Confirms the unconfirmed key with a right code: TOTP is on, and the 10 recovery codes are made and
 * returned (shown once). Undefined for a wrong code or when no set-up is open.
 */
export async function confirmTotp(ctx: AppContext, admin: { adminId: string; email: string }, code: string) {
  const row = await rowOf(ctx.db, admin.adminId);
  if (!row || row.confirmedAt) return undefined;
  const step = matchingStep(unseal(ctx, "totp", row.sealedSecret), admin.email, code, ctx.clock());
  if (step === undefined) return undefined;
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const on = await db
      .update(mfaTotp)
      .set({ confirmedAt: ctx.clock(), lastStep: step })
      .where(and(eq(mfaTotp.adminId, admin.adminId), isNull(mfaTotp.confirmedAt)))
      .returning({ id: mfaTotp.adminId });
    if (!on.length) return undefined;
    return replaceRecoveryCodes(ctx, admin.adminId, db);
  });
}

/**
 * Checks a code of a confirmed key within ±1 step. A right code is accepted once: its step becomes the
 * newest accepted, in one conditional update, so two requests with one code cannot both pass.
 */
export async function checkTotp(
  ctx: AppContext,
  admin: { adminId: string; email: string },
  code: string,
): Promise<CodeCheck> {
  const row = await rowOf(ctx.db, admin.adminId);
  if (!row?.confirmedAt) return "invalid";
  const step = matchingStep(unseal(ctx, "totp", row.sealedSecret), admin.email, code, ctx.clock());
  if (step === undefined) return "invalid";
  const taken = await ctx.db
    .update(mfaTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(mfaTotp.adminId, admin.adminId),
        isNotNull(mfaTotp.confirmedAt),
        or(isNull(mfaTotp.lastStep), lt(mfaTotp.lastStep, step)),
      ),
    )
    .returning({ id: mfaTotp.adminId });
  return taken.length ? "ok" : "used";
}

/** Turns TOTP off: the key and the recovery codes go. False when it was not on. */
export async function disableTotp(ctx: AppContext, adminId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const gone = await db.delete(mfaTotp).where(eq(mfaTotp.adminId, adminId)).returning({
      confirmedAt: mfaTotp.confirmedAt,
    });
    await dropRecoveryCodes(ctx, adminId, db);
    return Boolean(gone[0]?.confirmedAt);
  });
}
