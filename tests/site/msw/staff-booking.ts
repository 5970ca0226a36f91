import { http, HttpResponse } from "msw";
import type { AgendaItem, Availability } from "~/contract/booking";
import { ADMIN, record, unauthorized } from "./admin";

// The staff side of demo booking in the in-memory admin API: availability, agenda, a request's demo.

interface BookingDb {
  availability: Availability;
  /** Other members' availability, by id, as an owner reads and sets it. */
  members: Record<string, Availability>;
  /** Demos by request id (the agenda lists the confirmed upcoming ones). */
  bookings: Record<string, AgendaItem>;
  feeds: number;
  /** Bodies the screens sent, by "METHOD path". */
  sent: { call: string; body: unknown }[];
}

export const defaultAvailability = (): Availability => ({
  takesDemos: true,
  weeklyHours: Object.fromEntries(
    ["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, d < "6" ? [{ start: "10:00", end: "18:00" }] : []]),
  ) as Availability["weeklyHours"],
  daysOff: [],
  meeting: null,
  companyTimeZone: "Asia/Kolkata",
  calendar: { connected: false, url: null, username: null, lastSyncedAt: null, error: null },
  hasFeed: false,
});

const fresh = (): BookingDb => ({
  availability: defaultAvailability(),
  members: {},
  bookings: {},
  feeds: 0,
  sent: [],
});

export const bookingDb: BookingDb = fresh();
export const resetBookingDb = () => Object.assign(bookingDb, fresh());

export const makeBooking = (demoRequestId: string, over: Partial<AgendaItem> = {}): AgendaItem => ({
  id: `b-${demoRequestId}`,
  demoRequestId,
  startsAt: "2030-01-07T05:00:00.000Z",
  endsAt: "2030-01-07T05:30:00.000Z",
  status: "confirmed",
  hostId: "a1",
  hostEmail: ADMIN.email,
  hostName: "Asha Rao",
  fullName: `Client ${demoRequestId}`,
  companyName: `Company ${demoRequestId}`,
  timeZone: "Asia/Kolkata",
  attendance: null,
  ...over,
});

const ok = (data?: unknown) => HttpResponse.json({ isSuccess: true, data });
async function body(request: Request, call: string) {
  const data = request.method === "GET" ? undefined : await request.json().catch(() => undefined);
  bookingDb.sent.push({ call, body: data });
  return data;
}

/** Free times as GET /Book/Slots answers them (the visitor side's default says nothing is free). */
export const freeSlots = (slots: string[]) =>
  http.get("*/api/Book/Slots", () =>
    ok({ available: slots.length > 0, companyTimeZone: "Asia/Kolkata", durationMinutes: 30, slots }),
  );

export const staffBookingHandlers = [
  http.get("*/api/Staff/Availability", ({ request }) =>
    record(request).authorized ? ok(bookingDb.availability) : unauthorized(),
  ),
  http.put("*/api/Staff/Availability", async ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    const input = (await body(request, "PUT /Staff/Availability")) as Partial<Availability>;
    Object.assign(bookingDb.availability, input);
    return ok(bookingDb.availability);
  }),
  http.get("*/api/Staff/Members/:id/Availability", ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const theirs = bookingDb.members[String(params.id)];
    return theirs
      ? ok(theirs)
      : HttpResponse.json({ isSuccess: false, message: "Team member not found." }, { status: 404 });
  }),
  http.put("*/api/Staff/Members/:id/Availability", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const id = String(params.id);
    const input = (await body(request, `PUT /Staff/Members/${id}/Availability`)) as Partial<Availability>;
    bookingDb.members[id] = { ...bookingDb.members[id]!, ...input };
    return ok(bookingDb.members[id]);
  }),
  http.put("*/api/Staff/Availability/Calendar", async ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    const input = (await body(request, "PUT /Staff/Availability/Calendar")) as {
      url: string;
      username: string;
    };
    bookingDb.availability.calendar = input.url
      ? { connected: true, url: input.url, username: input.username, lastSyncedAt: null, error: null }
      : { connected: false, url: null, username: null, lastSyncedAt: null, error: null };
    return ok(bookingDb.availability.calendar);
  }),
  http.post("*/api/Staff/Availability/Feed", async ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    await body(request, "POST /Staff/Availability/Feed");
    bookingDb.availability.hasFeed = true;
    return ok({ url: `http://localhost/api/Calendar/Feed/secret-${++bookingDb.feeds}` });
  }),
  http.get("*/api/Staff/Agenda", ({ request }) => {
    const { url, authorized } = record(request);
    if (!authorized) return unauthorized();
    const mine = url.searchParams.get("scope") !== "all";
    const items = Object.values(bookingDb.bookings)
      .filter((b) => b.status === "confirmed" && (!mine || b.hostEmail === ADMIN.email))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    return ok(items);
  }),
  http.get("*/api/v1/Contact/DemoRequests/:id/Booking", ({ request, params }) =>
    record(request).authorized ? ok(bookingDb.bookings[String(params.id)] ?? null) : unauthorized(),
  ),
  http.post("*/api/v1/Contact/DemoRequests/:id/Booking", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const id = String(params.id);
    const { slotStart } = (await body(request, `POST Booking ${id}`)) as { slotStart: string };
    const endsAt = new Date(Date.parse(slotStart) + 30 * 60_000).toISOString();
    const before = bookingDb.bookings[id];
    bookingDb.bookings[id] = makeBooking(id, {
      ...(before?.status === "confirmed" ? before : {}),
      startsAt: slotStart,
      endsAt,
    });
    return ok(bookingDb.bookings[id]);
  }),
  http.post("*/api/v1/Contact/DemoRequests/:id/Booking/Cancel", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const id = String(params.id);
    await body(request, `POST Cancel ${id}`);
    const booking = bookingDb.bookings[id];
    if (booking) booking.status = "cancelled";
    return ok(booking);
  }),
  http.post("*/api/v1/Contact/DemoRequests/:id/Attendance", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const id = String(params.id);
    const { attendance } = (await body(request, `POST Attendance ${id}`)) as {
      attendance: AgendaItem["attendance"];
    };
    const booking = bookingDb.bookings[id];
    if (booking) booking.attendance = attendance;
    return ok(booking);
  }),
];
