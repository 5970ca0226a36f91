import { eq } from "drizzle-orm";
import { staffName } from "../identity";
import { meetingFromColumns } from "./meeting-place";
import { bookingMessages, type ConfirmedBooking } from "~/contract/booking";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { admins, staffSchedules } from "../../platform/db/schema";
import { MINUTE_MS } from "../../platform/clock";
import { HttpError } from "../../platform/errors";
import { confirmDemo } from "../leads";
import {
  type BookingRow,
  confirmHold,
  findBookingOfRequest,
  isReleased,
  SlotTakenError,
  slotTaken,
} from "./hold";
import { bookingInvite } from "./invites";
import { hostTakesDemo } from "./reminders";
import { freeHostsAt, isOfferedTime } from "./slots";

// The wizard's time, from the code sent (hold) to the code verified (confirm).

const slotNotOffered = () => new HttpError(400, bookingMessages.slotNotOffered);

/**
 * The staff free at the visitor's chosen time, round robin order. A time never offered (off the slot
 * grid, in the past, inside the notice, beyond the window) is a 400; an offered one nobody is free at
 * any more is a 409.
 */
export async function hostsForChoice(ctx: AppContext, slotStart: string): Promise<string[]> {
  const start = new Date(slotStart);
  const hosts = await freeHostsAt(ctx, start);
  if (hosts.length) return hosts;
  throw (await isOfferedTime(ctx, start)) ? slotTaken() : slotNotOffered();
}

/** What verify will confirm: the request's booking and the hosts to try, in order; null without a time. */
export interface ConfirmPlan {
  row: BookingRow;
  hosts: string[];
}

/**
 * Read before the verify transaction (PGlite has one connection): a hold that still blocks its host
 * confirms with that host; a released one with whoever is free at its time now (its host first).
 */
export async function planConfirm(ctx: AppContext, demoRequestId: string): Promise<ConfirmPlan | null> {
  const row = await findBookingOfRequest(ctx.db, demoRequestId);
  if (!row || row.status !== "held") return null;
  if (!isReleased(row)) return { row, hosts: [row.hostId] };
  const free = await freeHostsAt(ctx, row.startsAt, { excludeBookingId: row.id });
  const hosts = free.includes(row.hostId) ? [row.hostId, ...free.filter((h) => h !== row.hostId)] : free;
  return { row, hosts };
}

/**
 * Inside the verify transaction: confirms the time (SlotTakenError when it went to someone else), makes
 * the host the lead's assignee, records "booked" and schedules the reminders.
 */
export async function confirmPlanned(tx: Db, ctx: AppContext, plan: ConfirmPlan): Promise<BookingRow> {
  const booking = await confirmHold(tx, ctx, plan.row, plan.hosts);
  await hostTakesDemo(tx, ctx, booking, { event: "booked", detail: booking.startsAt.toISOString() });
  return booking;
}

/** Whether the visitor may still move or cancel online (outside DEMO_CHANGE_CUTOFF_MINUTES). */
export const canChange = (ctx: AppContext, booking: Pick<BookingRow, "status" | "startsAt">) =>
  booking.status === "confirmed" &&
  booking.startsAt.getTime() - ctx.config.booking.changeCutoffMinutes * MINUTE_MS > ctx.clock().getTime();

/** Step 3's booking: the time, the host, and the invitation for "Add to calendar". */
export async function confirmedBookingView(ctx: AppContext, booking: BookingRow): Promise<ConfirmedBooking> {
  const [host] = await ctx.db
    .select({
      email: admins.email,
      displayName: admins.displayName,
      meetingKind: staffSchedules.meetingKind,
      meetingDetail: staffSchedules.meetingDetail,
    })
    .from(admins)
    .leftJoin(staffSchedules, eq(staffSchedules.adminId, admins.id))
    .where(eq(admins.id, booking.hostId));
  return {
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    timeZone: booking.timeZone,
    companyTimeZone: ctx.company.current().timeZone,
    hostName: staffName({ displayName: host?.displayName ?? null, email: host?.email ?? "" }),
    meeting: meetingFromColumns(host),
    status: "confirmed",
    canChange: canChange(ctx, booking),
    ics: await bookingInvite(ctx, booking.id),
  };
}

/**
 * A demo request confirmed with its code; a held time is booked in the same transaction, or the code
 * stays unused (409 "That time was just booked…": pick another time).
 */
export async function confirmWithCode(ctx: AppContext, demo: { id: string; status: string }, code: string) {
  const plan = demo.status === "pending" ? await planConfirm(ctx, demo.id) : null;
  const book = plan ? (tx: Db) => confirmPlanned(tx, ctx, plan) : undefined;
  return confirmDemo(ctx, demo.id, code, book).catch((err: unknown) => {
    throw err instanceof SlotTakenError ? slotTaken() : err;
  });
}
