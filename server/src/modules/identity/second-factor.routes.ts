import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { secondFactorApi } from "~/contract/endpoints/second-factor";
import { CODE_ALREADY_USED, INVALID_CODE, type SecondFactorInput } from "~/contract/mfa";
import type { AppContext } from "../../context";
import { findAdminById } from "./admins";
import { MINUTE_MS } from "../../platform/clock";
import { HttpError } from "../../platform/errors";
import { tooMany } from "../../platform/rate-limit";
import { AuditEvent } from "../../platform/audit-log";
import type { AuditEventName } from "~/contract/audit";
import { findTicket, openTicket, setTicketChallenge, spendTicket, takeTicketTry } from "./auth-tickets";
import { PASSKEY_TICKET_TTL_MS, passkeyAssertionOptions, verifyPasskeyAssertion } from "./passkeys";
import { verifyPassword } from "./passwords";
import { looksLikeRecoveryCode, useRecoveryCode } from "./recovery-codes";
import { signedIn } from "./access.routes";
import { sendSecurityAlert } from "./security-alerts";
import { completeSignIn } from "./sign-in";
import { type CodeCheck, checkTotp } from "./totp";
import { perClientLimit, publicRoute, serve } from "../../platform/http/route-helpers";

const STEP_EXPIRED = "This sign-in step has expired. Please sign in again.";
/** Second-factor tries per account per 15 minutes, across tickets (a right one is given back). */
const TRIES_PER_ACCOUNT = 10;
const TRY_WINDOW_MS = 15 * MINUTE_MS;

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

  /** The ticket's member; 401 when the ticket is unknown, spent, expired or out of tries. */
  async function ticketOwner(ticket: string) {
    const row = await findTicket(ctx, "second-factor", ticket);
    const admin = row?.adminId ? await findAdminById(ctx.db, row.adminId) : undefined;
    if (!row || !admin) throw new HttpError(401, STEP_EXPIRED);
    return { row, admin };
  }

  /** Checks the code or passkey of the body. */
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
      return { method: "passkey" as const, result: (ok ? "ok" : "invalid") as CodeCheck };
    }
    const code = body.code!.trim();
    if (looksLikeRecoveryCode(code))
      return { method: "recovery" as const, result: await useRecoveryCode(ctx, admin.id, code) };
    return {
      method: "totp" as const,
      result: await checkTotp(ctx, { adminId: admin.id, email: admin.email }, code),
    };
  }

  serve(app, secondFactorApi.finish, open, async (req, reply) => {
    const { row, admin } = await ticketOwner(req.body.ticket);
    // Tries are taken before the check, so parallel guesses cannot pass the limits; a right one is given back.
    const tryKey = `mfa:try:${admin.id}`;
    const tries = await ctx.limiter.hit(tryKey, TRY_WINDOW_MS);
    if (tries.count > TRIES_PER_ACCOUNT)
      throw tooMany(tries.resetInMs, "Too many wrong codes. Please try again later.");
    if (!(await takeTicketTry(ctx, row.id))) throw new HttpError(401, STEP_EXPIRED);
    const { method, result } = await check(req, req.body, admin, row.challenge);
    if (result !== "ok") {
      const message = result === "used" ? CODE_ALREADY_USED : INVALID_CODE;
      await ctx.audit.record(req.meta, AuditEvent.secondFactorFailed, "failure", {
        adminId: admin.id,
        detail: { method, reason: result },
      });
      throw new HttpError(401, message);
    }
    await ctx.limiter.release(tryKey);
    // Past the failed-password cap the password was not checked yet: only now, behind the factor.
    if (row.passwordPending && !(await verifyPassword(admin.passwordHash, req.body.password ?? "")))
      throw new HttpError(401, "Invalid email or password");
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
}
