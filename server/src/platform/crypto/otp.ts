import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../db/client";
import { otpChallenges } from "../db/schema";
import { newId } from "../ids";

export const OTP_TTL_SECONDS = 120;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 30;
export const OTP_MAX_RESENDS = 5;

type Purpose = "demo" | "password-reset";

/** Six digits from a cryptographic source. */
export const generateCode = () => randomInt(0, 1_000_000).toString().padStart(6, "0");

// Only this keyed hash is stored; it binds the code to its purpose and subject.
const digestUnder = (key: Uint8Array, purpose: Purpose, subject: string, code: string) =>
  createHmac("sha256", key).update(`${purpose}\0${subject}\0${code}`).digest("hex");
const digest = (ctx: AppContext, purpose: Purpose, subject: string, code: string) =>
  digestUnder(ctx.secrets.current("code").key, purpose, subject, code);

/** True when the code hashes to the stored value under one of the kept code keys (a rotation may fall between). */
function matches(ctx: AppContext, stored: string, purpose: Purpose, subject: string, code: string) {
  const expected = Buffer.from(stored, "hex");
  let found = false;
  for (const { key } of ctx.secrets.all("code")) {
    const actual = Buffer.from(digestUnder(key, purpose, subject, code), "hex");
    // Every key is tried, so the time does not tell which one matched.
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) found = true;
  }
  return found;
}

/** Creates or replaces the live code for a subject; returns the code to send (never stored). */
export async function issueCode(
  ctx: AppContext,
  purpose: Purpose,
  subject: string,
  ttlSeconds = OTP_TTL_SECONDS,
) {
  const code = generateCode();
  const now = ctx.clock();
  const fields = {
    codeHmac: digest(ctx, purpose, subject, code),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    attempts: 0,
    lastSentAt: now,
    consumedAt: null,
  };
  await ctx.db
    .insert(otpChallenges)
    .values({ id: newId(), purpose, subject, createdAt: now, resends: 0, ...fields })
    .onConflictDoUpdate({
      target: [otpChallenges.purpose, otpChallenges.subject],
      set: { ...fields, resends: 0 },
    });
  return code;
}

export type ResendResult =
  | { ok: true; code: string }
  | { ok: false; reason: "missing" | "used" | "too-soon" | "exhausted"; retryAfterSeconds?: number };

/** A new code for the subject (old one dead), at most once per 30 s and five times in all. */
export async function resendCode(
  ctx: AppContext,
  purpose: Purpose,
  subject: string,
  ttlSeconds = OTP_TTL_SECONDS,
): Promise<ResendResult> {
  const code = generateCode();
  const now = ctx.clock();
  const earliest = new Date(now.getTime() - OTP_RESEND_INTERVAL_SECONDS * 1000);
  const where = and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.subject, subject));
  const updated = await ctx.db
    .update(otpChallenges)
    .set({
      codeHmac: digest(ctx, purpose, subject, code),
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      attempts: 0,
      lastSentAt: now,
      resends: sql`${otpChallenges.resends} + 1`,
    })
    .where(
      and(
        where,
        sql`${otpChallenges.consumedAt} is null`,
        sql`${otpChallenges.resends} < ${OTP_MAX_RESENDS}`,
        sql`${otpChallenges.lastSentAt} <= ${earliest.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: otpChallenges.id });
  if (updated.length) return { ok: true, code };
  return whyNoResend(ctx, purpose, subject);
}

async function whyNoResend(ctx: AppContext, purpose: Purpose, subject: string): Promise<ResendResult> {
  const now = ctx.clock();
  const where = and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.subject, subject));
  const [row] = await ctx.db.select().from(otpChallenges).where(where).limit(1);
  if (!row) return { ok: false, reason: "missing" };
  if (row.consumedAt) return { ok: false, reason: "used" };
  if (row.resends >= OTP_MAX_RESENDS) return { ok: false, reason: "exhausted" };
  const wait = Math.ceil(
    (row.lastSentAt.getTime() + OTP_RESEND_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000,
  );
  return { ok: false, reason: "too-soon", retryAfterSeconds: Math.max(1, wait) };
}

export type VerifyResult = "ok" | "invalid" | "expired" | "locked" | "used" | "missing";

/**
 * Checks a code in constant time. Each try first takes one of the five attempts atomically, so
 * parallel guesses cannot exceed the limit; with `consume`, only one caller can use a right code.
 */
export async function verifyCode(
  ctx: AppContext,
  purpose: Purpose,
  subject: string,
  code: string,
  opts: {
    consume: boolean;
    /** A transaction to run in (the caller's next write must succeed with it). */ db?: Db;
  },
): Promise<VerifyResult> {
  const db = opts.db ?? ctx.db;
  const now = ctx.clock();
  const where = and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.subject, subject));
  const [taken] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        where,
        sql`${otpChallenges.consumedAt} is null`,
        sql`${otpChallenges.attempts} < ${OTP_MAX_ATTEMPTS}`,
        sql`${otpChallenges.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: otpChallenges.id, codeHmac: otpChallenges.codeHmac });
  if (!taken) {
    const [row] = await db.select().from(otpChallenges).where(where).limit(1);
    if (!row) return "missing";
    if (row.consumedAt) return "used";
    if (row.expiresAt.getTime() <= now.getTime()) return "expired";
    return "locked";
  }
  if (!matches(ctx, taken.codeHmac, purpose, subject, code)) return "invalid";
  if (!opts.consume) {
    // A right code checked ahead of use does not count against the attempts.
    await db
      .update(otpChallenges)
      .set({ attempts: sql`greatest(${otpChallenges.attempts} - 1, 0)` })
      .where(eq(otpChallenges.id, taken.id));
    return "ok";
  }
  const used = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, taken.id), sql`${otpChallenges.consumedAt} is null`))
    .returning({ id: otpChallenges.id });
  return used.length ? "ok" : "used";
}

/**
 * For a subject asking again and again (password reset): a first code, or a resend under the same
 * rules as resendCode while the last code is live. Once it is used or expired, a fresh code (with
 * five resends of its own) may start, still no sooner than 30 s after the last send.
 */
export async function sendCode(
  ctx: AppContext,
  purpose: Purpose,
  subject: string,
  ttlSeconds: number,
): Promise<ResendResult> {
  const now = ctx.clock();
  const [row] = await ctx.db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.subject, subject)))
    .limit(1);
  if (row && !row.consumedAt && row.expiresAt.getTime() > now.getTime())
    return resendCode(ctx, purpose, subject, ttlSeconds);
  const code = generateCode();
  const fields = {
    codeHmac: digest(ctx, purpose, subject, code),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    attempts: 0,
    resends: 0,
    lastSentAt: now,
    consumedAt: null,
  };
  const earliest = new Date(now.getTime() - OTP_RESEND_INTERVAL_SECONDS * 1000);
  // One statement, so of two parallel requests only one starts the fresh code.
  const started = await ctx.db
    .insert(otpChallenges)
    .values({ id: newId(), purpose, subject, createdAt: now, ...fields })
    .onConflictDoUpdate({
      target: [otpChallenges.purpose, otpChallenges.subject],
      set: fields,
      setWhere: and(
        sql`(${otpChallenges.consumedAt} is not null or ${otpChallenges.expiresAt} <= ${now.toISOString()}::timestamptz)`,
        sql`${otpChallenges.lastSentAt} <= ${earliest.toISOString()}::timestamptz`,
      ),
    })
    .returning({ id: otpChallenges.id });
  if (started.length) return { ok: true, code };
  return whyNoResend(ctx, purpose, subject);
}

/** Seconds until a resend is allowed for this subject (for Retry-After). */
export async function secondsUntilResend(
  ctx: AppContext,
  purpose: Purpose,
  subject: string,
): Promise<number> {
  const [row] = await ctx.db
    .select({ lastSentAt: otpChallenges.lastSentAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.subject, subject)))
    .limit(1);
  if (!row) return 1;
  const wait = Math.ceil(
    (row.lastSentAt.getTime() + OTP_RESEND_INTERVAL_SECONDS * 1000 - ctx.clock().getTime()) / 1000,
  );
  return Math.max(1, wait);
}
