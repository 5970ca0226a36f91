import { asc, eq } from "drizzle-orm";
import type { Availability, AvailabilityInput } from "~/contract/booking";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { admins, staffDaysOff, staffSchedules, type WeeklyHours } from "../../platform/db/schema";
import { meetingColumns, meetingFromColumns } from "./meeting-place";

/** What a staff member without a schedule of their own gets: demos Mon–Fri 10:00–18:00 (company zone). */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = Object.fromEntries(
  ["1", "2", "3", "4", "5"].map((d) => [d, [{ start: "10:00", end: "18:00" }]]),
);

/**
 * A member who joins by invitation takes no demos until they open /availability and say so (or an owner
 * does): a booking must never go to someone who has not set their hours. Runs in the joining transaction.
 */
export async function joinWithoutDemos(db: Db, adminId: string, now: Date): Promise<void> {
  await db
    .insert(staffSchedules)
    .values({ adminId, takesDemos: false, weeklyHours: DEFAULT_WEEKLY_HOURS, updatedAt: now });
}

export interface StaffSchedule {
  adminId: string;
  email: string;
  takesDemos: boolean;
  weeklyHours: WeeklyHours;
  caldavUrl: string | null;
  caldavBusy: { start: string; end: string }[];
}

/** Every staff member's schedule in one query, the defaults for those who never set one. */
export async function loadSchedules(ctx: AppContext): Promise<StaffSchedule[]> {
  const rows = await ctx.db
    .select({
      adminId: admins.id,
      email: admins.email,
      takesDemos: staffSchedules.takesDemos,
      weeklyHours: staffSchedules.weeklyHours,
      caldavUrl: staffSchedules.caldavUrl,
      caldavBusy: staffSchedules.caldavBusy,
    })
    .from(admins)
    .leftJoin(staffSchedules, eq(staffSchedules.adminId, admins.id))
    .orderBy(asc(admins.id));
  return rows.map((r) => ({
    adminId: r.adminId,
    email: r.email,
    takesDemos: r.takesDemos ?? true,
    weeklyHours: r.weeklyHours ?? DEFAULT_WEEKLY_HOURS,
    caldavUrl: r.caldavUrl ?? null,
    caldavBusy: r.caldavBusy ?? [],
  }));
}

/** Whether the id is a team member's. */
export async function isMember(ctx: AppContext, adminId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId)).limit(1);
  return Boolean(row);
}

const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
/** Every weekday named, a day without hours as an empty list (the contract's shape). */
const fullWeek = (hours: WeeklyHours) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, hours[d] ?? []])) as Availability["weeklyHours"];

/** A member's availability as /availability shows it (their own, or any member's for an owner). */
export async function getAvailability(ctx: AppContext, adminId: string): Promise<Availability> {
  const [row] = await ctx.db.select().from(staffSchedules).where(eq(staffSchedules.adminId, adminId));
  const days = await ctx.db
    .select({ day: staffDaysOff.day })
    .from(staffDaysOff)
    .where(eq(staffDaysOff.adminId, adminId))
    .orderBy(asc(staffDaysOff.day));
  return {
    takesDemos: row?.takesDemos ?? true,
    weeklyHours: fullWeek(row?.weeklyHours ?? DEFAULT_WEEKLY_HOURS),
    daysOff: days.map((d) => d.day),
    meeting: meetingFromColumns(row),
    companyTimeZone: ctx.company.current().timeZone,
    calendar: {
      connected: Boolean(row?.caldavUrl),
      url: row?.caldavUrl ?? null,
      username: row?.caldavUsername ?? null,
      lastSyncedAt: row?.caldavSyncedAt?.toISOString() ?? null,
      error: row?.caldavError ?? null,
    },
    hasFeed: Boolean(row?.feedTokenHash),
  };
}

/** Saves hours, the demo switch and (when given) the meeting place, and replaces the days off with the given list. */
export async function saveAvailability(
  ctx: AppContext,
  adminId: string,
  input: AvailabilityInput,
): Promise<Availability> {
  const now = ctx.clock();
  const weeklyHours = input.weeklyHours as WeeklyHours;
  const set = {
    takesDemos: input.takesDemos,
    weeklyHours,
    updatedAt: now,
    ...(input.meeting !== undefined ? meetingColumns(input.meeting) : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(staffSchedules)
      .values({ adminId, ...set })
      .onConflictDoUpdate({ target: staffSchedules.adminId, set });
    await tx.delete(staffDaysOff).where(eq(staffDaysOff.adminId, adminId));
    const days = [...new Set(input.daysOff)];
    if (days.length) await tx.insert(staffDaysOff).values(days.map((day) => ({ adminId, day })));
  });
  return getAvailability(ctx, adminId);
}
