import type { FastifyInstance, FastifyRequest } from "fastify";
import { authApi } from "~/contract/endpoints/auth";
import type { AppContext } from "../../context";
import { HOUR_MS } from "../../platform/clock";
import { clientKey } from "../../platform/client-key";
import { HttpError } from "../../platform/errors";
import { consume } from "../../platform/rate-limit";
import { takeAccountCheck, endAccountCap } from "./account-guard";
import { findAdminByEmail } from "./admins";
import { AuditEvent } from "../../platform/audit-log";
import { endLoginSlowdown, LOGIN_WINDOW_MS, takeLoginAttempt } from "./login-guard";
import { checkResetCode, mailResetCode, resetPassword } from "./password-reset";
import { sendSecurityAlert } from "./security-alerts";
import { mustSetUpSecondFactor, secondFactorMethods } from "./mfa-policy";
import { dummyHash, verifyPassword } from "./passwords";
import { spendEmailBudget } from "../../platform/send-budget";
import { readCookie } from "../../platform/cookies";
import {
  checkRefreshOrigin,
  clearedRefreshCookie,
  endSession,
  REFRESH_COOKIE,
  refreshSession,
} from "./sessions";
import {
  completeSignIn,
  findSignInLink,
  LINK_SENT_MESSAGE,
  mailSignInLink,
  secondFactorStep,
  spendSignInLink,
} from "./sign-in";
import { authenticate, signedIn } from "./access.routes";
import { sessionExpired } from "./tokens";
import {
  bearer,
  CLIENT_LIMIT_WINDOW_MS,
  perClientLimit,
  publicRoute,
  serve,
} from "../../platform/http/route-helpers";

const tooManyCodes = "Too many codes requested. Please try again later.";
/** Every open admin tab renews its token about every 15 minutes: 300 covers a busy office behind one address. */
export const REFRESHES_PER_10_MIN = 300;
const tooManyCodeChecks = "Too many attempts. Please try again later.";
// Unknown email, wrong, expired, used or locked code: one answer, so none tells an account exists.
const invalidCode = () => new HttpError(400, "Invalid OTP.");

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { limits } = ctx.config;
  const open = publicRoute(["Auth"]);
  /** Open to anyone, with the bearer token the call ends shown in the API document. */
  const withToken = (schema: object) => open({ security: bearer, ...schema });
  // Per client before the email's daily count, so one address cannot fill the counters with junk emails.
  const limitCodeChecks = perClientLimit(ctx, "reset-check", limits.publicForms, tooManyCodeChecks);
  const limitRefreshes = perClientLimit(ctx, "refresh", REFRESHES_PER_10_MIN);

  /** A rejected reset code: logged, then the one 400 answer. */
  async function refuseCode(req: FastifyRequest): Promise<never> {
    await ctx.audit.record(req.meta, AuditEvent.resetVerifyFailed, "failure", {
      counted: { windowMs: CLIENT_LIMIT_WINDOW_MS },
    });
    throw invalidCode();
  }

  serve(app, authApi.login, open, async (req, reply) => {
    const email = req.body.email.toLowerCase();
    const attempt = await takeLoginAttempt(ctx, email, clientKey(req));
    const account = await takeAccountCheck(ctx, email);
    try {
      const admin = await findAdminByEmail(ctx.db, email);
      const link =
        admin && req.body.signInLink ? await findSignInLink(ctx, admin.id, req.body.signInLink) : undefined;
      // Past the account's failed-check cap, a password is checked only with an emailed sign-in link:
      // guesses no longer reach it, and every sign-in gets this one answer, whatever the password and
      // the member's factors, so it tells a stranger nothing; the member still gets in through the link.
      if (account.capped && !link) {
        if (admin) mailSignInLink(ctx, req.meta, admin);
        throw new HttpError(401, LINK_SENT_MESSAGE);
      }
      // Unknown emails are checked against a dummy hash so both failures take the same time.
      const valid = await verifyPassword(admin?.passwordHash ?? (await dummyHash()), req.body.password);
      if (!admin || !valid) {
        await account.failed();
        await ctx.audit.record(req.meta, AuditEvent.loginFailure, "failure", {
          adminId: admin?.id ?? null,
          counted: { windowMs: LOGIN_WINDOW_MS, key: admin?.id ?? "" },
        });
        throw new HttpError(401, "Invalid email or password");
      }
      await attempt.succeeded();
      const methods = await secondFactorMethods(ctx, admin.id);
      if (link) {
        if (!(await spendSignInLink(ctx, link.id)))
          throw new HttpError(401, "This sign-in link was already used.");
        await ctx.audit.record(req.meta, AuditEvent.signInLinkUsed, "success", { adminId: admin.id });
        if (!methods.length)
          return signedIn(reply, await completeSignIn(ctx, req.meta, admin, "password+link"));
      }
      if (methods.length) return await secondFactorStep(ctx, admin, methods);
      return signedIn(reply, await completeSignIn(ctx, req.meta, admin, "password"));
    } finally {
      await account.done();
    }
  });

  serve(app, authApi.refresh, open, async (req, reply) => {
    await limitRefreshes(req);
    checkRefreshOrigin(ctx, req.meta);
    const outcome = await refreshSession(
      ctx,
      req.meta,
      readCookie(req.headers.cookie, REFRESH_COOKIE),
      req.body?.idleSeconds,
    );
    if (outcome.kind === "reused") {
      await ctx.audit.record(req.meta, AuditEvent.refreshReused, "denied", {
        adminId: outcome.adminId,
        detail: { session: outcome.sessionId },
      });
      sendSecurityAlert(ctx, req.meta, { adminId: outcome.adminId, email: outcome.email }, "refreshReused");
    }
    if (outcome.kind === "idle")
      await ctx.audit.record(req.meta, AuditEvent.sessionIdle, "success", {
        adminId: outcome.adminId,
        detail: { session: outcome.sessionId },
      });
    // An idle session answers as an expired one: the page goes to sign in either way.
    if (outcome.kind !== "renewed") throw sessionExpired({ "set-cookie": clearedRefreshCookie() });
    if (outcome.cookie) reply.header("set-cookie", outcome.cookie);
    // Whose session it is: a tab opened after sign-in starts from this answer alone.
    const setup = await mustSetUpSecondFactor(ctx, outcome.adminId);
    return {
      isSuccess: true,
      message: "Session renewed.",
      token: outcome.token,
      email: outcome.email,
      ...(setup ? { secondFactorSetup: true } : {}),
      idle: outcome.idle,
    };
  });

  serve(app, authApi.logout, withToken, async (req, reply) => {
    const claims = await authenticate(ctx, req);
    await endSession(ctx, claims.sessionId);
    reply.header("set-cookie", clearedRefreshCookie());
    await ctx.audit.record(req.meta, AuditEvent.logout, "success", { adminId: claims.adminId });
    return { isSuccess: true, message: "You have been signed out." };
  });

  serve(app, authApi.requestResetCode, open, async (req) => {
    const email = req.body.email.toLowerCase();
    await consume(ctx.limiter, `reset:ip:${clientKey(req)}`, limits.otpSendsIp, HOUR_MS, tooManyCodes);
    await consume(ctx.limiter, `reset:email:${email}`, limits.otpSends, HOUR_MS, tooManyCodes);
    await spendEmailBudget(ctx, email, tooManyCodes);
    // Recorded alike for every email: whether it is an admin's is only known after the reply.
    await ctx.audit.record(req.meta, AuditEvent.resetRequested, "success", {
      counted: { windowMs: HOUR_MS },
    });
    // Looked up and mailed after the reply, so an admin's email answers as fast as any other.
    ctx.background.later(req.meta.answered, "password-reset code", () => mailResetCode(ctx, email));
    return {
      isSuccess: true,
      message: "If this email belongs to an account, a verification code has been sent to it.",
    };
  });

  serve(app, authApi.verifyResetCode, open, async (req) => {
    await limitCodeChecks(req);
    const result = await checkResetCode(ctx, req.body.email.toLowerCase(), req.body.otp);
    if (result !== "ok") await refuseCode(req);
    return { isSuccess: true, message: "Code verified." };
  });

  serve(app, authApi.resetPassword, open, async (req) => {
    const email = req.body.email.toLowerCase();
    await limitCodeChecks(req);
    const result = await resetPassword(ctx, email, req.body.otp, req.body.newPassword);
    if (result !== "ok") await refuseCode(req);
    await endLoginSlowdown(ctx, email);
    await endAccountCap(ctx, email);
    const adminId = (await findAdminByEmail(ctx.db, email))?.id ?? null;
    await ctx.audit.record(req.meta, AuditEvent.passwordReset, "success", { adminId });
    sendSecurityAlert(ctx, req.meta, { adminId, email }, "passwordChanged");
    return { isSuccess: true, message: "Your password has been reset. Please sign in." };
  });
}
