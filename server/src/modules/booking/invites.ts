import { leadPagePath } from "~/shared/paths";
import type { AppContext, Message } from "../../context";
import { type BookingDetails, bookingIcsEvent, loadBooking, manageLinks } from "./booking-event";
import { meetingLine } from "./meeting-place";
import type { BookingChange } from "./change";
import { buildInvitation } from "./ics";
import { issueManageToken } from "./manage-token";
import { formatInZone } from "../../platform/time-format";
import { textMailHtml } from "../../platform/mail";

// Calendar invitations (RFC 5545/5546) and their mails: REQUEST when a demo is booked or moved, CANCEL
// when it is cancelled, to the visitor and the host alike, with the booking's UID and current SEQUENCE.

/** The time for the visitor: in their zone, and in the company's when that differs. */
function whenLines(ctx: AppContext, b: BookingDetails): string[] {
  const company = ctx.company.current().timeZone;
  const lines = [`When: ${formatInZone(b.startsAt, b.timeZone)} (${b.timeZone})`];
  if (company !== b.timeZone) lines.push(`Our time: ${formatInZone(b.startsAt, company)} (${company})`);
  lines.push(`Length: ${Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000)} minutes`);
  return lines;
}

/** The visitor's subject, with the company's name as the settings have it when the mail is made. */
const subjectOf = (kind: BookingChange["kind"], company: string) =>
  ({
    confirmed: `Your demo with ${company} is booked`,
    rescheduled: `Your demo with ${company} has moved`,
    cancelled: `Your demo with ${company} is cancelled`,
  })[kind];
const hostSubjects: Record<BookingChange["kind"], string> = {
  confirmed: "Demo booked",
  rescheduled: "Demo moved",
  cancelled: "Demo cancelled",
};

function visitorText(ctx: AppContext, change: BookingChange, b: BookingDetails, token: string): string {
  const company = ctx.company.current().name;
  const links = manageLinks(ctx, token);
  const where = meetingLine(b.meeting, b.phone);
  if (change.kind === "cancelled")
    return [
      `Hello ${b.fullName},`,
      "",
      `Your demo with ${company} has been cancelled:`,
      ...whenLines(ctx, b),
      "",
      "The attached update removes it from your calendar. You are welcome to book another time on our website.",
    ].join("\n");
  return [
    `Hello ${b.fullName},`,
    "",
    change.kind === "confirmed"
      ? `Your demo with ${company} is booked.`
      : `Your demo with ${company} has moved to a new time.`,
    ...whenLines(ctx, b),
    `Host: ${b.hostName}`,
    ...(where ? [where] : []),
    "",
    "The attached invitation adds it to your calendar.",
    "",
    `Reschedule: ${links.reschedule}`,
    `Cancel: ${links.cancel}`,
  ].join("\n");
}

function hostText(ctx: AppContext, change: BookingChange, b: BookingDetails): string {
  const company = ctx.company.current().timeZone;
  const verb = { confirmed: "is booked", rescheduled: "has moved", cancelled: "is cancelled" }[change.kind];
  return [
    `The demo with ${b.fullName} ${verb}${change.by ? ` (by ${change.by.email})` : ""}.`,
    `When: ${formatInZone(b.startsAt, company)} (${company})`,
    `Visitor's zone: ${b.timeZone}`,
    "",
    `Name: ${b.fullName}`,
    `Company: ${b.companyName || "-"}`,
    `Email: ${b.email}`,
    `Phone: ${b.phone}`,
    `Comment: ${b.comment || "-"}`,
    "",
    `Open: ${ctx.config.adminBaseUrl}${leadPagePath("demo", b.demoRequestId)}`,
  ].join("\n");
}

/**
 * Mails the visitor and the host the invitation (REQUEST) or cancellation (CANCEL) of this change.
 * Runs after the reply (`afterBookingChange`); a failed send is logged, the other still goes.
 */
export async function sendBookingMails(ctx: AppContext, change: BookingChange): Promise<void> {
  const b = await loadBooking(ctx.db, change.bookingId);
  if (!b) return;
  const method = change.kind === "cancelled" ? "CANCEL" : "REQUEST";
  const token = await issueManageToken(ctx, b);
  const company = ctx.company.current().name;
  const visitorIcs = buildInvitation(company, bookingIcsEvent(ctx, b, { token }), method);
  const leadLink = `${ctx.config.adminBaseUrl}${leadPagePath("demo", b.demoRequestId)}`;
  // The host's copy has the lead page instead of the visitor's own links.
  const hostIcs = buildInvitation(company, bookingIcsEvent(ctx, b, { extra: `Lead: ${leadLink}` }), method);
  const visitorMail = visitorText(ctx, change, b, token);
  const subject = subjectOf(change.kind, company);
  const mails: Message[] = [
    {
      channel: "email",
      to: b.email,
      subject,
      text: visitorMail,
      html: await textMailHtml(ctx, subject, visitorMail),
      calendar: { method, ics: visitorIcs },
    },
    {
      channel: "email",
      to: b.hostEmail,
      subject: `${hostSubjects[change.kind]}: ${b.fullName}${b.companyName ? ` (${b.companyName})` : ""}`,
      text: hostText(ctx, change, b),
      calendar: { method, ics: hostIcs },
    },
  ];
  for (const mail of mails) {
    try {
      await ctx.outbox.send(mail);
    } catch (err) {
      ctx.log.warn({ err, bookingId: b.id, kind: change.kind }, "booking mail not sent");
    }
  }
}

/** The booking's current invitation as VCALENDAR text (METHOD:REQUEST), for "Add to calendar". */
export async function bookingInvite(ctx: AppContext, bookingId: string): Promise<string> {
  const b = await loadBooking(ctx.db, bookingId);
  if (!b) return "";
  const token = await issueManageToken(ctx, b);
  return buildInvitation(ctx.company.current().name, bookingIcsEvent(ctx, b, { token }), "REQUEST");
}
