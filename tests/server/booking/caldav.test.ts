import { asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admins,
  auditEvents,
  demoBookings,
  demoRequests,
  staffSchedules,
} from "../../../server/src/platform/db/schema";
import {
  calendarRefreshesIdle,
  refreshBusyTimes,
  syncBookingToCalendar,
} from "../../../server/src/modules/booking/calendar-sync";
import { PASSWORD_FOR_NEW_SERVER } from "../../../server/src/modules/booking/caldav/connection";
import { auth, json, startTestApp, type TestApp } from "../helpers";
import { type Radicale, radicaleInstalled, radicaleMissing, startRadicale } from "../radicale";

if (!radicaleInstalled) console.warn(radicaleMissing);

const HOUR = 3_600_000;
const stamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** A VCALENDAR with one event, as another calendar app would write it. */
function event(uid: string, start: Date, end: Date, extra: string[] = []): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Other app//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${stamp(start)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    "SUMMARY:Busy",
    ...extra,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

describe.skipIf(!radicaleInstalled)("CalDAV calendar of a staff member (real Radicale)", () => {
  let t: TestApp;
  let radicale: Radicale;
  let calendarUrl = "";
  let adminId = "";
  let token = "";
  const ctx = () => t.app.appContext;

  beforeAll(async () => {
    // The calendar runs on this machine: only with the URL guard off may the server reach it.
    [t, radicale] = await Promise.all([startTestApp({ CALDAV_URL_GUARD: "0" }), startRadicale()]);
    calendarUrl = await radicale.makeCalendar("work");
    token = await t.token();
    adminId = (await ctx().db.select({ id: admins.id }).from(admins))[0]!.id;
  });
  afterAll(async () => {
    await calendarRefreshesIdle(ctx());
    await Promise.all([t.close(), radicale.stop()]);
  });

  const connect = (payload: Record<string, string>) =>
    t.app.inject({ method: "PUT", url: "/api/Staff/Availability/Calendar", headers: auth(token), payload });
  const schedule = async () =>
    (await ctx().db.select().from(staffSchedules).where(eq(staffSchedules.adminId, adminId)))[0];
  /** Makes the stored copy old, then reads the calendar again as a slot lookup would. */
  async function refreshNow() {
    await ctx()
      .db.update(staffSchedules)
      .set({ caldavSyncedAt: new Date(0) });
    await refreshBusyTimes(ctx(), [adminId]);
    await calendarRefreshesIdle(ctx());
    return (await schedule())!;
  }
  const audit = async (event: string) =>
    (
      await ctx()
        .db.select()
        .from(auditEvents)
        .where(eq(auditEvents.event, event))
        .orderBy(asc(auditEvents.seq))
    ).map((e) => e.outcome);

  it("refuses a calendar it cannot reach or log in to, storing nothing", async () => {
    const wrong = await connect({ url: calendarUrl, username: "alice", password: "wrong" });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(
      "The calendar could not be reached: The calendar refused the username or password.",
    );
    const closed = await connect({ url: "http://127.0.0.1:9/dav/", username: "a", password: "b" });
    expect(closed.statusCode).toBe(400);
    // In general words: a network error's address and port would let the form scan the network.
    expect(json(closed).message).toBe(
      "The calendar could not be reached: The calendar server did not answer, or its answer was not a calendar's.",
    );
    expect(await schedule()).toBeUndefined();
    expect(await audit("calendar.connected")).toEqual(["failure", "failure"]);
  });

  it("connects at the account's address, picks its calendar, reads busy times, and keeps the password sealed", async () => {
    const busyStart = new Date(ctx().clock().getTime() + 48 * HOUR);
    busyStart.setUTCMinutes(0, 0, 0);
    await radicale.putEvent(
      calendarUrl,
      "meeting-1",
      event("meeting-1", busyStart, new Date(busyStart.getTime() + HOUR)),
    );

    const res = await connect({ url: `${radicale.origin}/`, ...radicale.user });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(radicale.user.password);
    expect(json(res).data).toEqual({
      connected: true,
      url: calendarUrl,
      username: "alice",
      lastSyncedAt: ctx().clock().toISOString(),
      error: null,
    });
    const row = (await schedule())!;
    // Sealed under the ring's current key: k1.<kid>.<iv>.<tag>.<ciphertext>.
    expect(row.caldavPasswordEnc).toMatch(/^k1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(row)).not.toContain(radicale.user.password);
    expect(row.weeklyHours).toEqual(
      Object.fromEntries(["1", "2", "3", "4", "5"].map((d) => [d, [{ start: "10:00", end: "18:00" }]])),
    );
    expect(row.caldavBusy).toEqual([
      { start: busyStart.toISOString(), end: new Date(busyStart.getTime() + HOUR).toISOString() },
    ]);
    expect(t.logs.join("")).not.toContain(radicale.user.password);
    expect(await audit("calendar.connected")).toContain("success");
  });

  it("sends the saved password only to the server it was saved for: another address must be given one", async () => {
    // The same Radicale by another name is another origin to the browser and to us.
    const elsewhere = `${radicale.origin.replace("127.0.0.1", "localhost")}/`;
    const res = await connect({ url: elsewhere, username: "alice", password: "" });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([{ path: "password", message: PASSWORD_FOR_NEW_SERVER }]);
    expect((await schedule())!.caldavUrl).toBe(calendarUrl);
    // Its own server, with the password left empty, keeps the saved one.
    expect((await connect({ url: `${radicale.origin}/`, username: "alice", password: "" })).statusCode).toBe(
      200,
    );
  });

  it("counts busy, recurring events, and not free, cancelled or our own demos' events", async () => {
    const base = new Date(ctx().clock().getTime() + 72 * HOUR);
    base.setUTCMinutes(0, 0, 0);
    const at = (h: number) => new Date(base.getTime() + h * HOUR);
    await radicale.putEvent(calendarUrl, "free-1", event("free-1", at(0), at(1), ["TRANSP:TRANSPARENT"]));
    await radicale.putEvent(
      calendarUrl,
      "cancelled-1",
      event("cancelled-1", at(2), at(3), ["STATUS:CANCELLED"]),
    );
    await radicale.putEvent(
      calendarUrl,
      "weekly-1",
      event("weekly-1", at(4), at(5), ["RRULE:FREQ=WEEKLY;COUNT=2"]),
    );
    await insertBooking("own-demo-uid", at(6), "confirmed");
    await radicale.putEvent(calendarUrl, "own-demo-uid", event("own-demo-uid", at(6), at(7)));

    const busy = (await refreshNow()).caldavBusy.map((b) => b.start);
    expect(busy).toContain(at(4).toISOString());
    expect(busy).toContain(at(4 + 7 * 24).toISOString());
    for (const h of [0, 2, 6]) expect(busy).not.toContain(at(h).toISOString());
  });

  it("keeps the last busy times and records the error when the calendar cannot be reached", async () => {
    const before = (await refreshNow()).caldavBusy;
    expect(before.length).toBeGreaterThan(0);
    await ctx().db.update(staffSchedules).set({ caldavUrl: "http://127.0.0.1:9/alice/work/" });
    const after = await refreshNow();
    expect(after.caldavBusy).toEqual(before);
    expect(after.caldavError).toBeTruthy();
    expect(after.caldavSyncedAt!.getTime()).toBe(ctx().clock().getTime());
    await ctx().db.update(staffSchedules).set({ caldavUrl: calendarUrl });
    expect((await refreshNow()).caldavError).toBeNull();
  });

  it("reads a calendar once per minute at most, one read at a time", async () => {
    await ctx().db.update(staffSchedules).set({ caldavSyncedAt: ctx().clock() });
    await refreshBusyTimes(ctx(), [adminId]);
    await calendarRefreshesIdle(ctx());
    expect((await schedule())!.caldavSyncedAt!.getTime()).toBe(ctx().clock().getTime());
    t.clock.advance(61_000);
    await Promise.all([refreshBusyTimes(ctx(), [adminId]), refreshBusyTimes(ctx(), [adminId])]);
    await calendarRefreshesIdle(ctx());
    expect((await schedule())!.caldavSyncedAt!.getTime()).toBe(ctx().clock().getTime());
  });

  let seq = 0;
  async function insertBooking(uid: string, startsAt: Date, status: "confirmed" | "cancelled") {
    const n = ++seq;
    const now = ctx().clock();
    await ctx()
      .db.insert(demoRequests)
      .values({
        id: `req-${n}`,
        fullName: `Lead ${n}`,
        companyName: `Company ${n}`,
        phone: "9876543210",
        email: `lead${n}@example.org`,
        comment: "A demo please.",
        status: "confirmed",
        createdAt: now,
      });
    await ctx()
      .db.insert(demoBookings)
      .values({
        id: `booking-${n}`,
        demoRequestId: `req-${n}`,
        hostId: adminId,
        status,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        blockedUntil: new Date(startsAt.getTime() + 45 * 60_000),
        timeZone: "Asia/Kolkata",
        uid,
        createdAt: now,
        confirmedAt: now,
      });
    return { id: `booking-${n}`, requestId: `req-${n}`, n };
  }
  const booking = async (id: string) =>
    (await ctx().db.select().from(demoBookings).where(eq(demoBookings.id, id)))[0]!;
  const vevent = (text: string) => new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;

  it("writes a confirmed demo into the host's calendar, moves it, and removes it on cancel", async () => {
    const start = new Date(ctx().clock().getTime() + 100 * HOUR);
    start.setUTCMinutes(0, 0, 0);
    const uid = "demo-abc@booking.example";
    const b = await insertBooking(uid, start, "confirmed");
    await syncBookingToCalendar(ctx(), { kind: "confirmed", bookingId: b.id });
    const href = (await booking(b.id)).caldavHref!;
    expect(href).toBe(`${calendarUrl}${encodeURIComponent(uid)}.ics`);
    expect((await booking(b.id)).caldavEtag).toBeTruthy();
    const written = (await radicale.getObject(href))!;
    expect(written).not.toMatch(/^METHOD:/m);
    const ev = vevent(written);
    expect(ev.getFirstPropertyValue("uid")).toBe(uid);
    expect(ev.getFirstPropertyValue("sequence")).toBe(0);
    expect(String(ev.getFirstPropertyValue("description"))).toContain(`Lead ${b.n} (Company ${b.n})`);
    expect((ev.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(
      start.toISOString(),
    );
    // Our own demo does not count twice as a calendar busy time.
    expect((await refreshNow()).caldavBusy.map((x) => x.start)).not.toContain(start.toISOString());

    const moved = new Date(start.getTime() + 2 * HOUR);
    await ctx()
      .db.update(demoBookings)
      .set({
        startsAt: moved,
        endsAt: new Date(moved.getTime() + 30 * 60_000),
        blockedUntil: new Date(moved.getTime() + 45 * 60_000),
        sequence: 1,
      })
      .where(eq(demoBookings.id, b.id));
    await syncBookingToCalendar(ctx(), {
      kind: "rescheduled",
      bookingId: b.id,
      previous: { startsAt: start, hostId: adminId },
    });
    const again = vevent((await radicale.getObject(href))!);
    expect(again.getFirstPropertyValue("sequence")).toBe(1);
    expect((again.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(
      moved.toISOString(),
    );

    await ctx()
      .db.update(demoBookings)
      .set({ status: "cancelled", sequence: 2, cancelledAt: ctx().clock() })
      .where(eq(demoBookings.id, b.id));
    await syncBookingToCalendar(ctx(), { kind: "cancelled", bookingId: b.id });
    expect(await radicale.getObject(href)).toBeNull();
    expect((await booking(b.id)).caldavHref).toBeNull();
  });

  it("never throws to the caller when the calendar fails", async () => {
    const b = await insertBooking(
      "demo-fail@booking.example",
      new Date(ctx().clock().getTime() + 120 * HOUR),
      "confirmed",
    );
    await ctx().db.update(staffSchedules).set({ caldavUrl: "http://127.0.0.1:9/alice/work/" });
    await expect(
      syncBookingToCalendar(ctx(), { kind: "confirmed", bookingId: b.id }),
    ).resolves.toBeUndefined();
    expect((await booking(b.id)).caldavHref).toBeNull();
    expect(t.logs.join("")).toContain("calendar not updated");
    await ctx().db.update(staffSchedules).set({ caldavUrl: calendarUrl });
  });

  it("keeps the stored password when the field is left empty", async () => {
    const res = await connect({ url: calendarUrl, username: "alice", password: "" });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ connected: true, error: null });
  });

  it("serves the private feed of upcoming demos, with the lead's name and company only", async () => {
    const start = new Date(ctx().clock().getTime() + 30 * HOUR);
    const b = await insertBooking("demo-feed@booking.example", start, "confirmed");
    await insertBooking("demo-gone@booking.example", new Date(start.getTime() + HOUR), "cancelled");
    const made = await t.app.inject({
      method: "POST",
      url: "/api/Staff/Availability/Feed",
      headers: auth(token),
    });
    expect(made.statusCode).toBe(200);
    const { url } = json(made).data as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/Calendar\/Feed\/[\w-]{43}$/);
    const path = new URL(url).pathname;
    const row = (await schedule())!;
    expect(row.feedTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(url).not.toContain(row.feedTokenHash!);

    const feed = await t.app.inject({ method: "GET", url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents("vevent");
    const uids = events.map((e) => e.getFirstPropertyValue("uid"));
    expect(uids).toContain("demo-feed@booking.example");
    expect(uids).not.toContain("demo-gone@booking.example");
    expect(feed.body).toContain(`Lead ${b.n}`);
    expect(feed.body).not.toContain(`lead${b.n}@example.org`);
    expect(feed.body).not.toContain("9876543210");

    expect(
      (await t.app.inject({ method: "GET", url: "/api/Calendar/Feed/not-a-real-token" })).statusCode,
    ).toBe(404);
    await t.app.inject({ method: "POST", url: "/api/Staff/Availability/Feed", headers: auth(token) });
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect(await audit("calendar.feed_created")).toEqual(["success", "success"]);
  });

  it("blocks the slots of a busy event in the calendar, and offers them again once it is gone", async () => {
    t.clock.set(new Date("2026-12-07T02:30:00.000Z")); // Monday 08:00 in Kolkata
    const slots = async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/Book/Slots" });
      expect(res.statusCode).toBe(200);
      return (json(res).data as { slots: string[] }).slots;
    };
    await refreshNow();
    const before = await slots();
    const slot = before.find((s) => s.startsWith("2026-12-08"))!;
    expect(slot).toBeDefined();
    const start = new Date(slot);
    await radicale.putEvent(
      calendarUrl,
      "dentist",
      event("dentist", start, new Date(start.getTime() + 30 * 60_000)),
    );
    await refreshNow();
    expect(await slots()).not.toContain(slot);
    await radicale.putEvent(
      calendarUrl,
      "dentist",
      event("dentist", start, new Date(start.getTime() + 30 * 60_000), ["STATUS:CANCELLED"]),
    );
    await refreshNow();
    expect(await slots()).toContain(slot);
  });

  it("disconnects with an empty URL", async () => {
    token = await t.newToken(); // the clock moved past the first one's life
    const res = await connect({ url: "" });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      connected: false,
      url: null,
      username: null,
      lastSyncedAt: null,
      error: null,
    });
    const row = (await schedule())!;
    expect([row.caldavUrl, row.caldavUsername, row.caldavPasswordEnc, row.caldavError]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(row.caldavBusy).toEqual([]);
    expect(await audit("calendar.disconnected")).toEqual(["success"]);
  });
});
