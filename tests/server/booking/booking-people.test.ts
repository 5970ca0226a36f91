import { countsOf, refOf, type PersonalDataPreview } from "~/contract/person-records";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { demoBookings, demoRequests, leadEvents } from "../../../server/src/platform/db/schema";
import {
  addStaff,
  adminId,
  bookingEnv,
  ctxOf,
  insertBooking,
  sendOtp,
  freshCalendar,
} from "../booking-helpers";
import { auth, json, latestCode, stepUp } from "../helpers";
import { sharedTestApp } from "../shared-app";

// A staff member leaving, and a person's data: what happens to their demo bookings.

const MONDAY = new Date("2026-12-07T00:00:00.000Z");
const t = sharedTestApp(bookingEnv);

beforeEach(() => freshCalendar(t, MONDAY));

const bookingById = async (id: string) =>
  (await ctxOf(t).db.select().from(demoBookings).where(eq(demoBookings.id, id)))[0];
const removeStaff = async (id: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/Team/Members/${id}`,
    headers: auth(await stepUp(t, await t.token())),
  });

describe("removing a staff member with upcoming demos", () => {
  it("hands each demo to another free host, or cancels it when nobody is free", async () => {
    const leaving = await addStaff(t, "leaving@example.com");
    const other = await addStaff(t, "other@example.com");
    const admin = await adminId(t);
    // 06:00: the admin is busy, `other` is free → moved to `other`. 08:00: both busy → cancelled.
    const moved = await insertBooking(t, { hostId: leaving, startsAt: "2026-12-07T06:00:00.000Z" });
    await insertBooking(t, { hostId: admin, startsAt: "2026-12-07T06:00:00.000Z" });
    const lost = await insertBooking(t, { hostId: leaving, startsAt: "2026-12-07T08:00:00.000Z" });
    await insertBooking(t, { hostId: admin, startsAt: "2026-12-07T08:00:00.000Z" });
    await insertBooking(t, { hostId: other, startsAt: "2026-12-07T08:00:00.000Z" });
    const res = await removeStaff(leaving);
    expect(res.statusCode).toBe(200);
    await t.idle();
    expect(await bookingById(moved)).toMatchObject({ hostId: other, status: "confirmed", sequence: 1 });
    const [lead] = await ctxOf(t).db.select().from(demoRequests).where(eq(demoRequests.id, moved));
    expect(lead!.assignedTo).toBe(other);
    expect(await bookingById(lost)).toMatchObject({ status: "cancelled", sequence: 1, cancelledAt: MONDAY });
    const events = await ctxOf(t).db.select().from(leadEvents).where(eq(leadEvents.leadId, lost));
    expect(events.map((e) => [e.kind, e.detail])).toContainEqual(["cancelled", "2026-12-07T08:00:00.000Z"]);
  });
});

describe("personal data and bookings", () => {
  it("the export lists the person's bookings and erasing removes them", async () => {
    const sent = await sendOtp(t, "person@example.org", { slotStart: "2026-12-07T06:00:00.000Z" });
    const { id } = json(sent).data as { id: string };
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/Book/VerifySchedule",
      payload: { id, code: latestCode(t, "person@example.org") },
    });
    expect(ok.statusCode).toBe(200);
    const url = `/api/v1/Leads/demo/${id}/PersonalData`;
    const headers = auth(await stepUp(t, await t.token()));
    const preview = json(await t.app.inject({ method: "GET", url: `${url}/Preview`, headers }))
      .data as PersonalDataPreview;
    const ticked = preview.records.filter((r) => r.ticked);
    const records = ticked.map(refOf);
    const exported = await t.app.inject({
      method: "POST",
      url: `${url}/Export`,
      headers,
      payload: { records },
    });
    expect(exported.statusCode).toBe(200);
    const data = json(exported).data as { bookings: Record<string, unknown>[] };
    expect(data.bookings).toEqual([
      expect.objectContaining({
        demoRequestId: id,
        status: "confirmed",
        startsAt: "2026-12-07T06:00:00.000Z",
        hostEmail: "admin@example.com",
      }),
    ]);
    const erased = await t.app.inject({
      method: "POST",
      url: `${url}/Erase`,
      headers,
      payload: { records, expected: countsOf(ticked), matched: preview.records.length },
    });
    expect(erased.statusCode).toBe(200);
    expect(await ctxOf(t).db.select().from(demoBookings)).toEqual([]);
  });
});
