import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingMessages } from "../../../src/contract/booking-messages";
import { demoRequests } from "../../../server/src/platform/db/schema";
import { admin, auth, json, startTestApp, type TestApp } from "../helpers";
import {
  adminId,
  auditOf,
  bookingRow,
  freeSlots,
  insertBooking,
  insertRequest,
  invitationMails,
  MONDAY,
  parseInvite,
  timeline,
} from "../booking-test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
/** Moves the clock and signs in again (admin tokens last hours; the tests move days). */
async function at(time: number) {
  t.clock.set(new Date(time));
  await t.newToken();
}
beforeEach(() => at(MONDAY.getTime()));

async function call(method: "GET" | "POST", url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: auth(await t.token()),
    ...(payload ? { payload } : {}),
  });
}

describe("staff booking from the lead page", () => {
  it("books a request without a time, moves it, cancels it: same mails, timeline and security log", async () => {
    const slots = await freeSlots(t);
    const requestId = await insertRequest(t);
    const me = await adminId(t);
    const none = await call("GET", `/v1/Contact/DemoRequests/${requestId}/Booking`);
    expect(json(none).data).toBeNull();

    const before = invitationMails(t).length;
    const booked = await call("POST", `/v1/Contact/DemoRequests/${requestId}/Booking`, {
      slotStart: slots[2],
      timeZone: "Asia/Kathmandu",
    });
    expect(booked.statusCode).toBe(200);
    const item = json(booked).data as { id: string; status: string; hostId: string; startsAt: string };
    expect(item).toMatchObject({
      status: "confirmed",
      hostId: me,
      startsAt: slots[2],
      timeZone: "Asia/Kathmandu",
    });
    const [request] = await t.app.appContext.db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.id, requestId));
    expect(request!.assignedTo).toBe(me);
    await t.idle();
    const first = invitationMails(t).slice(before);
    expect(first.map((m) => m.to).sort()).toEqual([admin.email, request!.email].sort());
    const uid = parseInvite(first[0]!.calendar!.ics).uid;
    for (const m of first)
      expect(parseInvite(m.calendar!.ics)).toMatchObject({ method: "REQUEST", uid, sequence: 0 });

    // The same route moves a demo the request already has.
    const moved = await call("POST", `/v1/Contact/DemoRequests/${requestId}/Booking`, {
      slotStart: slots[6],
    });
    expect(moved.statusCode).toBe(200);
    expect(json(moved).data).toMatchObject({ id: item.id, startsAt: slots[6] });
    await t.idle();
    const second = invitationMails(t).slice(before + 2);
    for (const m of second)
      expect(parseInvite(m.calendar!.ics)).toMatchObject({
        method: "REQUEST",
        uid,
        sequence: 1,
        start: slots[6],
      });

    const cancelled = await call("POST", `/v1/Contact/DemoRequests/${requestId}/Booking/Cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled).data).toMatchObject({ status: "cancelled" });
    await t.idle();
    const third = invitationMails(t).slice(before + 4);
    expect(third).toHaveLength(2);
    for (const m of third)
      expect(parseInvite(m.calendar!.ics)).toMatchObject({
        method: "CANCEL",
        uid,
        sequence: 2,
        status: "CANCELLED",
      });

    const events = (await timeline(t, requestId)).map((e) => [e.kind, e.adminEmail]);
    expect(events).toEqual([
      ["assigned", admin.email],
      ["booked", admin.email],
      ["rescheduled", admin.email],
      ["cancelled", admin.email],
    ]);
    for (const name of ["booking.scheduled", "booking.rescheduled", "booking.cancelled"]) {
      const rows = (await auditOf(t, name)).filter((r) => r.detail?.demoRequestId === requestId);
      expect(rows, name).toHaveLength(1);
      expect(rows[0]).toMatchObject({ adminId: me, outcome: "success" });
    }

    // Booking again after a cancel: same UID, a SEQUENCE above the CANCEL's.
    const again = await call("POST", `/v1/Contact/DemoRequests/${requestId}/Booking`, {
      slotStart: slots[6],
    });
    expect(again.statusCode).toBe(200);
    expect(await bookingRow(t, item.id)).toMatchObject({ status: "confirmed", sequence: 3, uid });
  });

  it("refuses a time nobody is free at (409) and one outside the window (400)", async () => {
    const slots = await freeSlots(t);
    await insertBooking(t, slots[20]!);
    const requestId = await insertRequest(t);
    const taken = await call("POST", `/v1/Contact/DemoRequests/${requestId}/Booking`, {
      slotStart: slots[20],
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(bookingMessages.slotTaken);
    const past = await call("POST", `/v1/Contact/DemoRequests/${requestId}/Booking`, {
      slotStart: new Date(MONDAY.getTime() - 3600_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(json(past).message).toBe(bookingMessages.slotNotOffered);
    expect(json(await call("GET", `/v1/Contact/DemoRequests/${requestId}/Booking`)).data).toBeNull();
  });

  it("staff are not held by the cutoff, but cannot move a demo that has started", async () => {
    const slots = await freeSlots(t);
    const b = await insertBooking(t, slots[24]!);
    await at(Date.parse(slots[24]!) - 10 * 60_000);
    const later = (await freeSlots(t)).at(-1)!;
    const moved = await call("POST", `/v1/Contact/DemoRequests/${b.requestId}/Booking`, { slotStart: later });
    expect(moved.statusCode).toBe(200);
    await at(Date.parse(later) + 60_000);
    const late = await call("POST", `/v1/Contact/DemoRequests/${b.requestId}/Booking/Cancel`);
    expect(late.statusCode).toBe(409);
    expect(await bookingRow(t, b.id)).toMatchObject({ status: "confirmed", sequence: 1 });
  });
});

describe("attendance", () => {
  it("is refused before the start (409) and recorded after it, in the timeline and the security log", async () => {
    const slots = await freeSlots(t);
    const b = await insertBooking(t, slots[30]!);
    const early = await call("POST", `/v1/Contact/DemoRequests/${b.requestId}/Attendance`, {
      attendance: "no_show",
    });
    expect(early.statusCode).toBe(409);
    expect((await bookingRow(t, b.id)).attendance).toBeNull();
    await at(Date.parse(slots[30]!) + 5 * 60_000);
    const res = await call("POST", `/v1/Contact/DemoRequests/${b.requestId}/Attendance`, {
      attendance: "no_show",
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ attendance: "no_show" });
    expect((await timeline(t, b.requestId)).map((e) => e.kind)).toEqual(["no_show"]);
    const audit = (await auditOf(t, "booking.attendance")).filter((r) => r.detail?.bookingId === b.id);
    expect(audit).toHaveLength(1);
  });
});

describe("agenda", () => {
  it("lists upcoming confirmed demos soonest first with the lead's name and the host's email", async () => {
    const slots = await freeSlots(t);
    const later = await insertBooking(t, slots[40]!);
    const sooner = await insertBooking(t, slots[36]!);
    const gone = await insertBooking(t, slots[38]!);
    await call("POST", `/v1/Contact/DemoRequests/${gone.requestId}/Booking/Cancel`);
    for (const scope of ["mine", "all"]) {
      const res = await call("GET", `/Staff/Agenda?scope=${scope}`);
      expect(res.statusCode).toBe(200);
      const items = json(res).data as { id: string; startsAt: string; fullName: string; hostEmail: string }[];
      const ids = items.map((i) => i.id);
      expect(ids).not.toContain(gone.id);
      expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
      expect(items.map((i) => i.startsAt)).toEqual([...items.map((i) => i.startsAt)].sort());
      expect(items.find((i) => i.id === sooner.id)).toMatchObject({
        fullName: "Ravi Kumar",
        hostEmail: admin.email,
      });
    }
    expect((await t.app.inject({ method: "GET", url: "/api/Staff/Agenda" })).statusCode).toBe(401);
    expect((await call("GET", "/v1/Contact/DemoRequests/nope/Booking")).statusCode).toBe(404);
  });
});
