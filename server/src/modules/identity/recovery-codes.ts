import { createHmac, randomInt } from "node:crypto";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { mfaRecoveryCodes } from "../../platform/db/schema";
import { newId } from "../../platform/ids";

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are read off paper.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Lower case without spaces or dashes, as codes are compared. */
const normal = (code: string) => code.toLowerCase().replace(/[\s-]+/g, "");
const hmacUnder = (key: Uint8Array, code: string) =>
  createHmac("sha256", key)
    .update(`recovery:${normal(code)}`)
    .digest("hex");
const hmac = (ctx: AppContext, code: string) => hmacUnder(ctx.secrets.current("code").key, code);
/** The code's HMAC under each kept code key: codes made before a rotation still match (ADR 0067). */
const hmacs = (ctx: AppContext, code: string) => ctx.secrets.all("code").map((k) => hmacUnder(k.key, code));

/** True when the text has the shape of a recovery code (10 letters and digits, a dash allowed). */
export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/.test(normal(code));

/**
 * A new set of recovery codes for a member, replacing any earlier set. The codes are returned once
 * (`xxxxx-xxxxx`, 50 bits each); only their HMAC is stored.
 */
export async function replaceRecoveryCodes(ctx: AppContext, adminId: string, db: Db = ctx.db) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  const now = ctx.clock();
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.adminId, adminId));
  await db
    .insert(mfaRecoveryCodes)
    .values(codes.map((c) => ({ id: newId(), adminId, codeHmac: hmac(ctx, c), createdAt: now })));
  return codes;
}

/** Spends one recovery code: the update of an unused row is the check, so a code works exactly once. */
export async function useRecoveryCode(
  ctx: AppContext,
  adminId: string,
  code: string,
): Promise<"ok" | "used" | "invalid"> {
  const where = and(
    eq(mfaRecoveryCodes.adminId, adminId),
    inArray(mfaRecoveryCodes.codeHmac, hmacs(ctx, code)),
  );
  const spent = await ctx.db
    .update(mfaRecoveryCodes)
    .set({ usedAt: ctx.clock() })
    .where(and(where, isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  if (spent.length) return "ok";
  const [used] = await ctx.db
    .select({ id: mfaRecoveryCodes.id })
    .from(mfaRecoveryCodes)
    .where(where)
    .limit(1);
  return used ? "used" : "invalid";
}

export async function recoveryCodesLeft(ctx: AppContext, adminId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.adminId, adminId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export const dropRecoveryCodes = (ctx: AppContext, adminId: string, db: Db = ctx.db) =>
  db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.adminId, adminId));
