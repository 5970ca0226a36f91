import type { FastifyInstance } from "fastify";
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from "~/contract/account";
import { accountApi } from "~/contract/endpoints/account";
import type { AppContext } from "../../context";
import { HttpError, notFound } from "../../platform/errors";
import { changePassword, listAccountSessions } from "./account";
import { AuditEvent } from "../../platform/audit-log";
import { sendSecurityAlert } from "./security-alerts";
import { endAllSessions, endSession } from "./sessions";
import { accountRoute } from "./access.routes";
import { emailChangeRoutes } from "./email-change.routes";
import { serve, staffOf } from "../../platform/http/route-helpers";

const tags = ["Account"];

/** The signed-in member's own account: sessions, password and sign-in email (any member, for themselves only). */
export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  emailChangeRoutes(app, ctx);
  const admin = accountRoute(ctx, tags);

  /** The signed-in member and the session of this call. */
  serve(app, accountApi.sessions, admin, async (req) => {
    const { adminId, sessionId } = staffOf(req);
    return { isSuccess: true, data: await listAccountSessions(ctx, adminId, sessionId) };
  });

  serve(app, accountApi.endSession, admin, async (req) => {
    const { adminId } = staffOf(req);
    const ended = await endSession(ctx, req.params.id, adminId);
    await ctx.audit.record(req.meta, AuditEvent.sessionEnded, ended ? "success" : "failure", {
      detail: { session: req.params.id },
    });
    if (!ended) throw notFound("Session");
    return { isSuccess: true, message: "That session has been signed out." };
  });

  serve(app, accountApi.endOtherSessions, admin, async (req) => {
    const { adminId, sessionId } = staffOf(req);
    const count = await endAllSessions(ctx, adminId, sessionId);
    await ctx.audit.record(req.meta, AuditEvent.sessionsEnded, "success", {
      detail: { member: adminId, count, scope: "others" },
    });
    return {
      isSuccess: true,
      message:
        count === 1
          ? "1 other session has been signed out."
          : `${count} other sessions have been signed out.`,
    };
  });

  serve(app, accountApi.changePassword, admin, async (req) => {
    const who = staffOf(req);
    const result = await changePassword(ctx, who, req.body.currentPassword, req.body.newPassword);
    if (result === "wrong-password") {
      await ctx.audit.record(req.meta, AuditEvent.passwordChanged, "failure");
      throw Object.assign(new HttpError(400, WRONG_CURRENT_PASSWORD), {
        errors: [{ path: "currentPassword", message: WRONG_CURRENT_PASSWORD }],
      });
    }
    await ctx.audit.record(req.meta, AuditEvent.passwordChanged, "success");
    sendSecurityAlert(ctx, req.meta, { adminId: who.adminId, email: result.email }, "passwordChanged");
    return { isSuccess: true, message: PASSWORD_CHANGED };
  });
}
