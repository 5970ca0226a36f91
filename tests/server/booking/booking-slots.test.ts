import { beforeEach, describe, expect, it } from "vitest";
import { auth, json, withTestApp } from "../helpers";
import {
  addStaff,
  adminId,
  bookingEnv,
  ctxOf,
  insertBooking,
  setBusy,
  slotsOf,
  freshCalendar,
} from "../booking-helpers";
import { sharedTestApp } from "../shared-app";
import { staffDaysOff } from "../../../server/src/platform/db/schema";

// Monday 7 December 2026, 05:30 in Kolkata (UTC+05:30): hours 10:00–18:00 IST are 04:30Z–12:30Z.
const MONDAY = new Date("2026-12-07T00:00:00.000Z");
const onDay = (slots: string[], day: string) => slots.filter((s) => s.startsWith(day));

const t = sharedTestApp(bookingEnv);

beforeEach(() => freshCalendar(t, MONDAY));

describe("free slots (Asia/Kolkata, defaults)", () => {
  it("offers Mon–Fri 10:00–18:00 company time, every 30 minutes", async () => {
    const { available, slots } = await slotsOf(t);
    expect(available).toBe(true);
    const monday = onDay(slots, "2026-12-07");
    expect(monday[0]).toBe("2026-12-07T04:30:00.000Z");
    expect(monday.at(-1)).toBe("2026-12-07T12:00:00.000Z");
    expect(monday).toHaveLength(16);
    expect(onDay(slots, "2026-12-12")).toEqual([]);
    expect(onDay(slots, "2026-12-13")).toEqual([]);
    expect(slots).toEqual([...slots].sort());
  });

  it("keeps the minimum notice", async () => {
    t.clock.set(new Date("2026-12-07T03:10:00.000Z"));
    const monday = onDay((await slotsOf(t)).slots, "2026-12-07");
    expect(monday[0]).toBe("2026-12-07T07:30:00.000Z");
  });

  it("offers nothing beyond the booking window", async () => {
    const { slots } = await slotsOf(t);
    const end = MONDAY.getTime() + 30 * 24 * 3600_000;
    expect(slots.every((s) => Date.parse(s) < end)).toBe(true);
    // 5 January 2027 is a Tuesday, inside 30 days; 6 January is the 30th day's end.
    expect(onDay(slots, "2027-01-05")).toHaveLength(16);
    expect(onDay(slots, "2027-01-06")).toEqual([]);
  });

  it("blocks a booking and the buffer after it, on both sides", async () => {
    await insertBooking(t, { hostId: await adminId(t), startsAt: "2026-12-07T06:00:00.000Z" });
    const monday = onDay((await slotsOf(t)).slots, "2026-12-07");
    expect(monday).toContain("2026-12-07T05:00:00.000Z");
    // 05:30 + 30 min + 15 min buffer reaches into the demo at 06:00.
    expect(monday).not.toContain("2026-12-07T05:30:00.000Z");
    expect(monday).not.toContain("2026-12-07T06:00:00.000Z");
    // The demo's own buffer runs to 06:45.
    expect(monday).not.toContain("2026-12-07T06:30:00.000Z");
    expect(monday).toContain("2026-12-07T07:00:00.000Z");
  });

  it("ignores cancelled bookings and holds past their life, not live holds", async () => {
    const host = await adminId(t);
    await insertBooking(t, { hostId: host, startsAt: "2026-12-07T06:00:00.000Z", status: "cancelled" });
    await insertBooking(t, {
      hostId: host,
      startsAt: "2026-12-07T08:00:00.000Z",
      status: "held",
      holdExpiresAt: MONDAY,
    });
    await insertBooking(t, {
      hostId: host,
      startsAt: "2026-12-07T10:00:00.000Z",
      status: "held",
      holdExpiresAt: new Date(MONDAY.getTime() + 60_000),
    });
    const monday = onDay((await slotsOf(t)).slots, "2026-12-07");
    expect(monday).toContain("2026-12-07T06:00:00.000Z");
    expect(monday).toContain("2026-12-07T08:00:00.000Z");
    expect(monday).not.toContain("2026-12-07T10:00:00.000Z");
  });

  it("blocks calendar busy times", async () => {
    await setBusy(t, await adminId(t), [
      { start: "2026-12-07T08:10:00.000Z", end: "2026-12-07T09:00:00.000Z" },
    ]);
    const monday = onDay((await slotsOf(t)).slots, "2026-12-07");
    expect(monday).toContain("2026-12-07T07:30:00.000Z");
    expect(monday).not.toContain("2026-12-07T08:00:00.000Z");
    expect(monday).not.toContain("2026-12-07T08:30:00.000Z");
    expect(monday).toContain("2026-12-07T09:00:00.000Z");
  });

  it("a free staff member keeps a time open that another has booked", async () => {
    const other = await addStaff(t);
    await insertBooking(t, { hostId: await adminId(t), startsAt: "2026-12-07T06:00:00.000Z" });
    expect((await slotsOf(t)).slots).toContain("2026-12-07T06:00:00.000Z");
    await insertBooking(t, { hostId: other, startsAt: "2026-12-07T06:00:00.000Z" });
    expect((await slotsOf(t)).slots).not.toContain("2026-12-07T06:00:00.000Z");
  });
});

describe("staff availability", () => {
  const put = async (body: Record<string, unknown>) =>
    t.app.inject({
      method: "PUT",
      url: "/api/Staff/Availability",
      headers: auth(await t.token()),
      payload: body as Record<string, string>,
    });
  const week = (over: Record<string, { start: string; end: string }[]> = {}) => ({
    "1": [],
    "2": [],
    "3": [],
    "4": [],
    "5": [],
    "6": [],
    "7": [],
    ...over,
  });

  it("answers the defaults before anything is set", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/Staff/Availability",
      headers: auth(await t.token()),
    });
    expect(res.statusCode).toBe(200);
    const data = json(res).data as Record<string, unknown>;
    expect(data).toMatchObject({
      takesDemos: true,
      daysOff: [],
      companyTimeZone: "Asia/Kolkata",
      hasFeed: false,
      calendar: { connected: false, url: null, error: null },
    });
    expect((data.weeklyHours as Record<string, unknown>)["1"]).toEqual([{ start: "10:00", end: "18:00" }]);
    expect((data.weeklyHours as Record<string, unknown>)["6"]).toEqual([]);
  });

  it("saves hours and days off, which the slots follow, and logs the change", async () => {
    const res = await put({
      takesDemos: true,
      weeklyHours: week({ "6": [{ start: "09:00", end: "10:00" }] }),
      daysOff: ["2026-12-19"],
    });
    expect(res.statusCode).toBe(200);
    expect((json(res).data as { daysOff: string[] }).daysOff).toEqual(["2026-12-19"]);
    const { slots } = await slotsOf(t);
    expect(onDay(slots, "2026-12-07")).toEqual([]);
    expect(onDay(slots, "2026-12-12")).toEqual(["2026-12-12T03:30:00.000Z", "2026-12-12T04:00:00.000Z"]);
    expect(onDay(slots, "2026-12-19")).toEqual([]);
    expect(onDay(slots, "2026-12-26")).toHaveLength(2);
    const audit = await t.app.inject({
      method: "GET",
      url: "/api/Audit/GetAll?event=availability.changed&pageSize=100",
      headers: auth(await t.token()),
    });
    expect((json(audit).data as unknown[]).length).toBeGreaterThan(0);
  });

  it("a new list of days off replaces the old one", async () => {
    await put({
      takesDemos: true,
      weeklyHours: week({ "1": [{ start: "10:00", end: "18:00" }] }),
      daysOff: ["2026-12-07"],
    });
    expect(onDay((await slotsOf(t)).slots, "2026-12-07")).toEqual([]);
    await put({
      takesDemos: true,
      weeklyHours: week({ "1": [{ start: "10:00", end: "18:00" }] }),
      daysOff: ["2026-12-14"],
    });
    const { slots } = await slotsOf(t);
    expect(onDay(slots, "2026-12-07")).toHaveLength(16);
    expect(onDay(slots, "2026-12-14")).toEqual([]);
  });

  it("nobody taking demos: no slots, not available", async () => {
    await put({ takesDemos: false, weeklyHours: week(), daysOff: [] });
    expect(await slotsOf(t)).toMatchObject({ available: false, slots: [] });
  });

  it("refuses overlapping hours with a 400", async () => {
    const res = await put({
      takesDemos: true,
      weeklyHours: week({
        "1": [
          { start: "10:00", end: "12:00" },
          { start: "11:00", end: "13:00" },
        ],
      }),
      daysOff: [],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("time zones", () => {
  it("America/New_York across the March 2027 change to daylight time", () =>
    withTestApp({ ...bookingEnv, COMPANY_TIME_ZONE: "America/New_York" }, async (ny) => {
      ny.clock.set(new Date("2027-03-10T00:00:00.000Z"));
      const { slots } = await slotsOf(ny);
      // Friday 12 March: EST (UTC−5), 10:00 is 15:00Z. Monday 15 March: EDT (UTC−4), 10:00 is 14:00Z.
      expect(onDay(slots, "2027-03-12")[0]).toBe("2027-03-12T15:00:00.000Z");
      expect(onDay(slots, "2027-03-12").at(-1)).toBe("2027-03-12T22:30:00.000Z");
      expect(onDay(slots, "2027-03-15")[0]).toBe("2027-03-15T14:00:00.000Z");
      expect(onDay(slots, "2027-03-15").at(-1)).toBe("2027-03-15T21:30:00.000Z");
      expect(onDay(slots, "2027-03-15")).toHaveLength(16);
    }));

  it("Asia/Kathmandu, 45 minutes off the hour", () =>
    withTestApp({ ...bookingEnv, COMPANY_TIME_ZONE: "Asia/Kathmandu" }, async (ktm) => {
      ktm.clock.set(new Date("2026-12-06T00:00:00.000Z"));
      const monday = onDay((await slotsOf(ktm)).slots, "2026-12-07");
      expect(monday[0]).toBe("2026-12-07T04:15:00.000Z");
      expect(monday.at(-1)).toBe("2026-12-07T11:45:00.000Z");
    }));

  it("Asia/Kolkata days off are company-zone dates", async () => {
    // Tuesday 8 December in Kolkata starts at 18:30Z on the 7th.
    await ctxOf(t)
      .db.insert(staffDaysOff)
      .values({ adminId: await adminId(t), day: "2026-12-08" });
    const { slots } = await slotsOf(t);
    expect(onDay(slots, "2026-12-08")).toEqual([]);
    expect(onDay(slots, "2026-12-07")).toHaveLength(16);
  });
});
