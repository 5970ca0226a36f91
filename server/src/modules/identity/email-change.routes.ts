import type { FastifyInstance } from "fastify";
import { emailChanged, emailChangeSent } from "~/contract/account";
import { accountApi } from "~/contract/endpoints/account";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { HttpError } from "../../platform/errors";
import { accountRoute } from "./access.routes";
import { confirmEmailChange, requestEmailChange } from "./email-change";
import { sendSecurityAlert } from "./security-alerts";
import {
  CLIENT_LIMIT_WINDOW_MS,
  perClientLimit,
  publicRoute,
  serve,
  staffOf,
} from "../../platform/http/route-helpers";

const tags = ["Account"];

/** Changing the sign-in email: asked for on /account after a step-up, made by the link mailed to the new address. */
export function emailChangeRoutes(app: FastifyInstance, ctx: AppContext) {
  const sensitive = accountRoute(ctx, tags, { stepUp: true });
  const open = publicRoute(tags);
  /** Links are random 256-bit secrets; the limit only keeps a flood of guesses off the database. */
  const linkLimit = perClientLimit(
    ctx,
    "email-link",
    ctx.config.limits.publicForms,
    "Too many attempts. Please try again later.",
  );

  serve(app, accountApi.changeEmail, sensitive, async (req) => {
    const { to } = await requestEmailChange(ctx, staffOf(req), req.body.email);
    await ctx.audit.record(req.meta, AuditEvent.emailChangeRequested, "success");
    return { isSuccess: true, message: emailChangeSent(to) };
  });

  serve(
    app,
    accountApi.confirmEmail,
    open,
    async (req) => {
      const { adminId, from, to } = await confirmEmailChange(ctx, req.body.token).catch(async (err) => {
        // A wrong link goes to the security log, one counted row per caller and window.
        if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 410))
          await ctx.audit.record(req.meta, AuditEvent.emailChanged, "failure", {
            detail: { reason: err.statusCode === 410 ? "expired" : "unknown" },
            counted: { windowMs: CLIENT_LIMIT_WINDOW_MS, key: String(err.statusCode) },
          });
        throw err;
      });
      await ctx.audit.record(req.meta, AuditEvent.emailChanged, "success", { adminId });
      // The old address hears of it too: it is where the member looks if the change was not theirs.
      sendSecurityAlert(ctx, req.meta, { adminId, email: from }, "emailChanged", async () => [
        `You now sign in with ${to}. If this was you, there is nothing to do.`,
      ]);
      sendSecurityAlert(ctx, req.meta, { adminId, email: to }, "emailChanged");
      return { isSuccess: true, message: emailChanged(to), data: { email: to } };
    },
    { preHandler: linkLimit },
  );
}
