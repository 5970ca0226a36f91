import type { LeadKind } from "~/contract/lead-status";
import { leadPagePath } from "~/shared/paths";
import type { AppContext, Message } from "../../context";
import { staffInbox } from "../../platform/company";
import { HttpError } from "../../platform/errors";
import { recordLeadEvent } from "./leads";
import { formatStaffTime } from "../../platform/time-format";
import { demoCodeHtml } from "./visitor-mails";

/**
 * The mail and SMS texts about leads, with how a failed send is handled: notices to the company never
 * fail the caller's request; a code that cannot be sent does.
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
    to: staffInbox(ctx),
    subject: `New contact message from ${c.name}`,
    text: `Name: ${c.name}\nEmail: ${c.email}\nPhone: ${c.phone || "-"}\nReceived: ${formatStaffTime(c.createdAt, ctx.company.current().timeZone)}\n\n${c.message}\n\nOpen: ${leadLink(ctx, "contact", c.id)}`,
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
    const html = await demoCodeHtml(ctx, code);
    await Promise.all([
      ctx.outbox.send({ channel: "sms", to: demo.phone, subject: "Verification code", text }),
      ctx.outbox.send({
        channel: "email",
        to: demo.email,
        subject: "Your demo booking verification code",
        text,
        html,
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
    to: staffInbox(ctx),
    subject: `Demo request from ${d.fullName}`,
    text: [
      `Name: ${d.fullName}`,
      `Company: ${d.companyName || "-"}`,
      `Phone: ${d.phone}`,
      `Email: ${d.email}`,
      `Confirmed: ${d.confirmedAt ? formatStaffTime(d.confirmedAt, ctx.company.current().timeZone) : "no (phone and email not verified)"}`,
      "",
      d.comment,
      "",
      `Open: ${leadLink(ctx, "demo", d.id)}`,
    ].join("\n"),
  });
}
