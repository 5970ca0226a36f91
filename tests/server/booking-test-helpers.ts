import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { expect } from "vitest";
import {
  admins,
  auditEvents,
  demoBookings,
  demoRequests,
  leadEvents,
} from "../../server/src/platform/db/schema";
import { admin, json, type TestApp } from "./helpers";

// Booked demos for the invitation and change tests, and a real iCalendar parser over the outbox.

/** Monday 7 December 2026, 08:00 in Kolkata: the slots of that week are all ahead. */
export const MONDAY = new Date("2026-12-07T02:30:00.000Z");

export async function freeSlots(t: TestApp): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/Book/Slots" });
  expect(res.statusCode).toBe(200);
  return (json(res).data as { slots: string[] }).slots;
}

export async function adminId(t: TestApp): Promise<string> {
  const [row] = await t.app.appContext.db.select().from(admins).where(eq(admins.email, admin.email));
  return row!.id;
}

let seq = 0;
/** A demo request without a time, as the spec's clients create it. */
export async function insertRequest(t: TestApp, extra: Partial<typeof demoRequests.$inferInsert> = {}) {
  const id = `req-${++seq}-${Date.now().toString(36)}`;
  await t.app.appContext.db.insert(demoRequests).values({
    id,
    fullName: "Ravi Kumar",
    companyName: "Acme Pvt Ltd",
    phone: "9876543210",
    email: `visitor${seq}@example.org`,
    comment: "Please show us the KPI platform.",
    status: "confirmed",
    createdAt: t.clock(),
    confirmedAt: t.clock(),
    ...extra,
  });
  return id;
}

/** A confirmed demo at `start`, written directly (the visitor's wizard is tested elsewhere). */
export async function insertBooking(
  t: TestApp,
  start: string,
  options: { timeZone?: string; sequence?: number } = {},
) {
  const requestId = await insertRequest(t);
  const { durationMinutes, bufferMinutes } = t.app.appContext.config.booking;
  const startsAt = new Date(start);
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const id = `bk-${requestId}`;
  await t.app.appContext.db.insert(demoBookings).values({
    id,
    demoRequestId: requestId,
    hostId: await adminId(t),
    status: "confirmed",
    startsAt,
    endsAt,
    blockedUntil: new Date(endsAt.getTime() + bufferMinutes * 60_000),
    timeZone: options.timeZone ?? "Asia/Kolkata",
    uid: `${requestId}@example.test`,
    sequence: options.sequence ?? 0,
    createdAt: t.clock(),
    confirmedAt: t.clock(),
  });
  return { id, requestId, uid: `${requestId}@example.test` };
}

export async function bookingRow(t: TestApp, id: string) {
  const [row] = await t.app.appContext.db.select().from(demoBookings).where(eq(demoBookings.id, id));
  return row!;
}

export const timeline = (t: TestApp, requestId: string) =>
  t.app.appContext.db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadKind, "demo"), eq(leadEvents.leadId, requestId)))
    .orderBy(leadEvents.at);

export const auditOf = (t: TestApp, event: string) =>
  t.app.appContext.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.event, event))
    .orderBy(asc(auditEvents.seq));

/** Mails with an invitation, oldest first. */
export const invitationMails = (t: TestApp) => t.outbox().filter((m) => m.calendar);

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: string;
  end: string;
  dtstartText: string;
  attendees: { email: string; cn: string; partstat: string }[];
  organizer: string;
  summary: string;
  description: string;
}

/** Parses one VCALENDAR with ical.js and checks the shape every invitation must have. */
export function parseInvite(ics: string): ParsedInvite {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const events = cal.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const ev = events[0]!;
  const dtstart = ev.getFirstProperty("dtstart")!;
  const start = dtstart.getFirstValue() as ICAL.Time;
  // DTSTART in UTC: a Z value, no TZID parameter.
  expect(start.zone?.tzid).toBe("UTC");
  expect(dtstart.getParameter("tzid")).toBeUndefined();
  const attendees = ev.getAllProperties("attendee").map((p) => ({
    email: String(p.getFirstValue()).replace(/^mailto:/i, ""),
    cn: String(p.getParameter("cn")),
    partstat: String(p.getParameter("partstat")),
  }));
  return {
    method: String(cal.getFirstPropertyValue("method")),
    uid: String(ev.getFirstPropertyValue("uid")),
    sequence: Number(ev.getFirstPropertyValue("sequence")),
    status: String(ev.getFirstPropertyValue("status")),
    start: start.toJSDate().toISOString(),
    end: (ev.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
    dtstartText: ics.match(/^DTSTART.*$/m)![0].trim(),
    attendees,
    organizer: String(ev.getFirstPropertyValue("organizer")),
    summary: String(ev.getFirstPropertyValue("summary")),
    description: String(ev.getFirstPropertyValue("description")),
  };
}

/** The token in a mail's reschedule link. */
export function tokenIn(text: string): string {
  const m = /\/demo\/reschedule#([\w.-]+)/.exec(text);
  expect(m).not.toBeNull();
  return m![1]!;
}
