import type { AppContext } from "../../context";

// The mails about a member's own account: reset code and sign-in link (changes: security-alerts.ts). Each runs after
// the reply, so a failure is only logged.

/** A password reset code, to the admin; runs after the reply, so a failure is only logged. */
export const sendResetCode = (ctx: AppContext, to: string, code: string): Promise<void> =>
  ctx.outbox.send({
    channel: "email",
    to,
    subject: "Your password reset code",
    text: `Your password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
  });

/** The one-time sign-in link of an account past its failed-password cap; 15 minutes, single use. */
export const sendSignInLink = (ctx: AppContext, to: string, link: string): Promise<void> =>
  ctx.outbox.send({
    channel: "email",
    to,
    subject: "Your sign-in link",
    text:
      `There have been many failed sign-ins to your account ${to}, so a password alone no longer signs it in ` +
      `for now. To sign in, open this link within 15 minutes and enter your password (then your code or passkey, ` +
      `if you use one): ${link}\n` +
      "If you did not try to sign in, you need do nothing; consider changing your password.",
  });

/** The link that makes `to` the member's sign-in email, to that new address; 24 hours, single use. */
export const sendEmailChangeLink = (ctx: AppContext, to: string, link: string): Promise<void> =>
  ctx.outbox.send({
    channel: "email",
    to,
    subject: "Confirm your new sign-in email",
    text:
      `You asked to sign in to the company's admin area as ${to} from now on.\n\n` +
      `To finish the change, open this link within 24 hours and press Confirm email (the link works once):\n${link}\n\n` +
      "Until then nothing changes. If you did not ask for this, ignore this email.",
  });
