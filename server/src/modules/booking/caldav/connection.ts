import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import { leadPagePath } from "~/shared/paths";
import type { AppContext } from "../../../context";
import { demoBookings, demoRequests, staffSchedules } from "../../../platform/db/schema";
import { HttpError } from "../../../platform/errors";
import { DEFAULT_WEEKLY_HOURS } from "../availability";
import { readBusyTimes } from "../calendar-sync";
import { demoFeed } from "./event-ics";
import { caldavCalls, loginOf, reason, sealPassword, shownReason } from "./settings";
import { checkUrl } from "./url-guard";

type Schedule = typeof staffSchedules.$inferSelect;

export interface CalendarStatus {
  connected: boolean;
  url: string | null;
  username: string | null;
  lastSyncedAt: string | null;
  error: string | null;
}

/** What the availability screen shows of a calendar (never the password). */
export function calendarStatusOf(row: Schedule | undefined): CalendarStatus {
  return {
    connected: Boolean(row?.caldavUrl),
    url: row?.caldavUrl ?? null,
    username: row?.caldavUrl ? (row.caldavUsername ?? null) : null,
    lastSyncedAt: row?.caldavSyncedAt?.toISOString() ?? null,
    error: row?.caldavUrl ? (row.caldavError ?? null) : null,
  };
}

async function scheduleRow(ctx: AppContext, adminId: string): Promise<Schedule | undefined> {
  const [row] = await ctx.db.select().from(staffSchedules).where(eq(staffSchedules.adminId, adminId));
  return row;
}

/** The staff member's schedule row, made with the defaults when they have none yet. */
async function ensureSchedule(ctx: AppContext, adminId: string): Promise<void> {
  await ctx.db
    .insert(staffSchedules)
    .values({ adminId, weeklyHours: DEFAULT_WEEKLY_HOURS, updatedAt: ctx.clock() })
    .onConflictDoNothing();
}

/** Forgets the staff member's calendar: address, login, busy times and error. */
export async function disconnectCalendar(ctx: AppContext, adminId: string): Promise<CalendarStatus> {
  await ctx.db
    .update(staffSchedules)
    .set({
      caldavUrl: null,
      caldavUsername: null,
      caldavPasswordEnc: null,
      caldavBusy: [],
      caldavSyncedAt: null,
      caldavError: null,
      updatedAt: ctx.clock(),
    })
    .where(eq(staffSchedules.adminId, adminId));
  return calendarStatusOf(await scheduleRow(ctx, adminId));
}

export const PASSWORD_FOR_NEW_SERVER =
  "Enter the password: the saved one is only sent to the calendar server it was saved for.";

const sameOrigin = (saved: string | null, typed: string) => {
  try {
    return saved !== null && new URL(saved).origin === new URL(typed).origin;
  } catch {
    return false;
  }
};

const fieldError = (path: string, message: string) =>
  Object.assign(new HttpError(400, message), { errors: [{ path, message }] });

/**
 * Connects a CalDAV calendar: the URL is checked and reached first (a 400 with the reason, nothing
 * stored, when it cannot be), then kept with the password sealed, and its busy times read at once.
 * An empty password keeps the stored one.
 */
export async function connectCalendar(
  ctx: AppContext,
  adminId: string,
  input: { url: string; username: string; password: string },
): Promise<CalendarStatus> {
  const existing = await scheduleRow(ctx, adminId);
  let password = input.password;
  if (!password && existing?.caldavPasswordEnc) {
    // The saved password goes only to the server it was saved for, never to a URL typed since.
    if (!sameOrigin(existing.caldavUrl, input.url)) throw fieldError("password", PASSWORD_FOR_NEW_SERVER);
    password = loginOf(ctx, existing).password;
  }
  let calendarUrl: string;
  try {
    checkUrl(new URL(input.url), {
      guard: ctx.config.booking.caldavUrlGuard,
      allowPrivate: ctx.config.booking.caldavAllowPrivate,
    });
    calendarUrl = await caldavCalls(ctx).findCalendar(input.url, { username: input.username, password });
  } catch (err) {
    ctx.log.warn({ adminId, err: reason(err) }, "calendar not connected");
    throw new HttpError(400, `The calendar could not be reached: ${shownReason(err)}`);
  }
  await ensureSchedule(ctx, adminId);
  await ctx.db
    .update(staffSchedules)
    .set({
      caldavUrl: calendarUrl,
      caldavUsername: input.username || null,
      caldavPasswordEnc: password ? sealPassword(ctx, password) : null,
      caldavBusy: [],
      caldavSyncedAt: null,
      caldavError: null,
      updatedAt: ctx.clock(),
    })
    .where(eq(staffSchedules.adminId, adminId));
  const row = (await scheduleRow(ctx, adminId))!;
  await readBusyTimes(ctx, row);
  return calendarStatusOf(await scheduleRow(ctx, adminId));
}

const feedHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new secret feed token (the old one stops working); only its hash is kept. */
export async function createFeed(ctx: AppContext, adminId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await ensureSchedule(ctx, adminId);
  await ctx.db
    .update(staffSchedules)
    .set({ feedTokenHash: feedHash(token), updatedAt: ctx.clock() })
    .where(eq(staffSchedules.adminId, adminId));
  return token;
}

/**
 * The feed of a token: the staff member's upcoming confirmed demos (the lead's name and company only),
 * or null for a token nobody has.
 */
export async function feedCalendar(ctx: AppContext, token: string): Promise<string | null> {
  const [owner] = await ctx.db
    .select({ adminId: staffSchedules.adminId })
    .from(staffSchedules)
    .where(eq(staffSchedules.feedTokenHash, feedHash(token)));
  if (!owner) return null;
  const rows = await ctx.db
    .select({ booking: demoBookings, fullName: demoRequests.fullName, companyName: demoRequests.companyName })
    .from(demoBookings)
    .innerJoin(demoRequests, eq(demoRequests.id, demoBookings.demoRequestId))
    .where(
      and(
        eq(demoBookings.hostId, owner.adminId),
        eq(demoBookings.status, "confirmed"),
        gt(demoBookings.endsAt, ctx.clock()),
      ),
    )
    .orderBy(asc(demoBookings.startsAt))
    .limit(1000);
  return demoFeed(
    rows.map(({ booking, fullName, companyName }) => ({
      uid: booking.uid,
      sequence: booking.sequence,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      fullName,
      companyName,
      leadUrl: `${ctx.config.adminBaseUrl}${leadPagePath("demo", booking.demoRequestId)}`,
    })),
    "Demos",
  );
}
