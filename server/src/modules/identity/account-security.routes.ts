import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { accountSecurityApi } from "~/contract/endpoints/account-security";
import { CODE_ALREADY_USED, CODES_LOCKED, INVALID_CODE } from "~/contract/mfa";
import type { AppContext } from "../../context";
import { MINUTE_MS } from "../../platform/clock";
import { HttpError, notFound } from "../../platform/errors";
import { consume } from "../../platform/rate-limit";
import { AuditEvent } from "../../platform/audit-log";
import { findTicket } from "./auth-tickets";
import { secondFactorMethods } from "./mfa-policy";
import { secondFactorRequired } from "./team-settings";
import { beginPasskeyRegistration, finishPasskeyRegistration, listPasskeys, removePasskey } from "./passkeys";
import { recoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes";
import { beginTotpSetup, confirmTotp, disableTotp, hasTotp } from "./totp";
import { checkCode, refuseWhileLocked } from "./code-lock";
import { accountRoute } from "./access.routes";
import { sendSecurityAlert } from "./security-alerts";
import { serve, staffOf } from "../../platform/http/route-helpers";

const LAST_FACTOR = "Your team requires a second factor: add another one before removing this one.";

/** The member's own second factors on /account: authenticator app, recovery codes, passkeys (ADR 0039). */
export function accountSecurityRoutes(app: FastifyInstance, ctx: AppContext) {
  const own = accountRoute(ctx, ["Account"]);
  const sensitive = accountRoute(ctx, ["Account"], { stepUp: true });

  /** Code checks on the account screen share the sign-in's per-account limit of tries. */
  const limitTries = (adminId: string) =>
    consume(
      ctx.limiter,
      `mfa:try:${adminId}`,
      10,
      15 * MINUTE_MS,
      "Too many wrong codes. Please try again later.",
    );

  /**
   * A current authenticator code, before turning it off or making new recovery codes. Locked codes are
   * refused here too, and a wrong one counts towards the lock as at sign-in.
   */
  async function requireCode(req: FastifyRequest, me: { adminId: string; email: string }, code: string) {
    const member = { id: me.adminId, email: me.email };
    if (await refuseWhileLocked(ctx, req.meta, member)) throw new HttpError(400, CODES_LOCKED);
    await limitTries(me.adminId);
    const { result, lockedNow } = await checkCode(ctx, req.meta, member, code);
    if (result === "ok") return;
    await ctx.audit.record(req.meta, AuditEvent.secondFactorFailed, "failure", {
      detail: { method: "totp", reason: result },
    });
    throw new HttpError(400, lockedNow ? CODES_LOCKED : result === "used" ? CODE_ALREADY_USED : INVALID_CODE);
  }

  /** Refuses to remove the member's last factor while the team requires one. */
  async function keepOneFactor(adminId: string, removing: "totp" | "passkey", passkeyCount: number) {
    if (!(await secondFactorRequired(ctx))) return;
    const methods = await secondFactorMethods(ctx, adminId);
    const others =
      removing === "totp" ? methods.includes("passkey") : methods.includes("totp") || passkeyCount > 1;
    if (!others) throw new HttpError(409, LAST_FACTOR);
  }

  serve(app, accountSecurityApi.status, own, async (req) => {
    const { adminId } = staffOf(req);
    const [totp, codes, keys, required] = await Promise.all([
      hasTotp(ctx, adminId),
      recoveryCodesLeft(ctx, adminId),
      listPasskeys(ctx, adminId),
      secondFactorRequired(ctx),
    ]);
    return {
      isSuccess: true,
      data: {
        totp,
        recoveryCodesLeft: totp ? codes : 0,
        required,
        passkeys: keys.map((k) => ({
          _id: k.id,
          name: k.name,
          createdAt: k.createdAt.toISOString(),
          lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
        })),
      },
    };
  });

  serve(app, accountSecurityApi.totpSetup, sensitive, async (req) => ({
    isSuccess: true,
    data: await beginTotpSetup(ctx, staffOf(req)),
  }));

  serve(app, accountSecurityApi.totpConfirm, sensitive, async (req) => {
    const me = staffOf(req);
    await limitTries(me.adminId);
    const codes = await confirmTotp(ctx, me, req.body.code);
    if (!codes) {
      await ctx.audit.record(req.meta, AuditEvent.secondFactorFailed, "failure", {
        detail: { method: "totp-setup" },
      });
      throw new HttpError(400, INVALID_CODE);
    }
    await ctx.audit.record(req.meta, AuditEvent.totpEnabled, "success");
    sendSecurityAlert(ctx, req.meta, me, "totpEnabled");
    return { isSuccess: true, message: "Authenticator app turned on.", data: { codes } };
  });

  serve(app, accountSecurityApi.totpDisable, sensitive, async (req) => {
    const me = staffOf(req);
    await keepOneFactor(me.adminId, "totp", 0);
    await requireCode(req, me, req.body.code);
    await disableTotp(ctx, me.adminId);
    await ctx.audit.record(req.meta, AuditEvent.totpDisabled, "success");
    sendSecurityAlert(ctx, req.meta, me, "totpDisabled");
    return { isSuccess: true, message: "Authenticator app turned off." };
  });

  serve(app, accountSecurityApi.recoveryCodes, sensitive, async (req) => {
    const me = staffOf(req);
    if (!(await hasTotp(ctx, me.adminId))) throw new HttpError(409, "Turn the authenticator app on first.");
    await requireCode(req, me, req.body.code);
    const codes = await replaceRecoveryCodes(ctx, me.adminId);
    sendSecurityAlert(ctx, req.meta, me, "recoveryCodesMade");
    return { isSuccess: true, message: "New recovery codes made.", data: { codes } };
  });

  serve(app, accountSecurityApi.passkeyOptions, sensitive, async (req) => ({
    isSuccess: true,
    data: await beginPasskeyRegistration(ctx, req.meta, staffOf(req)),
  }));

  serve(app, accountSecurityApi.addPasskey, sensitive, async (req) => {
    const me = staffOf(req);
    const ticket = await findTicket(ctx, "passkey-register", req.body.ticket);
    const added =
      ticket?.adminId === me.adminId &&
      (await finishPasskeyRegistration(
        ctx,
        req.meta,
        ticket,
        req.body.passkey as unknown as RegistrationResponseJSON,
        req.body.name,
      ));
    if (!added) throw new HttpError(400, "The passkey could not be added. Please try again.");
    await ctx.audit.record(req.meta, AuditEvent.passkeyAdded, "success", { detail: { id: added.id } });
    sendSecurityAlert(ctx, req.meta, me, "passkeyAdded");
    return { isSuccess: true, message: "Passkey added." };
  });

  serve(app, accountSecurityApi.removePasskey, sensitive, async (req) => {
    const me = staffOf(req);
    await keepOneFactor(me.adminId, "passkey", (await listPasskeys(ctx, me.adminId)).length);
    if (!(await removePasskey(ctx, me.adminId, req.params.id))) throw notFound("Passkey");
    await ctx.audit.record(req.meta, AuditEvent.passkeyRemoved, "success", {
      detail: { id: req.params.id },
    });
    sendSecurityAlert(ctx, req.meta, me, "passkeyRemoved");
    return { isSuccess: true, message: "Passkey removed." };
  });
}
