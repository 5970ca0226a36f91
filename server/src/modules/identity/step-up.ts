import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { and, eq, isNull } from "drizzle-orm";
import { STEP_UP_REQUIRED, WRONG_PASSWORD, type StepUpInput } from "~/contract/step-up";
import { CODE_ALREADY_USED, CODES_LOCKED, INVALID_CODE } from "~/contract/mfa";
import type { AppContext } from "../../context";
import { MINUTE_MS } from "../../platform/clock";
import { adminSessions } from "../../platform/db/schema";
import { HttpError } from "../../platform/errors";
import { consume } from "../../platform/rate-limit";
import type { RequestMeta } from "../../platform/request-meta";
import { AuditEvent } from "../../platform/audit-log";
import { findAdminById } from "./admins";
import { findTicket, openTicket, spendTicket } from "./auth-tickets";
import {
  hasPasskey,
  PASSKEY_TICKET_TTL_MS,
  passkeyAssertionOptions,
  verifyPasskeyAssertion,
} from "./passkeys";
import { checkCode, refuseWhileLocked } from "./code-lock";
import { verifyPassword } from "./passwords";
import { sendSecurityAlert } from "./security-alerts";

// Step-up ("sudo mode", docs/decisions/0064): a sensitive change needs the member's password or a factor
// confirmed within the last STEP_UP_MINUTES, kept on the session row, so a stolen access token alone
// cannot add a factor, make a key or export leads. Signing in does not count.

/** Wrong answers in the step-up dialog per member per 15 minutes (a right one gives them back). */
const TRIES = 10;

/** 403 "Confirm it's you to continue." unless the session confirmed the member recently. */
export async function requireStepUp(ctx: AppContext, sessionId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ at: adminSessions.steppedUpAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.endedAt)))
    .limit(1);
  const now = ctx.clock().getTime();
  if (!row?.at || now - row.at.getTime() > ctx.config.stepUpMinutes * MINUTE_MS)
    throw new HttpError(403, STEP_UP_REQUIRED);
}

/** WebAuthn options to confirm with one of the member's passkeys; the challenge waits on a ticket. */
export async function stepUpPasskeyOptions(ctx: AppContext, meta: RequestMeta, adminId: string) {
  if (!(await hasPasskey(ctx, adminId))) throw new HttpError(409, "You have no passkey on this account.");
  const { challenge, options } = await passkeyAssertionOptions(ctx, meta, adminId);
  const ticket = await openTicket(ctx, "step-up", { adminId, ttlMs: PASSKEY_TICKET_TTL_MS, challenge });
  return { ticket, options };
}

/** Checks the answer; on success the session may make sensitive changes until the returned time. */
export async function confirmStepUp(
  ctx: AppContext,
  meta: RequestMeta,
  me: { adminId: string; email: string; sessionId: string },
  input: StepUpInput,
): Promise<Date> {
  const key = `step-up:${me.adminId}`;
  await consume(ctx.limiter, key, TRIES, 15 * MINUTE_MS, "Too many attempts. Please try again later.");
  const admin = await findAdminById(ctx.db, me.adminId);
  if (!admin) throw new HttpError(401, "Your session has expired. Please sign in again.");
  const refusal = await check(ctx, meta, admin, input);
  if (refusal) {
    await ctx.audit.record(meta, AuditEvent.stepUpFailed, "failure", { detail: { method: method(input) } });
    // 400, not 401: a 401 would make the site renew the session and send the same answer again.
    throw Object.assign(new HttpError(400, refusal), {
      errors: [{ path: input.password !== undefined ? "password" : "code", message: refusal }],
    });
  }
  await ctx.limiter.release(key);
  const now = ctx.clock();
  await ctx.db.update(adminSessions).set({ steppedUpAt: now }).where(eq(adminSessions.id, me.sessionId));
  await ctx.audit.record(meta, AuditEvent.stepUp, "success", { detail: { method: method(input) } });
  return new Date(now.getTime() + ctx.config.stepUpMinutes * MINUTE_MS);
}

const method = (input: StepUpInput) =>
  input.password !== undefined ? "password" : input.passkey !== undefined ? "passkey" : "code";

/** Why the answer is refused, or undefined when it proves the member. */
async function check(
  ctx: AppContext,
  meta: RequestMeta,
  admin: { id: string; email: string; passwordHash: string },
  input: StepUpInput,
): Promise<string | undefined> {
  if (input.password !== undefined)
    return (await verifyPassword(admin.passwordHash, input.password)) ? undefined : WRONG_PASSWORD;
  if (input.passkey !== undefined) {
    const ticket = input.ticket ? await findTicket(ctx, "step-up", input.ticket) : undefined;
    const ok =
      ticket?.adminId === admin.id &&
      ticket.challenge &&
      (await spendTicket(ctx, ticket.id)) &&
      (await verifyPasskeyAssertion(
        ctx,
        meta,
        ticket.challenge,
        input.passkey as unknown as AuthenticationResponseJSON,
        admin.id,
      ));
    return ok ? undefined : "The passkey could not be used. Please try again.";
  }
  // Codes count towards the same lock as at sign-in: 10 wrong in a row, here or there, lock them.
  if (await refuseWhileLocked(ctx, meta, admin)) return CODES_LOCKED;
  const { method, result, lockedNow } = await checkCode(ctx, meta, admin, input.code!.trim());
  if (result === "ok" && method === "recovery")
    sendSecurityAlert(ctx, meta, { adminId: admin.id, email: admin.email }, "recoveryCodeUsed");
  if (lockedNow) return CODES_LOCKED;
  return result === "ok" ? undefined : result === "used" ? CODE_ALREADY_USED : INVALID_CODE;
}
