import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { AgendaItem, BookingView } from "~/contract/booking";
import type { AppContext } from "../../context";
import { admins, demoBookings, demoRequests } from "../../platform/db/schema";
import type { BookingDetails } from "./booking-event";
import { visitorCanChange } from "./changes";
import { staffName } from "../identity";

// What staff and visitors see of bookings: the agenda, a request's demo, and the visitor's view.

const itemColumns = {
  id: demoBookings.id,
  demoRequestId: demoBookings.demoRequestId,
  startsAt: demoBookings.startsAt,
  endsAt: demoBookings.endsAt,
  status: demoBookings.status,
  hostId: demoBookings.hostId,
  hostEmail: admins.email,
  hostDisplayName: admins.displayName,
  fullName: demoRequests.fullName,
  companyName: demoRequests.companyName,
  timeZone: demoBookings.timeZone,
  attendance: demoBookings.attendance,
};

type Row = { startsAt: Date; endsAt: Date; hostDisplayName: string | null } & Omit<
  AgendaItem,
  "startsAt" | "endsAt" | "hostName"
>;
const toItem = ({ hostDisplayName, ...r }: Row): AgendaItem => ({
  ...r,
  hostName: staffName({ displayName: hostDisplayName, email: r.hostEmail }),
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
});

const joined = (ctx: AppContext) =>
  ctx.db
    .select(itemColumns)
    .from(demoBookings)
    .innerJoin(demoRequests, eq(demoRequests.id, demoBookings.demoRequestId))
    .innerJoin(admins, eq(admins.id, demoBookings.hostId));

/** Confirmed demos not yet over, soonest first: the signed-in member's, or everyone's. */
export async function listAgenda(
  ctx: AppContext,
  scope: "mine" | "all",
  adminId: string,
): Promise<AgendaItem[]> {
  const upcoming = and(eq(demoBookings.status, "confirmed"), gt(demoBookings.endsAt, ctx.clock()));
  const rows = await joined(ctx)
    .where(scope === "mine" ? and(upcoming, eq(demoBookings.hostId, adminId)) : upcoming)
    .orderBy(asc(demoBookings.startsAt), asc(demoBookings.id));
  return rows.map(toItem);
}

/** A request's demo (held, confirmed or cancelled), or null when it never had a time. */
export async function requestBooking(ctx: AppContext, requestId: string): Promise<AgendaItem | null> {
  const [row] = await joined(ctx)
    .where(eq(demoBookings.demoRequestId, requestId))
    .orderBy(desc(demoBookings.createdAt))
    .limit(1);
  return row ? toItem(row) : null;
}

/** The booking as the visitor sees it on step 3 and the manage pages. */
export function bookingView(ctx: AppContext, b: BookingDetails): BookingView {
  return {
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    timeZone: b.timeZone,
    companyTimeZone: ctx.company.current().timeZone,
    hostName: b.hostName,
    meeting: b.meeting,
    status: b.status === "cancelled" ? "cancelled" : "confirmed",
    canChange: visitorCanChange(ctx, b),
  };
}
