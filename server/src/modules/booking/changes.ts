import { eq, sql } from "drizzle-orm";
import { bookingMessages } from "~/contract/booking-messages";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { retryOnDeadlock } from "../../platform/db/pg-errors";
import { admins, demoBookings, demoRequests } from "../../platform/db/schema";
import { MINUTE_MS } from "../../platform/clock";
import { HttpError, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { recordLeadEvent } from "../leads";
import type { BookingChange } from "./change";
import { scheduleReminders } from "./reminders";
import { isOverlap } from "./hold";
import { freeHostsAt, isOfferedTime } from "./slots";
import { canChange } from "./visitor-booking";

// Every change after a demo is confirmed: reschedule, cancel, attendance, and staff booking by hand.
// Each bumps SEQUENCE where calendars must see it, writes the lead's timeline in the same transaction,
// and leaves mails and calendar sync to `afterBookingChange` once committed.

type Booking = typeof demoBookings.$inferSelect;
/** Who acts: the visitor (through the mail's token) or a signed-in staff member. */
export type Actor = { staff: { id: string; email: string } } | { visitor: true };

const slotTaken = () => new HttpError(409, bookingMessages.slotTaken);
const slotNotOffered = () => new HttpError(400, bookingMessages.slotNotOffered);
const tooLate = () => new HttpError(409, bookingMessages.tooLateToChange);
const cancelledAlready = () => new HttpError(409, "This demo is cancelled.");
const alreadyStarted = () => new HttpError(409, "This demo has already started.");

const staffOf = (actor: Actor) => ("staff" in actor ? actor.staff : undefined);

/** False inside the change cutoff, once started, or once cancelled: the visitor calls or mails instead. */
export const visitorCanChange: typeof canChange = (ctx, b) => canChange(ctx, b);

/** The booking may change at all, and by this actor (the visitor within the cutoff, staff before the start). */
function assertChangeable(ctx: AppContext, b: Booking, actor: Actor) {
  if (b.status === "cancelled") throw cancelledAlready();
  if (b.status !== "confirmed") throw notFound("Booking");
  if ("visitor" in actor) {
    if (!visitorCanChange(ctx, b)) throw tooLate();
  } else if (b.startsAt.getTime() <= ctx.clock().getTime()) throw alreadyStarted();
}

/** Times outside the window are never offered (400); an offered time with nobody free is taken (409). */
async function hostsFor(ctx: AppContext, start: Date, excludeBookingId?: string): Promise<string[]> {
  const hosts = await freeHostsAt(ctx, start, excludeBookingId ? { excludeBookingId } : {});
  if (hosts.length) return hosts;
  throw (await isOfferedTime(ctx, start)) ? slotTaken() : slotNotOffered();
}

function times(ctx: AppContext, start: Date) {
  const { durationMinutes, bufferMinutes } = ctx.config.booking;
  const endsAt = new Date(start.getTime() + durationMinutes * MINUTE_MS);
  return { startsAt: start, endsAt, blockedUntil: new Date(endsAt.getTime() + bufferMinutes * MINUTE_MS) };
}

async function lockBooking(tx: Db, id: string): Promise<Booking> {
  const [row] = await tx.select().from(demoBookings).where(eq(demoBookings.id, id)).for("update").limit(1);
  if (!row) throw notFound("Booking");
  return row;
}

/**
 * Runs a transaction that writes a booking's time; an overlap the constraint refuses is 409 slotTaken.
 * A deadlock's victim runs again (its writes were rolled back).
 */
async function writingTime<T>(ctx: AppContext, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await retryOnDeadlock(() => ctx.db.transaction(work));
  } catch (err) {
    if (isOverlap(err)) throw slotTaken();
    throw err;
  }
}

/**
 * Moves a confirmed demo to `slotStart`, keeping its host when free there, else the best free host.
 * Same UID, SEQUENCE + 1; reminders are scheduled again for the new time.
 */
export async function rescheduleBooking(
  ctx: AppContext,
  bookingId: string,
  input: { slotStart: Date; timeZone?: string },
  actor: Actor,
): Promise<BookingChange> {
  const [current] = await ctx.db.select().from(demoBookings).where(eq(demoBookings.id, bookingId)).limit(1);
  if (!current) throw notFound("Booking");
  assertChangeable(ctx, current, actor);
  const hosts = await hostsFor(ctx, input.slotStart, bookingId);
  const by = staffOf(actor);
  return writingTime(ctx, async (tx) => {
    const row = await lockBooking(tx, bookingId);
    assertChangeable(ctx, row, actor);
    const hostId = hosts.includes(row.hostId) ? row.hostId : hosts[0]!;
    const [moved] = await tx
      .update(demoBookings)
      .set({
        ...times(ctx, input.slotStart),
        hostId,
        sequence: row.sequence + 1,
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      })
      .where(eq(demoBookings.id, bookingId))
      .returning();
    if (hostId !== row.hostId) await assign(tx, ctx, row.demoRequestId, hostId, by?.email);
    await recordLeadEvent(tx, ctx, {
      kind: "demo",
      id: row.demoRequestId,
      event: "rescheduled",
      detail: input.slotStart.toISOString(),
      by: by?.email,
    });
    await scheduleReminders(tx, ctx, moved!);
    return { kind: "rescheduled", bookingId, by, previous: { startsAt: row.startsAt, hostId: row.hostId } };
  });
}

/** Cancels a confirmed demo: STATUS cancelled, SEQUENCE + 1; the constraint ignores it, so the time is free at once. */
export async function cancelBooking(
  ctx: AppContext,
  bookingId: string,
  actor: Actor,
): Promise<BookingChange> {
  const by = staffOf(actor);
  return ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, bookingId);
    assertChangeable(ctx, row, actor);
    await tx
      .update(demoBookings)
      .set({ status: "cancelled", cancelledAt: ctx.clock(), sequence: row.sequence + 1 })
      .where(eq(demoBookings.id, bookingId));
    await recordLeadEvent(tx, ctx, {
      kind: "demo",
      id: row.demoRequestId,
      event: "cancelled",
      detail: row.startsAt.toISOString(),
      by: by?.email,
    });
    return { kind: "cancelled", bookingId, by, previous: { startsAt: row.startsAt, hostId: row.hostId } };
  });
}

/** Records whether the visitor came; only once the demo's start has passed (409 before). */
export async function recordAttendance(
  ctx: AppContext,
  bookingId: string,
  attendance: "attended" | "no_show",
  staff: { id: string; email: string },
): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, bookingId);
    if (row.status !== "confirmed") throw cancelledAlready();
    if (row.startsAt.getTime() > ctx.clock().getTime())
      throw new HttpError(409, "Attendance can be recorded once the demo has started.");
    const [updated] = await tx
      .update(demoBookings)
      .set({ attendance })
      .where(eq(demoBookings.id, bookingId))
      .returning();
    await recordLeadEvent(tx, ctx, {
      kind: "demo",
      id: row.demoRequestId,
      event: attendance,
      detail: row.startsAt.toISOString(),
      by: staff.email,
    });
    return updated!;
  });
}

/** Makes the host the lead's assignee (the inbox, notices and "Overdue" rules follow the demo). */
async function assign(tx: Db, ctx: AppContext, requestId: string, hostId: string, by?: string) {
  const [req] = await tx
    .select({ assignedTo: demoRequests.assignedTo })
    .from(demoRequests)
    .where(eq(demoRequests.id, requestId))
    .limit(1);
  if (!req || req.assignedTo === hostId) return;
  await tx
    .update(demoRequests)
    .set({ assignedTo: hostId, version: sql`${demoRequests.version} + 1` })
    .where(eq(demoRequests.id, requestId));
  const [host] = await tx.select({ email: admins.email }).from(admins).where(eq(admins.id, hostId)).limit(1);
  await recordLeadEvent(tx, ctx, {
    kind: "demo",
    id: requestId,
    event: "assigned",
    detail: host?.email ?? "",
    by,
  });
}

/** The iCalendar UID of a request's demo: one per request, so every later change is the same event. */
export const bookingUid = (ctx: AppContext, requestId: string) =>
  `${requestId}@${new URL(ctx.config.adminBaseUrl).hostname}`;

/**
 * Staff book a request by hand at `slotStart`: the acting staff member hosts when free then, else the
 * round-robin choice. A request whose demo is already confirmed has it moved instead.
 */
export async function staffBook(
  ctx: AppContext,
  requestId: string,
  input: { slotStart: Date; timeZone?: string },
  staff: { id: string; email: string },
): Promise<BookingChange> {
  const [request] = await ctx.db.select().from(demoRequests).where(eq(demoRequests.id, requestId)).limit(1);
  if (!request) throw notFound("Demo request");
  const [existing] = await ctx.db
    .select()
    .from(demoBookings)
    .where(eq(demoBookings.demoRequestId, requestId))
    .limit(1);
  if (existing?.status === "confirmed") return rescheduleBooking(ctx, existing.id, input, { staff });
  const hosts = await hostsFor(ctx, input.slotStart, existing?.id);
  const hostId = hosts.includes(staff.id) ? staff.id : hosts[0]!;
  const timeZone = input.timeZone ?? existing?.timeZone ?? ctx.company.current().timeZone;
  return writingTime(ctx, async (tx) => {
    const now = ctx.clock();
    const values = { ...times(ctx, input.slotStart), hostId, timeZone, status: "confirmed" as const };
    const confirmation = { holdExpiresAt: null, confirmedAt: now, cancelledAt: null, attendance: null };
    let booking: Booking;
    if (existing) {
      // One row per request: a lapsed hold or a cancelled demo is booked again under its UID; after a
      // CANCEL the new REQUEST must carry a higher SEQUENCE for calendars to take it.
      const row = await lockBooking(tx, existing.id);
      if (row.status === "confirmed") throw slotTaken();
      const sequence = row.status === "cancelled" ? row.sequence + 1 : row.sequence;
      [booking] = (await tx
        .update(demoBookings)
        .set({ ...values, ...confirmation, sequence })
        .where(eq(demoBookings.id, row.id))
        .returning()) as [Booking];
    } else {
      [booking] = (await tx
        .insert(demoBookings)
        .values({
          id: newId(),
          demoRequestId: requestId,
          uid: bookingUid(ctx, requestId),
          sequence: 0,
          createdAt: now,
          ...values,
          ...confirmation,
        })
        .returning()) as [Booking];
    }
    await assign(tx, ctx, requestId, hostId, staff.email);
    await recordLeadEvent(tx, ctx, {
      kind: "demo",
      id: requestId,
      event: "booked",
      detail: input.slotStart.toISOString(),
      by: staff.email,
    });
    await scheduleReminders(tx, ctx, booking);
    return { kind: "confirmed", bookingId: booking.id, by: staff };
  });
}
