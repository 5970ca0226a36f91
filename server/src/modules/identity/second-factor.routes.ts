import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { secondFactorApi } from "~/contract/endpoints/second-factor";
import {
  CODE_ALREADY_USED,
  CODES_LOCKED,
  CODES_UNLOCKED,
  INVALID_CODE,
  type SecondFactorInput,
  UNLOCK_LINK_INVALID,
} from "~/contract/mfa";
import type { AppContext } from "../../context";
import { findAdminById } from "./admins";
import { MINUTE_MS } from "../../platform/clock";
import { clientKey } from "../../platform/client-key";
import { HttpError } from "../../platform/errors";
import { tooMany } from "../../platform/rate-limit";
import { AuditEvent } from "../../platform/audit-log";
import type { AuditEventName } from "~/contract/audit";
import { findTicket, openTicket, setTicketChallenge, spendTicket, takeTicketTry } from "./auth-tickets";
import { PASSKEY_TICKET_TTL_MS, passkeyAssertionOptions, verifyPasskeyAssertion } from "./passkeys";
import { signedIn } from "./access.routes";
import { accountTryKey, checkCode, refuseWhileLocked, unlockCodes } from "./code-lock";
import { sendSecurityAlert } from "./security-alerts";
import { completeSignIn } from "./sign-in";
import type { CodeCheck } from "./totp";
import { perClientLimit, publicRoute, serve } from "../../platform/http/route-helpers";

const STEP_EXPIRED = "This sign-in step has expired. Please sign in again.";
/** Second-factor tries per account per 15 minutes, across tickets (a right one is given back). */
const TRIES_PER_ACCOUNT = 10;
/** Tries per address across accounts and tickets in the same window: one place cannot work through many accounts. */
const TRIES_PER_ADDRESS = 30;
const TRY_WINDOW_MS = 15 * MINUTE_MS;
const tooManyCodes = "Too many wrong codes. Please try again later.";

type Admin = NonNullable<Awaited<ReturnType<typeof findAdminById>>>;
type Method = "totp" | "recovery" | "passkey";
const usedEvent: Record<Method, AuditEventName> = {
  totp: AuditEvent.totpUsed,
  recovery: AuditEvent.recoveryUsed,
  passkey: AuditEvent.passkeyUsed,
};

/** The sign-in steps after the password, and passwordless sign-in with a passkey (ADR 0039). */
export function secondFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = publicRoute(["Auth"]);
  const perClient = perClientLimit(ctx, "passkey", 30, "Too many sign-in attempts. Please try again later.");
  const unlocksPerClient = perClientLimit(ctx, "unlock", 10, "Too many attempts. Please try again later.");

  /** The ticket's member; 401 when the ticket is unknown, spent, expired or out of tries. */
  async function ticketOwner(ticket: string) {
    const row = await findTicket(ctx, "second-factor", ticket);
    const admin = row?.adminId ? await findAdminById(ctx.db, row.adminId) : undefined;
    if (!row || !admin) throw new HttpError(401, STEP_EXPIRED);
    return { row, admin };
  }

  /** Checks the code or passkey of the body; `lockedNow` when this wrong code locked the codes. */
  async function check(req: FastifyRequest, body: SecondFactorInput, admin: Admin, challenge: string | null) {
    if (body.passkey) {
      const ok =
        challenge &&
        (await verifyPasskeyAssertion(
          ctx,
          req.meta,
          challenge,
          body.passkey as unknown as AuthenticationResponseJSON,
          admin.id,
        ));
      return { method: "passkey" as const, result: (ok ? "ok" : "invalid") as CodeCheck, lockedNow: false };
    }
    return checkCode(ctx, req.meta, admin, body.code!.trim());
  }

  serve(app, secondFactorApi.finish, open, async (req, reply) => {
    // Tries are taken before the check, so parallel guesses cannot pass the limits; a right one is given back.
    const addressKey = `mfa:ip:${clientKey(req)}`;
    const byAddress = await ctx.limiter.hit(addressKey, TRY_WINDOW_MS);
    if (byAddress.count > TRIES_PER_ADDRESS) throw tooMany(byAddress.resetInMs, tooManyCodes);
    const { row, admin } = await ticketOwner(req.body.ticket);
    const tryKey = accountTryKey(admin.id);
    const tries = await ctx.limiter.hit(tryKey, TRY_WINDOW_MS);
    // Locked codes are refused unchecked, and the refusal gives its try back.
    const locked = req.body.code !== undefined && (await refuseWhileLocked(ctx, req.meta, admin));
    if (tries.count > TRIES_PER_ACCOUNT) throw tooMany(tries.resetInMs, locked ? CODES_LOCKED : tooManyCodes);
    if (locked) {
      await ctx.limiter.release(tryKey);
      throw new HttpError(423, CODES_LOCKED);
    }
    if (!(await takeTicketTry(ctx, row.id))) throw new HttpError(401, STEP_EXPIRED);
    const { method, result, lockedNow } = await check(req, req.body, admin, row.challenge);
    if (result !== "ok") {
      const message = lockedNow ? CODES_LOCKED : result === "used" ? CODE_ALREADY_USED : INVALID_CODE;
      await ctx.audit.record(req.meta, AuditEvent.secondFactorFailed, "failure", {
        adminId: admin.id,
        detail: { method, reason: result },
      });
      throw new HttpError(401, message);
    }
    await Promise.all([ctx.limiter.release(tryKey), ctx.limiter.release(addressKey)]);
    if (!(await spendTicket(ctx, row.id))) throw new HttpError(401, STEP_EXPIRED);
    await ctx.audit.record(req.meta, usedEvent[method], "success", { adminId: admin.id });
    if (method === "recovery")
      sendSecurityAlert(ctx, req.meta, { adminId: admin.id, email: admin.email }, "recoveryCodeUsed");
    return signedIn(reply, await completeSignIn(ctx, req.meta, admin, `password+${method}`));
  });

  serve(
    app,
    secondFactorApi.passkeyOptions,
    open,
    async (req) => {
      const { row, admin } = await ticketOwner(req.body.ticket);
      const { challenge, options } = await passkeyAssertionOptions(ctx, req.meta, admin.id);
      await setTicketChallenge(ctx, row.id, challenge);
      return { isSuccess: true, data: { ticket: req.body.ticket, options } };
    },
    { preHandler: perClient },
  );

  serve(
    app,
    secondFactorApi.passkeySignInOptions,
    open,
    async (req) => {
      const { challenge, options } = await passkeyAssertionOptions(ctx, req.meta, null);
      const ticket = await openTicket(ctx, "passkey-signin", {
        adminId: null,
        ttlMs: PASSKEY_TICKET_TTL_MS,
        challenge,
      });
      return { isSuccess: true, data: { ticket, options } };
    },
    { preHandler: perClient },
  );

  serve(
    app,
    secondFactorApi.passkeySignIn,
    open,
    async (req, reply) => {
      const row = await findTicket(ctx, "passkey-signin", req.body.ticket);
      if (!row?.challenge || !(await spendTicket(ctx, row.id))) throw new HttpError(401, STEP_EXPIRED);
      const adminId = await verifyPasskeyAssertion(
        ctx,
        req.meta,
        row.challenge,
        req.body.passkey as unknown as AuthenticationResponseJSON,
        null,
      );
      const admin = adminId ? await findAdminById(ctx.db, adminId) : undefined;
      if (!admin) {
        await ctx.audit.record(req.meta, AuditEvent.secondFactorFailed, "failure", {
          detail: { method: "passkey-signin" },
        });
        throw new HttpError(401, "This passkey was not recognised.");
      }
      await ctx.audit.record(req.meta, AuditEvent.passkeyUsed, "success", {
        adminId: admin.id,
        detail: { passwordless: true },
      });
      return signedIn(reply, await completeSignIn(ctx, req.meta, admin, "passkey"));
    },
    { preHandler: perClient },
  );

  serve(
    app,
    secondFactorApi.unlockCodes,
    open,
    async (req) => {
      if (!(await unlockCodes(ctx, req.meta, req.body.token))) throw new HttpError(400, UNLOCK_LINK_INVALID);
      return { isSuccess: true, message: CODES_UNLOCKED };
    },
    { preHandler: unlocksPerClient },
  );
}
