import type { SecondFactorMethod } from "~/contract/mfa";
import type { RequestMeta } from "../../platform/request-meta";
import { signInLink } from "~/shared/paths";
import type { AppContext } from "../../context";
import { HOUR_MS, MINUTE_MS } from "../../platform/clock";
import { recordSignIn } from "./admins";
import { AuditEvent } from "../../platform/audit-log";
import { findTicket, openTicket, spendTicket } from "./auth-tickets";
import { mustSetUpSecondFactor } from "./mfa-policy";
import { sendSignInLink } from "./account-mails";
import { startSession } from "./sessions";
import { noteSignInPlace } from "./sign-in-places";

export const SECOND_FACTOR_TTL_MS = 5 * MINUTE_MS;
export const SIGN_IN_LINK_TTL_MS = 15 * MINUTE_MS;
/** Sign-in links mailed per account per hour: a stranger past the cap cannot flood the member's inbox. */
const SIGN_IN_LINKS_PER_HOUR = 3;

export const SECOND_STEP_MESSAGE = "Enter your verification code.";
export const LINK_SENT_MESSAGE =
  "Too many failed sign-ins to this account. If it exists, we have emailed it a one-time sign-in link: " +
  "open the link, then enter your password again.";

type Member = { id: string; email: string };

/**
 * The end of every successful sign-in (password alone, password and second factor, passkey, link):
 * the sign-in is recorded and logged and a token issued, with the refresh cookie for the route to set.
 * `secondFactorSetup` sends a member the team requires a factor of, who has none, to /account first.
 * A browser and network new to the account are mailed to the member.
 */
export async function completeSignIn(ctx: AppContext, meta: RequestMeta, admin: Member, method: string) {
  await recordSignIn(ctx.db, admin.id, ctx.clock());
  await ctx.audit.record(meta, AuditEvent.loginSuccess, "success", { adminId: admin.id, detail: { method } });
  noteSignInPlace(ctx, meta, admin);
  const setup = await mustSetUpSecondFactor(ctx, admin.id);
  const { token, cookie, idle } = await startSession(ctx, meta, admin);
  return {
    cookie,
    answer: {
      isSuccess: true,
      message: "Login successful.",
      token,
      email: admin.email,
      ...(setup ? { secondFactorSetup: true } : {}),
      idle,
    },
  };
}

/**
 * The answer that asks for the second factor: a 5-minute ticket and the member's methods, no token. Given
 * only after a right password, so the methods tell a stranger nothing.
 */
export async function secondFactorStep(ctx: AppContext, admin: Member, methods: SecondFactorMethod[]) {
  const ticket = await openTicket(ctx, "second-factor", { adminId: admin.id, ttlMs: SECOND_FACTOR_TTL_MS });
  return { isSuccess: true, message: SECOND_STEP_MESSAGE, secondFactor: { ticket, methods } };
}

/**
 * Mails a member past the failed-password cap a one-time sign-in link, after the reply, a few per hour
 * at most; with a second factor, the link leads on to the second step.
 */
export function mailSignInLink(ctx: AppContext, meta: RequestMeta, admin: Member) {
  ctx.background.later(meta.answered, "sign-in link", async () => {
    const sent = await ctx.limiter.hit(`login:link:${admin.email}`, HOUR_MS);
    if (sent.count > SIGN_IN_LINKS_PER_HOUR) return;
    const token = await openTicket(ctx, "signin-link", { adminId: admin.id, ttlMs: SIGN_IN_LINK_TTL_MS });
    await sendSignInLink(ctx, admin.email, signInLink(ctx.config.adminBaseUrl, token));
    await ctx.audit.record(meta, AuditEvent.signInLinkSent, "success", { adminId: admin.id });
  });
}

/** The live sign-in link of this member, or undefined for any other token. Spent once the password is right. */
export async function findSignInLink(ctx: AppContext, adminId: string, token: string) {
  const link = await findTicket(ctx, "signin-link", token);
  return link && link.adminId === adminId ? link : undefined;
}

export const spendSignInLink = (ctx: AppContext, linkId: string) => spendTicket(ctx, linkId);
