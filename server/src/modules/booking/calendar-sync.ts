import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { leadPagePath } from "~/shared/paths";
import type { AppContext } from "../../context";
import { demoBookings, staffSchedules } from "../../platform/db/schema";
import { busyIntervals } from "./caldav/busy";
import { BUSY_CACHE_MS, caldavCalls, loginOf, reason, shownReason } from "./caldav/settings";
import { bookingIcsEvent, loadBooking } from "./booking-event";
import type { BookingChange } from "./change";
import { buildCalendar } from "./ics";

// Writing demos into hosts' CalDAV calendars and reading their busy times (ADR 0036).

type Schedule = typeof staffSchedules.$inferSelect;

/** Refreshes in flight, per app and staff member: at most one each. */
const inFlight = new WeakMap<AppContext, Map<string, Promise<void>>>();
const flights = (ctx: AppContext) => {
  let map = inFlight.get(ctx);
  if (!map) inFlight.set(ctx, (map = new Map()));
  return map;
};

/** The UIDs of this host's bookings: they block their slots already, so the calendar's copies are skipped. */
async function ownUids(ctx: AppContext, hostId: string): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ uid: demoBookings.uid })
    .from(demoBookings)
    .where(eq(demoBookings.hostId, hostId));
  return new Set(rows.map((r) => r.uid));
}

/**
 * Reads one connected calendar's busy times for the booking window now, into its schedule row. On
 * failure the last list stays and the error is recorded; answers the error (null when read).
 */
export async function readBusyTimes(ctx: AppContext, schedule: Schedule): Promise<string | null> {
  if (!schedule.caldavUrl) return null;
  const now = ctx.clock();
  const until = new Date(now.getTime() + ctx.config.booking.bookingDays * 86_400_000);
  try {
    const objects = await caldavCalls(ctx).eventsBetween(
      schedule.caldavUrl,
      loginOf(ctx, schedule),
      now,
      until,
    );
    const busy = busyIntervals(
      objects,
      now,
      until,
      await ownUids(ctx, schedule.adminId),
      ctx.company.current().timeZone,
    );
    await ctx.db
      .update(staffSchedules)
      .set({ caldavBusy: busy, caldavSyncedAt: now, caldavError: null })
      .where(
        and(eq(staffSchedules.adminId, schedule.adminId), eq(staffSchedules.caldavUrl, schedule.caldavUrl)),
      );
    return null;
  } catch (err) {
    const error = shownReason(err);
    ctx.log.warn({ adminId: schedule.adminId, err: reason(err) }, "calendar busy times not read");
    // The copy counts as fresh, so an unreachable calendar is not asked again on every lookup.
    await ctx.db
      .update(staffSchedules)
      .set({ caldavSyncedAt: now, caldavError: error })
      .where(
        and(eq(staffSchedules.adminId, schedule.adminId), eq(staffSchedules.caldavUrl, schedule.caldavUrl)),
      );
    return error;
  }
}

/**
 * Starts a re-read of the given staff's calendars whose copy is older than the cache time, and answers
 * at once: slot lookups use the stored copy and never wait for a calendar. At most one read per staff
 * member is in flight; `calendarRefreshesIdle` waits for them (tests, shutdown).
 */
export async function refreshBusyTimes(ctx: AppContext, adminIds: string[]): Promise<void> {
  if (!adminIds.length) return;
  const running = flights(ctx);
  const stale = new Date(ctx.clock().getTime() - BUSY_CACHE_MS);
  const rows = await ctx.db
    .select()
    .from(staffSchedules)
    .where(and(inArray(staffSchedules.adminId, adminIds), isNotNull(staffSchedules.caldavUrl)));
  for (const row of rows) {
    if (running.has(row.adminId) || (row.caldavSyncedAt && row.caldavSyncedAt > stale)) continue;
    const flight = readBusyTimes(ctx, row)
      .then(() => undefined)
      .catch((err: unknown) => ctx.log.error({ err: reason(err) }, "calendar refresh failed"))
      .finally(() => running.delete(row.adminId));
    running.set(row.adminId, flight);
  }
}

/** Resolves once every calendar read started so far has finished. */
export async function calendarRefreshesIdle(ctx: AppContext): Promise<void> {
  const running = flights(ctx);
  while (running.size) await Promise.all([...running.values()]);
}

async function scheduleOf(ctx: AppContext, adminId: string): Promise<Schedule | undefined> {
  const [row] = await ctx.db.select().from(staffSchedules).where(eq(staffSchedules.adminId, adminId));
  return row?.caldavUrl ? row : undefined;
}

const objectHref = (calendarUrl: string, uid: string) => `${calendarUrl}${encodeURIComponent(uid)}.ics`;

/**
 * Puts, moves or removes the demo in the host's CalDAV calendar (nothing when none is connected). A
 * calendar that fails is logged; the visitor's booking never depends on it.
 */
export async function syncBookingToCalendar(ctx: AppContext, change: BookingChange): Promise<void> {
  try {
    await sync(ctx, change);
  } catch (err) {
    ctx.log.warn(
      { bookingId: change.bookingId, kind: change.kind, err: reason(err) },
      "calendar not updated",
    );
  }
}

async function sync(ctx: AppContext, change: BookingChange): Promise<void> {
  const booking = await loadBooking(ctx.db, change.bookingId);
  if (!booking) return;
  const [stored] = await ctx.db
    .select({ caldavHref: demoBookings.caldavHref })
    .from(demoBookings)
    .where(eq(demoBookings.id, booking.id));
  const calls = caldavCalls(ctx);
  const setHref = (caldavHref: string | null, caldavEtag: string | null) =>
    ctx.db.update(demoBookings).set({ caldavHref, caldavEtag }).where(eq(demoBookings.id, booking.id));

  // The stored event sits in the calendar of the host it was written for: the previous one after a move.
  const writtenFor = change.previous?.hostId ?? booking.hostId;
  const leaving =
    change.kind === "cancelled" || booking.status === "cancelled" || writtenFor !== booking.hostId;
  if (stored?.caldavHref && leaving) {
    const old = await scheduleOf(ctx, writtenFor);
    if (old) await calls.remove(stored.caldavHref, loginOf(ctx, old));
    await setHref(null, null);
  }
  if (change.kind === "cancelled" || booking.status !== "confirmed") return;

  const host = await scheduleOf(ctx, booking.hostId);
  if (!host?.caldavUrl) return;
  const href = objectHref(host.caldavUrl, booking.uid);
  // The same event as the host's invitation (UID, SEQUENCE, attendees), stored without METHOD, so a
  // calendar app that also files the invitation finds one event, not two.
  const leadLink = `${ctx.config.adminBaseUrl}${leadPagePath("demo", booking.demoRequestId)}`;
  const ics = buildCalendar(ctx.company.current().name, [
    bookingIcsEvent(ctx, booking, { extra: `Lead: ${leadLink}` }),
  ]);
  const etag = await calls.put(href, loginOf(ctx, host), ics);
  await setHref(href, etag);
}
