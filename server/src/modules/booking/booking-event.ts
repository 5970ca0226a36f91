import { eq } from "drizzle-orm";
import { bookingLink } from "~/shared/paths";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import type { MeetingPlace } from "~/contract/booking";
import { admins, demoBookings, demoRequests, staffSchedules } from "../../platform/db/schema";
import type { IcsEvent } from "./ics";
import { staffName } from "../identity";
import { meetingFromColumns, meetingLine, meetingLocation } from "./meeting-place";

/** A booking with its visitor and host, as invitations and views need it. */
export interface BookingDetails {
  id: string;
  demoRequestId: string;
  status: "held" | "confirmed" | "cancelled";
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  uid: string;
  sequence: number;
  attendance: "attended" | "no_show" | null;
  hostId: string;
  hostEmail: string;
  /** As visitors see the host: their display name, else from the address. */
  hostName: string;
  /** Where the host meets visitors, as they have set it now. */
  meeting: MeetingPlace;
  fullName: string;
  companyName: string;
  email: string;
  phone: string;
  comment: string;
}

export async function loadBooking(db: Db, id: string): Promise<BookingDetails | undefined> {
  const [row] = await db
    .select({
      id: demoBookings.id,
      demoRequestId: demoBookings.demoRequestId,
      status: demoBookings.status,
      startsAt: demoBookings.startsAt,
      endsAt: demoBookings.endsAt,
      timeZone: demoBookings.timeZone,
      uid: demoBookings.uid,
      sequence: demoBookings.sequence,
      attendance: demoBookings.attendance,
      hostId: demoBookings.hostId,
      hostEmail: admins.email,
      hostDisplayName: admins.displayName,
      meetingKind: staffSchedules.meetingKind,
      meetingDetail: staffSchedules.meetingDetail,
      fullName: demoRequests.fullName,
      companyName: demoRequests.companyName,
      email: demoRequests.email,
      phone: demoRequests.phone,
      comment: demoRequests.comment,
    })
    .from(demoBookings)
    .innerJoin(demoRequests, eq(demoRequests.id, demoBookings.demoRequestId))
    .innerJoin(admins, eq(admins.id, demoBookings.hostId))
    .leftJoin(staffSchedules, eq(staffSchedules.adminId, demoBookings.hostId))
    .where(eq(demoBookings.id, id));
  if (!row) return undefined;
  const { hostDisplayName, meetingKind, meetingDetail, ...booking } = row;
  return {
    ...booking,
    hostName: staffName({ displayName: hostDisplayName, email: row.hostEmail }),
    meeting: meetingFromColumns({ meetingKind, meetingDetail }),
  };
}

/** The event's title in calendars, with the company's name as the settings have it now. */
export const demoSummary = (ctx: Pick<AppContext, "company">) => `Demo with ${ctx.company.current().name}`;

/** The visitor's links to move or cancel the demo. */
export function manageLinks(ctx: AppContext, token: string) {
  return {
    reschedule: bookingLink(ctx.config.adminBaseUrl, "reschedule", token),
    cancel: bookingLink(ctx.config.adminBaseUrl, "cancel", token),
  };
}

/**
 * The booking as one calendar event. With a token the DESCRIPTION holds the visitor's reschedule and
 * cancel links (invitations); without one (the host's CalDAV copy, the staff feed) it does not.
 */
export function bookingIcsEvent(
  ctx: AppContext,
  b: BookingDetails,
  options: { token?: string; extra?: string } = {},
): IcsEvent {
  const company = ctx.company.current();
  const lines = [`${demoSummary(ctx)}: ${b.fullName}${b.companyName ? ` (${b.companyName})` : ""}`];
  lines.push(`Host: ${b.hostName}`);
  const where = meetingLine(b.meeting, b.phone);
  if (where) lines.push(where);
  if (options.token) {
    const links = manageLinks(ctx, options.token);
    lines.push("", `Reschedule: ${links.reschedule}`, `Cancel: ${links.cancel}`);
  }
  if (options.extra) lines.push("", options.extra);
  return {
    uid: b.uid,
    sequence: b.sequence,
    status: b.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    start: b.startsAt,
    end: b.endsAt,
    stamp: ctx.clock(),
    organizer: { name: company.name, email: company.email },
    visitor: { name: b.fullName, email: b.email },
    host: { name: b.hostName, email: b.hostEmail },
    summary: demoSummary(ctx),
    description: lines.join("\n"),
    location: meetingLocation(b.meeting, b.phone),
  };
}
