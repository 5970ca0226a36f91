import { and, gt, gte, lt, lte, max, ne, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { AppContext } from "../../context";
import { demoBookings, staffDaysOff } from "../../platform/db/schema";
import { MINUTE_MS } from "../../platform/clock";
import { loadSchedules, type StaffSchedule } from "./availability";
import { refreshBusyTimes } from "./calendar-sync";

// Which demo times are free, and with whom.

export interface SlotOptions {
  /** A booking being moved: its own time does not block. */
  excludeBookingId?: string;
  /** Staff moving a booked demo: the minimum notice and the window do not apply. */
  anyTime?: boolean;
}

/** A live booking's blocked range, as the exclusion constraint sees it. */
interface Blocker {
  id: string;
  hostId: string;
  start: number;
  blockedUntil: number;
}

interface Range {
  from: number;
  to: number;
}

/** Busy times are refreshed for the lookup, but a slow or failing calendar never holds it up. */
const REFRESH_WAIT_MS = 1500;

async function refreshQuietly(ctx: AppContext, adminIds: string[]): Promise<void> {
  if (!adminIds.length) return;
  let timer: NodeJS.Timeout | undefined;
  const refresh = refreshBusyTimes(ctx, adminIds).catch((err: unknown) => {
    ctx.log.warn({ err }, "busy times not refreshed");
  });
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REFRESH_WAIT_MS);
  });
  await Promise.race([refresh, timeout]);
  clearTimeout(timer);
}

/** The booking window: no sooner than the minimum notice, not beyond the booking days. */
function bookingWindow(ctx: AppContext): Range {
  const now = ctx.clock().getTime();
  const { minNoticeMinutes, bookingDays } = ctx.config.booking;
  return { from: now + minNoticeMinutes * MINUTE_MS, to: now + bookingDays * 24 * 60 * MINUTE_MS };
}

/** Live bookings that can block a start in `range` (holds past their life do not). */
async function loadBlockers(ctx: AppContext, range: Range, options: SlotOptions): Promise<Blocker[]> {
  const { durationMinutes, bufferMinutes } = ctx.config.booking;
  const now = ctx.clock();
  const rows = await ctx.db
    .select({
      id: demoBookings.id,
      hostId: demoBookings.hostId,
      startsAt: demoBookings.startsAt,
      blockedUntil: demoBookings.blockedUntil,
    })
    .from(demoBookings)
    .where(
      and(
        ne(demoBookings.status, "cancelled"),
        sql`(${demoBookings.status} <> 'held' or ${demoBookings.holdExpiresAt} > ${now.toISOString()}::timestamptz)`,
        lt(demoBookings.startsAt, new Date(range.to + (durationMinutes + bufferMinutes) * MINUTE_MS)),
        gt(demoBookings.blockedUntil, new Date(range.from)),
        options.excludeBookingId ? ne(demoBookings.id, options.excludeBookingId) : undefined,
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    hostId: r.hostId,
    start: r.startsAt.getTime(),
    blockedUntil: r.blockedUntil.getTime(),
  }));
}

async function loadDaysOff(ctx: AppContext, fromDay: string, toDay: string): Promise<Set<string>> {
  const rows = await ctx.db
    .select()
    .from(staffDaysOff)
    .where(and(gte(staffDaysOff.day, fromDay), lte(staffDaysOff.day, toDay)));
  return new Set(rows.map((r) => `${r.adminId}/${r.day}`));
}

const zoned = (ms: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);

/** The instant of a wall-clock "HH:MM" ("24:00" is the next midnight) on a company-zone date. */
function wallClock(date: Temporal.PlainDate, hhmm: string, zone: string): number {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const day = h === 24 ? date.add({ days: 1 }) : date;
  const time = new Temporal.PlainTime(h === 24 ? 0 : h, m);
  return day.toZonedDateTime({ timeZone: zone, plainTime: time }).epochMilliseconds;
}

/**
 * Every free start in `range` with the staff free at it. In memory over one read of bookings,
 * schedules and days off; a start steps by the demo's length from each working interval's start.
 */
async function freeStartsIn(
  ctx: AppContext,
  range: Range,
  options: SlotOptions & { hoursOnly?: boolean },
): Promise<{ available: boolean; starts: Map<number, string[]> }> {
  const zone = ctx.company.current().timeZone;
  const { durationMinutes, bufferMinutes } = ctx.config.booking;
  const starts = new Map<number, string[]>();
  const firstDay = zoned(range.from, zone).toPlainDate();
  const lastDay = zoned(range.to, zone).toPlainDate();
  // The three reads go out together (one round trip on a pool).
  const [schedules, blockers, daysOff] = await Promise.all([
    loadSchedules(ctx),
    options.hoursOnly ? [] : loadBlockers(ctx, range, options),
    loadDaysOff(ctx, firstDay.toString(), lastDay.toString()),
  ]);
  let staff = schedules.filter((s) => s.takesDemos);
  if (!staff.length) return { available: false, starts };
  const withCalendar = staff.filter((s) => s.caldavUrl).map((s) => s.adminId);
  if (withCalendar.length && !options.hoursOnly) {
    await refreshQuietly(ctx, withCalendar);
    // Busy times are read after the refresh.
    staff = (await loadSchedules(ctx)).filter((s) => s.takesDemos);
  }
  // Time-zone arithmetic is the costly part: each (date, wall-clock time) is converted once per lookup.
  const instants = new Map<string, number>();
  const instantOf = ({ date, iso }: Day, hhmm: string) => {
    const key = `${iso}T${hhmm}`;
    let ms = instants.get(key);
    if (ms === undefined) instants.set(key, (ms = wallClock(date, hhmm, zone)));
    return ms;
  };
  const days: Day[] = [];
  for (let date = firstDay; Temporal.PlainDate.compare(date, lastDay) <= 0; date = date.add({ days: 1 }))
    days.push({ date, iso: date.toString(), weekday: String(date.dayOfWeek) as Weekday });
  const duration = durationMinutes * MINUTE_MS;
  const buffer = bufferMinutes * MINUTE_MS;
  const byHost = new Map<string, Blocker[]>();
  for (const b of blockers) byHost.set(b.hostId, [...(byHost.get(b.hostId) ?? []), b]);
  for (const member of staff) {
    // Starts s a booking or busy time rules out, as open ranges lo < s < hi. A booking: the database's
    // test, [s, s + duration + buffer) against [start, blockedUntil). A busy time: [s, s + duration).
    const ruledOut: [number, number][] = options.hoursOnly
      ? []
      : [
          ...(byHost.get(member.adminId) ?? []).map((b): [number, number] => [
            b.start - duration - buffer,
            b.blockedUntil,
          ]),
          ...member.caldavBusy.map((b): [number, number] => [
            Date.parse(b.start) - duration,
            Date.parse(b.end),
          ]),
        ].sort((a, b) => a[0] - b[0]);
    // Starts are visited in ascending order, so one pass over the ranges sorted by `lo` does: a start is
    // ruled out when the furthest `hi` of the ranges beginning before it lies beyond it.
    let next = 0;
    let reach = -Infinity;
    const free = (start: number) => {
      while (next < ruledOut.length && ruledOut[next]![0] < start)
        reach = Math.max(reach, ruledOut[next++]![1]);
      return reach <= start;
    };
    for (const day of days) {
      if (daysOff.has(`${member.adminId}/${day.iso}`)) continue;
      const hours = [...(member.weeklyHours[day.weekday] ?? [])].sort((a, b) =>
        a.start.localeCompare(b.start),
      );
      for (const interval of hours) {
        const end = instantOf(day, interval.end);
        for (let start = instantOf(day, interval.start); start + duration <= end; start += duration) {
          if (start < range.from || start >= range.to || !free(start)) continue;
          const hosts = starts.get(start);
          if (hosts) hosts.push(member.adminId);
          else starts.set(start, [member.adminId]);
        }
      }
    }
  }
  return { available: true, starts };
}

type Weekday = keyof StaffSchedule["weeklyHours"];
/** A company-zone date of the range, with what the loop asks of it worked out once. */
interface Day {
  date: Temporal.PlainDate;
  iso: string;
  weekday: Weekday;
}

/** Every free start in the booking window; `available` is false when nobody takes demos. */
export async function listFreeSlots(
  ctx: AppContext,
  options: SlotOptions = {},
): Promise<{ available: boolean; slots: Date[] }> {
  const { available, starts } = await freeStartsIn(ctx, bookingWindow(ctx), options);
  const slots = [...starts.keys()].sort((a, b) => a - b).map((ms) => new Date(ms));
  return { available, slots };
}

/** True when `start` is inside the booking window (minimum notice, booking days). */
export function inBookingWindow(ctx: AppContext, start: Date): boolean {
  const window = bookingWindow(ctx);
  return start.getTime() >= window.from && start.getTime() < window.to;
}

/**
 * Staff free at `start` for a whole demo, best round-robin choice first (fewest upcoming demos, then
 * the one booked least recently); empty when the time is not offered.
 */
export async function freeHostsAt(
  ctx: AppContext,
  start: Date,
  options: SlotOptions = {},
): Promise<string[]> {
  if (!options.anyTime && !inBookingWindow(ctx, start)) return [];
  const at = start.getTime();
  const { starts } = await freeStartsIn(ctx, { from: at, to: at + 1 }, options);
  const hosts = starts.get(at) ?? [];
  return hosts.length > 1 ? roundRobin(ctx, hosts) : hosts;
}

/**
 * Whether the company offers `start` at all, taken or not: in the window, on a slot of someone's hours.
 * A time that is offered but has nobody free is "just booked" (409), any other is refused (400).
 */
export async function isOfferedTime(ctx: AppContext, start: Date): Promise<boolean> {
  if (!inBookingWindow(ctx, start)) return false;
  const at = start.getTime();
  const { starts } = await freeStartsIn(ctx, { from: at, to: at + 1 }, { hoursOnly: true });
  return starts.has(at);
}

/** Fewest upcoming confirmed demos first; ties: the latest booking made longest ago (never booked first). */
export async function roundRobin(ctx: AppContext, hosts: string[]): Promise<string[]> {
  const now = ctx.clock();
  const rows = await ctx.db
    .select({
      hostId: demoBookings.hostId,
      upcoming:
        sql<number>`count(*) filter (where ${demoBookings.status} = 'confirmed' and ${demoBookings.startsAt} > ${now.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      latest: max(demoBookings.createdAt),
    })
    .from(demoBookings)
    .where(ne(demoBookings.status, "cancelled"))
    .groupBy(demoBookings.hostId);
  const stats = new Map(rows.map((r) => [r.hostId, r]));
  const key = (id: string) => {
    const s = stats.get(id);
    return { upcoming: s?.upcoming ?? 0, latest: s?.latest ? new Date(s.latest).getTime() : -Infinity };
  };
  return [...hosts].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka.upcoming - kb.upcoming || ka.latest - kb.latest || a.localeCompare(b);
  });
}
