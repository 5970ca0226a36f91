import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { admins } from "../../platform/db/schema";
import { AuditEvent } from "../../platform/audit-log";
import { lookupPlace } from "../../platform/geoip";
import type { RequestMeta } from "../../platform/request-meta";
import { formatStaffTime } from "../../platform/time-format";
import { describeUserAgent } from "../../platform/user-agent";

/** The changes to how an account signs in that its member is told about, each as the mail names it. */
export const ACCOUNT_CHANGES = {
  passkeyAdded: "A passkey was added to your account",
  passkeyRemoved: "A passkey was removed from your account",
  totpEnabled: "An authenticator app was turned on for your account",
  totpDisabled: "The authenticator app was turned off for your account",
  recoveryCodesMade: "New recovery codes were made for your account",
  recoveryCodeUsed: "A recovery code was used on your account",
  passwordChanged: "Your password was changed",
  emailChanged: "Your sign-in email was changed",
  roleChanged: "Your role in the team was changed",
  refreshReused: "A copy of your sign-in was used, so that session was signed out",
  codesLocked: "Sign-in codes were locked on your account after 10 wrong codes",
  codesUnlocked: "Sign-in codes were unlocked on your account",
  newSignIn: "Your account was signed in from a new browser or network",
} as const;
export type AccountChange = keyof typeof ACCOUNT_CHANGES;

/**
 * Mails the member about a change to how their account signs in, after the reply: what changed, when (in
 * the company's zone), from which browser and roughly where, and what to do if it wasn't them. Each mail
 * goes in the security log. `next`, also run after the reply, gives what to do in place of "nothing to
 * do" (the unlock link: a single-use link is the one secret such a mail may carry).
 */
export function sendSecurityAlert(
  ctx: AppContext,
  meta: RequestMeta,
  to: { adminId: string | null; email: string },
  change: AccountChange,
  next?: () => Promise<string[]>,
): void {
  const at = ctx.clock();
  ctx.background.later(meta.answered, "security alert", async () => {
    const text = await alertText(ctx, meta, to.email, ACCOUNT_CHANGES[change], at, (await next?.()) ?? []);
    await ctx.outbox.send({ channel: "email", to: to.email, subject: ACCOUNT_CHANGES[change], text });
    await ctx.audit.record(meta, AuditEvent.securityAlertSent, "success", {
      adminId: to.adminId,
      detail: { change },
    });
  });
}

async function alertText(
  ctx: AppContext,
  meta: RequestMeta,
  email: string,
  what: string,
  at: Date,
  next: string[],
) {
  const { browser, device } = describeUserAgent(meta.userAgent);
  const place = await lookupPlace(meta.ip);
  const where = [place.city, place.country].filter((p) => p && p !== "Local").join(", ") || "this network";
  const owners = await ctx.db.select({ email: admins.email }).from(admins).where(eq(admins.role, "owner"));
  return [
    `${what} (${email}).`,
    "",
    `When: ${formatStaffTime(at, ctx.company.current().timeZone)}`,
    `Browser: ${browser} on ${device}`,
    `Place: ${where}`,
    "",
    ...(next.length ? next : ["If this was you, there is nothing to do."]),
    `If it wasn't you, sign in and check your account now: ${ctx.config.adminBaseUrl}/account`,
    `and tell an owner of the team: ${owners.map((o) => o.email).join(", ")}.`,
  ].join("\n");
}
