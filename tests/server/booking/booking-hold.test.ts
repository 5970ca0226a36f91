import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingMessages } from "~/contract/booking";
import { demoBookings, demoRequests, leadEvents } from "../../../server/src/platform/db/schema";
import { freeHostsAt } from "../../../server/src/modules/booking/slots";
import {
  addStaff,
  adminId,
  bookingEnv,
  countRows,
  ctxOf,
  insertBooking,
  sendOtp,
  slotsOf,
  freshCalendar,
} from "../booking-helpers";
import { json, latestCode } from "../helpers";
import { sharedTestApp } from "../shared-app";

const MONDAY = new Date("2026-12-07T00:00:00.000Z");
const SLOT = "2026-12-07T06:00:00.000Z";

const t = sharedTestApp(bookingEnv);

beforeEach(() => freshCalendar(t, MONDAY));

const verify = (id: string, code: string) =>
  t.app.inject({ method: "POST", url: "/api/Book/VerifySchedule", payload: { id, code } });
const resend = (id: string) => t.app.inject({ method: "POST", url: `/api/Book/ResendOtp/${id}` });
const bookingOf = async (id: string) =>
  (await ctxOf(t).db.select().from(demoBookings).where(eq(demoBookings.demoRequestId, id)))[0];

async function hold(email: string, slotStart = SLOT, timeZone?: string) {
  const res = await sendOtp(t, email, { slotStart, ...(timeZone ? { timeZone } : {}) });
  return { res, id: (json(res).data as { id: string } | undefined)?.id ?? "" };
}

describe("holding a time with the code", () => {
  it("holds the slot for the code's life with the round-robin host, and no longer offers it", async () => {
    const { res, id } = await hold("hold@example.org", SLOT, "America/New_York");
    expect(res.statusCode).toBe(200);
    const row = await bookingOf(id);
    expect(row).toMatchObject({
      status: "held",
      hostId: await adminId(t),
      timeZone: "America/New_York",
      sequence: 0,
      uid: `${row!.id}@localhost`,
    });
    expect(row!.holdExpiresAt!.toISOString()).toBe(new Date(MONDAY.getTime() + 120_000).toISOString());
    expect((await slotsOf(t)).slots).not.toContain(SLOT);
  });

  it("a second visitor for the same time with one staff member gets 409 and nothing is stored", async () => {
    expect((await hold("first@example.org")).res.statusCode).toBe(200);
    const before = await countRows(t);
    const { res } = await hold("second@example.org");
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(bookingMessages.slotTaken);
    expect(await countRows(t)).toEqual(before);
  });

  it("with two staff, the second visitor gets the other host", async () => {
    const other = await addStaff(t);
    const a = await hold("a@example.org");
    const b = await hold("b@example.org");
    expect(b.res.statusCode).toBe(200);
    const hosts = [(await bookingOf(a.id))!.hostId, (await bookingOf(b.id))!.hostId].sort();
    expect(hosts).toEqual([await adminId(t), other].sort());
  });

  it.each([
    ["off the slot grid", "2026-12-07T06:10:00.000Z"],
    ["in the past", "2026-12-06T06:00:00.000Z"],
    ["inside the minimum notice", "2026-12-07T03:30:00.000Z"],
    ["outside working hours", "2026-12-07T14:00:00.000Z"],
    ["beyond the booking window", "2027-01-07T06:00:00.000Z"],
  ])("a time %s is a 400 and nothing is stored", async (_why, slotStart) => {
    const before = await countRows(t);
    const { res } = await hold("bad@example.org", slotStart);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(bookingMessages.slotNotOffered);
    expect(await countRows(t)).toEqual(before);
  });

  it("a bot's request holds nothing", async () => {
    const res = await sendOtp(t, "bot@example.org", { slotStart: SLOT, website: "http://spam.example" });
    expect(res.statusCode).toBe(200);
    expect((await countRows(t)).bookings).toBe(0);
    expect((await slotsOf(t)).slots).toContain(SLOT);
  });

  it("a resent code extends the hold", async () => {
    const { id } = await hold("resend@example.org");
    t.clock.advance(60_000);
    expect((await resend(id)).statusCode).toBe(200);
    const row = await bookingOf(id);
    expect(row!.holdExpiresAt!.getTime()).toBe(MONDAY.getTime() + 60_000 + 120_000);
    t.clock.advance(100_000);
    expect((await slotsOf(t)).slots).not.toContain(SLOT);
  });
});

describe("confirming with the code", () => {
  it("confirms the held time, assigns the host, records 'booked' and answers the booking", async () => {
    const { id } = await hold("ok@example.org", SLOT, "Asia/Kathmandu");
    const res = await verify(id, latestCode(t, "ok@example.org"));
    expect(res.statusCode).toBe(200);
    const booking = (json(res).data as { booking: Record<string, unknown> }).booking;
    expect(booking).toMatchObject({
      startsAt: SLOT,
      endsAt: "2026-12-07T06:30:00.000Z",
      timeZone: "Asia/Kathmandu",
      companyTimeZone: "Asia/Kolkata",
      hostName: "Admin",
      status: "confirmed",
      canChange: true,
    });
    expect(typeof booking.ics).toBe("string");
    const row = await bookingOf(id);
    expect(row).toMatchObject({ status: "confirmed", holdExpiresAt: null, confirmedAt: MONDAY });
    const [request] = await ctxOf(t).db.select().from(demoRequests).where(eq(demoRequests.id, id));
    expect(request).toMatchObject({ status: "confirmed", assignedTo: await adminId(t) });
    const events = await ctxOf(t).db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(events.map((e) => [e.kind, e.detail])).toContainEqual(["booked", SLOT]);
  });

  it("without a time: today's behaviour, booking null", async () => {
    const res = await sendOtp(t, "plain@example.org");
    const { id } = json(res).data as { id: string };
    const ok = await verify(id, latestCode(t, "plain@example.org"));
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({
      message: "Your demo has been scheduled successfully.",
      data: { booking: null },
    });
    expect((await countRows(t)).bookings).toBe(0);
  });

  it("a lapsed hold nobody took is still confirmed after a resend", async () => {
    const { id } = await hold("late@example.org");
    t.clock.advance(121_000);
    expect((await slotsOf(t)).slots).toContain(SLOT);
    expect((await resend(id)).statusCode).toBe(200);
    const res = await verify(id, latestCode(t, "late@example.org"));
    expect(res.statusCode).toBe(200);
    expect((await bookingOf(id))!.status).toBe("confirmed");
  });

  it("a lapsed hold taken by another visitor: 409, the code stays unused, the visitor can hold another time", async () => {
    const late = await hold("late2@example.org");
    t.clock.advance(121_000);
    const taker = await hold("taker@example.org");
    expect(taker.res.statusCode).toBe(200);
    expect((await resend(late.id)).statusCode).toBe(200);
    const code = latestCode(t, "late2@example.org");
    const res = await verify(late.id, code);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(bookingMessages.slotTaken);
    const [request] = await ctxOf(t).db.select().from(demoRequests).where(eq(demoRequests.id, late.id));
    expect(request!.status).toBe("pending");
    // The taker confirms; the first visitor picks another time (a new SendOtp holds it).
    expect((await verify(taker.id, latestCode(t, "taker@example.org"))).statusCode).toBe(200);
    const again = await hold("late2@example.org", "2026-12-07T07:00:00.000Z");
    expect(again.res.statusCode).toBe(200);
    expect((await verify(again.id, latestCode(t, "late2@example.org"))).statusCode).toBe(200);
  });

  it("a lapsed hold taken on its host moves to another free host on verify", async () => {
    const late = await hold("late3@example.org");
    t.clock.advance(121_000);
    expect((await hold("taker3@example.org")).res.statusCode).toBe(200);
    const other = await addStaff(t);
    await resend(late.id);
    const res = await verify(late.id, latestCode(t, "late3@example.org"));
    expect(res.statusCode).toBe(200);
    expect((await bookingOf(late.id))!.hostId).toBe(other);
  });

  it("a wrong code confirms nothing and keeps the hold", async () => {
    const { id } = await hold("wrong@example.org");
    const code = latestCode(t, "wrong@example.org");
    const res = await verify(id, code === "000000" ? "111111" : "000000");
    expect(res.statusCode).toBe(400);
    expect((await bookingOf(id))!.status).toBe("held");
  });
});

describe("round robin", () => {
  it("fewest upcoming demos first, then the least recently booked, never booked first", async () => {
    const ctx = ctxOf(t);
    const admin = await adminId(t);
    const b = await addStaff(t);
    const c = await addStaff(t);
    // admin: one upcoming demo; b: a past one booked yesterday; c: never booked.
    await insertBooking(t, { hostId: admin, startsAt: "2026-12-09T06:00:00.000Z" });
    await insertBooking(t, {
      hostId: b,
      startsAt: "2026-12-01T06:00:00.000Z",
      createdAt: new Date("2026-12-06T00:00:00.000Z"),
    });
    expect(await freeHostsAt(ctx, new Date(SLOT))).toEqual([c, b, admin]);
    // c books a past-dated demo now: c is now the most recently booked of the two without upcoming.
    await insertBooking(t, { hostId: c, startsAt: "2026-12-02T06:00:00.000Z", createdAt: MONDAY });
    expect(await freeHostsAt(ctx, new Date(SLOT))).toEqual([b, c, admin]);
  });

  it("only free staff are offered", async () => {
    const b = await addStaff(t);
    await insertBooking(t, { hostId: b, startsAt: SLOT });
    expect(await freeHostsAt(ctxOf(t), new Date(SLOT))).toEqual([await adminId(t)]);
    expect(await freeHostsAt(ctxOf(t), new Date("2026-12-07T06:10:00.000Z"))).toEqual([]);
  });
});
