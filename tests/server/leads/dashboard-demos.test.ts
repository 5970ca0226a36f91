import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { admins, demoBookings, demoRequests } from "../../../server/src/platform/db/schema";
import { isoWeekOf } from "../../../server/src/modules/analytics/dashboard";
import { auth, json, startTestApp, type TestApp } from "../helpers";

const DAY = 24 * 60 * 60 * 1000;

describe("the current ISO week in the company time zone", () => {
  it.each([
    // Asia/Kolkata (+05:30): Monday 00:00 is Sunday 18:30 UTC.
    ["Asia/Kolkata", "2026-03-11T06:30:00Z", "2026-03-08T18:30:00.000Z", "2026-03-15T18:30:00.000Z"],
    // Sunday evening in Kolkata is still that week, though UTC has it on Sunday afternoon.
    ["Asia/Kolkata", "2026-03-15T18:29:00Z", "2026-03-08T18:30:00.000Z", "2026-03-15T18:30:00.000Z"],
    ["Asia/Kolkata", "2026-03-15T18:30:00Z", "2026-03-15T18:30:00.000Z", "2026-03-22T18:30:00.000Z"],
    // New York springs forward on Sunday 8 March 2026: the week starts in EST and ends in EDT (167 hours).
    ["America/New_York", "2026-03-08T12:00:00Z", "2026-03-02T05:00:00.000Z", "2026-03-09T04:00:00.000Z"],
    // Kathmandu (+05:45).
    ["Asia/Kathmandu", "2026-03-11T06:30:00Z", "2026-03-08T18:15:00.000Z", "2026-03-15T18:15:00.000Z"],
  ])("%s at %s: %s to %s", (zone, now, from, to) => {
    const week = isoWeekOf(new Date(now), zone);
    expect([week.from.toISOString(), week.to.toISOString()]).toEqual([from, to]);
  });
});

describe("dashboard demo figures", () => {
  let t: TestApp;
  let hostId: string;
  let n = 0;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  beforeEach(async () => {
    const db = t.app.appContext.db;
    await db.delete(demoBookings);
    // Wednesday 10 March 2027, 12:00 in Kolkata (after the app's start, so tokens stay valid).
    t.clock.set(new Date("2027-03-10T06:30:00Z"));
    await t.newToken();
    hostId = (await db.select({ id: admins.id }).from(admins))[0]!.id;
  });

  /** A demo request with one booking at `startsAt`. */
  async function book(startsAt: string, over: Partial<typeof demoBookings.$inferInsert> = {}): Promise<void> {
    const db = t.app.appContext.db;
    const requestId = `dr-${++n}`;
    const start = new Date(startsAt);
    await db.insert(demoRequests).values({
      id: requestId,
      fullName: `Client ${n}`,
      phone: "9876543210",
      email: `client${n}@example.com`,
      comment: "",
      createdAt: new Date(start.getTime() - 10 * DAY),
    });
    await db.insert(demoBookings).values({
      id: randomUUID(),
      demoRequestId: requestId,
      hostId,
      status: "confirmed",
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      // One host, so each row is kept clear of the others by the no-overlap constraint.
      blockedUntil: new Date(start.getTime() + 30 * 60_000),
      timeZone: "Asia/Kolkata",
      uid: `${randomUUID()}@test`,
      createdAt: new Date(start.getTime() - 10 * DAY),
      ...over,
    });
  }

  async function figures() {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/Analytics/DashboardStats",
      headers: auth(await t.token()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { demosThisWeek, noShowRate } = json(res).data as { demosThisWeek: number; noShowRate: unknown };
    return { demosThisWeek, noShowRate };
  }

  it("is zero demos and no rate with no bookings", async () => {
    expect(await figures()).toEqual({ demosThisWeek: 0, noShowRate: null });
  });

  it("counts confirmed demos from Monday 00:00 to Sunday 24:00 in the company's zone", async () => {
    await book("2027-03-07T18:30:00Z"); // Monday 00:00 IST: in
    await book("2027-03-07T18:00:00Z"); // the Sunday before, 23:30 IST: out
    await book("2027-03-09T04:30:00Z"); // Tuesday, already past: in
    await book("2027-03-14T18:00:00Z"); // Sunday 23:30 IST: in
    await book("2027-03-14T18:30:00Z"); // next Monday 00:00 IST: out
    await book("2027-03-11T05:00:00Z", { status: "cancelled", cancelledAt: t.clock() }); // out
    await book("2027-03-11T07:00:00Z", { status: "held" }); // out
    expect((await figures()).demosThisWeek).toBe(3);
  });

  it("takes the no-show rate over past demos of the last 90 days with attendance recorded", async () => {
    await book("2027-03-09T04:30:00Z", { attendance: "attended" });
    await book("2027-02-09T04:30:00Z", { attendance: "attended" });
    await book("2026-12-11T07:00:00Z", { attendance: "attended" }); // 89 days back: in
    await book("2027-02-28T04:30:00Z", { attendance: "no_show" });
    await book("2026-12-09T04:30:00Z", { attendance: "no_show" }); // 91 days back: out
    await book("2027-03-01T04:30:00Z"); // nothing recorded: out
    await book("2027-03-02T04:30:00Z", { status: "cancelled", attendance: "no_show" }); // cancelled: out
    expect((await figures()).noShowRate).toBe(0.25);

    // By 20 June every one of them is more than 90 days back.
    t.clock.set(new Date("2027-06-20T06:30:00Z"));
    await t.newToken();
    expect((await figures()).noShowRate).toBeNull();
  });
});
