import type { LeadKind } from "~/contract/lead-status";
import { leadPagePath } from "~/shared/paths";
import type { AppContext, Message } from "../context";
import { HttpError } from "../lib/errors";
import { recordLeadEvent } from "./leads";

/**
 * Every mail and SMS text the server sends, in one place, with how a failed send is handled:
 * notices to the company never fail the caller's request; a code that cannot be sent does.
 */

/** The lead's page, for the links in staff emails. */
export const leadLink = (ctx: AppContext, kind: LeadKind, id: string) =>
  `${ctx.config.adminBaseUrl}${leadPagePath(kind, id)}`;

/**
 * A mail to staff about a lead; it goes in the lead's history once sent. The lead is already stored,
 * so a failed send never fails the caller's request (the admin list shows the lead anyway).
 */
async function mailStaffAbout(ctx: AppContext, kind: LeadKind, id: string, mail: Omit<Message, "channel">) {
  try {
    await ctx.outbox.send({ channel: "email", ...mail });
    await recordLeadEvent(ctx.db, ctx, { kind, id, event: "emailed", detail: mail.to });
  } catch (err) {
    ctx.log.warn({ err, kind, id }, "staff mail about a lead not sent");
  }
}

/** A new contact message, to the company: the whole submission and a link to its page. */
export async function notifyContactReceived(
  ctx: AppContext,
  c: { id: string; name: string; email: string; phone: string; message: string; createdAt: Date },
): Promise<void> {
  await mailStaffAbout(ctx, "contact", c.id, {
    to: ctx.config.companyEmail,
    subject: `New contact message from ${c.name}`,
    text: `Name: ${c.name}\nEmail: ${c.email}\nPhone: ${c.phone || "-"}\nReceived: ${c.createdAt.toISOString()}\n\n${c.message}\n\nOpen: ${leadLink(ctx, "contact", c.id)}`,
  });
}

/** A lead assigned to a staff member, to them: who it is and the link to its page. */
export async function notifyAssigned(
  ctx: AppContext,
  kind: LeadKind,
  lead: { id: string; email: string },
  to: string,
  by: string,
): Promise<void> {
  await mailStaffAbout(ctx, kind, lead.id, {
    to,
    subject: `A lead was assigned to you: ${lead.email}`,
    text: `${by} assigned you the ${kind === "demo" ? "demo request" : "contact message"} from ${lead.email}.\n\nOpen: ${leadLink(ctx, kind, lead.id)}`,
  });
}

/** A demo booking code, by SMS and email together; 503 when either cannot go out. */
export async function sendDemoCode(
  ctx: AppContext,
  demo: { phone: string; email: string },
  code: string,
): Promise<void> {
  const text = `Your demo booking verification code is ${code}. It expires in 2 minutes.`;
  try {
    await Promise.all([
      ctx.outbox.send({ channel: "sms", to: demo.phone, subject: "Verification code", text }),
      ctx.outbox.send({
        channel: "email",
        to: demo.email,
        subject: "Your demo booking verification code",
        text,
      }),
    ]);
  } catch {
    throw new HttpError(503, "Failed to send verification code");
  }
}

/**
 * A demo request, to the company: the whole request and a link to its page. Sent when the code confirms
 * it, or when staff mark a spam request "Not spam" (never confirmed: no code was sent).
 */
export async function notifyDemoRequest(
  ctx: AppContext,
  d: {
    id: string;
    fullName: string;
    companyName: string;
    phone: string;
    email: string;
    comment: string;
    confirmedAt: Date | null;
  },
): Promise<void> {
  await mailStaffAbout(ctx, "demo", d.id, {
    to: ctx.config.companyEmail,
    subject: `Demo request from ${d.fullName}`,
    text: [
      `Name: ${d.fullName}`,
      `Company: ${d.companyName || "-"}`,
      `Phone: ${d.phone}`,
      `Email: ${d.email}`,
      `Confirmed: ${d.confirmedAt ? d.confirmedAt.toISOString() : "no (phone and email not verified)"}`,
      "",
      d.comment,
      "",
      `Open: ${leadLink(ctx, "demo", d.id)}`,
    ].join("\n"),
  });
}

/** A password reset code, to the admin; runs after the reply, so a failure is only logged. */
export const sendResetCode = (ctx: AppContext, to: string, code: string): Promise<void> =>
  ctx.outbox.send({
    channel: "email",
    to,
    subject: "Your password reset code",
    text: `Your password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
  });

/** The notice that an admin's password changed (no secret in it); runs after the reply. */
export const sendPasswordChanged = (ctx: AppContext, to: string, at: Date): Promise<void> =>
  ctx.outbox.send({
    channel: "email",
    to,
    subject: "Your password was changed",
    text:
      `The password for your account ${to} was changed on ${at.toUTCString()}. ` +
      "If you did not do this, reset your password now and tell your administrator.",
  });

/** The one-time sign-in link of an account past its failed-password cap; 15 minutes, single use. */
export const sendSignInLink = (ctx: AppContext, to: string, link: string): Promise<void> =>
  ctx.outbox.send({
    channel: "email",
    to,
    subject: "Your sign-in link",
    text:
      `There have been many failed sign-ins to your account ${to}, so a password alone no longer signs it in ` +
      `for now. To sign in, open this link within 15 minutes and enter your password: ${link}\n` +
      "If you did not try to sign in, you need do nothing; consider changing your password.",
  });

/** An invitation to join the staff: the single-use link and until when it works; 503 when it cannot go out. */
export async function sendInvitation(
  ctx: AppContext,
  invite: { to: string; by: string; link: string; expiresAt: Date },
): Promise<void> {
  try {
    await ctx.outbox.send({
      channel: "email",
      to: invite.to,
      subject: "You are invited to the admin area",
      text:
        `${invite.by} invited you to the company's admin area as ${invite.to}.\n\n` +
        `Set your password here (the link works once, until ${invite.expiresAt.toUTCString()}):\n${invite.link}\n\n` +
        "If you did not expect this invitation, ignore this email.",
    });
  } catch {
    throw new HttpError(503, "Failed to send the invitation email. Please try again.");
  }
}
