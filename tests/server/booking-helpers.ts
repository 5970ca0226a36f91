import { randomBytes } from "node:crypto";
import { createConnection } from "node:net";
import { eq, ne } from "drizzle-orm";
import pg from "pg";
import {
  admins,
  demoBookings,
  demoRequests,
  staffDaysOff,
  staffSchedules,
} from "../../server/src/platform/db/schema";
import { json, startTestApp, type TestApp, usingPostgres, validDemo } from "./helpers";
import { noLimits } from "./shared-app";

/** Booking settings the tests reason with (the defaults, named so a change of default breaks nothing). */
export const bookingEnv = {
  ...noLimits,
  LOG_LEVEL: "warn",
  COMPANY_TIME_ZONE: "Asia/Kolkata",
  DEMO_DURATION_MINUTES: "30",
  DEMO_BUFFER_MINUTES: "15",
  DEMO_MIN_NOTICE_MINUTES: "240",
  DEMO_BOOKING_DAYS: "30",
};

export const ctxOf = (t: TestApp) => t.app.appContext;

export async function slotsOf(t: TestApp): Promise<{ available: boolean; slots: string[] }> {
  const res = await t.app.inject({ method: "GET", url: "/api/Book/Slots" });
  if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
  return json(res).data as { available: boolean; slots: string[] };
}

let staffCount = 0;
/** Another staff member (no schedule row: the defaults). */
export async function addStaff(t: TestApp, email = `staff${++staffCount}@example.com`): Promise<string> {
  const id = `staff-${randomBytes(6).toString("hex")}`;
  const now = ctxOf(t).clock();
  await ctxOf(t)
    .db.insert(admins)
    .values({ id, email, passwordHash: "x", tokensValidAfter: now, createdAt: now });
  return id;
}

export async function adminId(t: TestApp, email = "admin@example.com"): Promise<string> {
  const [row] = await ctxOf(t).db.select().from(admins).where(eq(admins.email, email));
  return row!.id;
}

/** A demo request with a booking of `hostId` stored directly (another visitor's demo). */
export async function insertBooking(
  t: TestApp,
  b: {
    hostId: string;
    startsAt: string;
    status?: "held" | "confirmed" | "cancelled";
    holdExpiresAt?: Date | null;
    createdAt?: Date;
  },
): Promise<string> {
  const ctx = ctxOf(t);
  const id = randomBytes(8).toString("hex");
  const start = new Date(b.startsAt);
  const end = new Date(start.getTime() + 30 * 60_000);
  const now = ctx.clock();
  await ctx.db.insert(demoRequests).values({
    id,
    fullName: "Other Visitor",
    companyName: "",
    phone: "9876500000",
    email: `${id}@example.org`,
    comment: "x",
    status: "pending",
    createdAt: now,
    leadStatus: "new",
    version: 1,
  });
  await ctx.db.insert(demoBookings).values({
    id,
    demoRequestId: id,
    hostId: b.hostId,
    status: b.status ?? "confirmed",
    startsAt: start,
    endsAt: end,
    blockedUntil: new Date(end.getTime() + 15 * 60_000),
    timeZone: "Asia/Kolkata",
    holdExpiresAt: b.holdExpiresAt ?? null,
    uid: `${id}@test`,
    createdAt: b.createdAt ?? now,
  });
  return id;
}

export async function setBusy(t: TestApp, hostId: string, busy: { start: string; end: string }[]) {
  await ctxOf(t)
    .db.insert(staffSchedules)
    .values({
      adminId: hostId,
      weeklyHours: { "1": [{ start: "10:00", end: "18:00" }] },
      caldavBusy: busy,
      updatedAt: ctxOf(t).clock(),
    })
    .onConflictDoUpdate({ target: staffSchedules.adminId, set: { caldavBusy: busy } });
}

/** SendOtp for `email`, with a time when given. */
export const sendOtp = (t: TestApp, email: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/SendOtp",
    payload: { ...validDemo, email, ...extra },
  });

export const countRows = async (t: TestApp) => ({
  requests: (await ctxOf(t).db.select().from(demoRequests)).length,
  bookings: (await ctxOf(t).db.select().from(demoBookings)).length,
});

const LOCAL_PG = "postgres://postgres@127.0.0.1:5432/postgres";

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * An app on PostgreSQL whatever DATABASE_URL says: the suite's own (with DATABASE_URL) or a fresh
 * database on 127.0.0.1:5432; null when no PostgreSQL answers.
 */
export async function startPostgresApp(env: Record<string, string>): Promise<TestApp | null> {
  if (usingPostgres) return startTestApp(env);
  if (!(await answers(5432))) return null;
  const name = `booking_race_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: LOCAL_PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const t = await startTestApp({ ...env, DATABASE_URL: LOCAL_PG.replace(/\/postgres$/, `/${name}`) });
  const close = t.close;
  t.close = async () => {
    await close();
    const c = new pg.Client({ connectionString: LOCAL_PG });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return t;
}

/**
 * A shared app back to Monday with no demo bookings, requests, hours or days off, and no member but the
 * admin: each booking test starts from the same team and calendar.
 */
export async function freshCalendar(t: TestApp, monday: Date) {
  t.clock.set(monday);
  const db = ctxOf(t).db;
  await db.delete(demoBookings);
  await db.delete(demoRequests);
  await db.delete(staffDaysOff);
  await db.delete(staffSchedules);
  await db.delete(admins).where(ne(admins.email, "admin@example.com"));
}
