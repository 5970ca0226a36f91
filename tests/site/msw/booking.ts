import { http, HttpResponse } from "msw";
import type { BookingView, ConfirmedBooking, Slots } from "~/contract/booking";

// Issue 22's public booking endpoints. By default nobody takes demos, so the wizard works as before;
// tests that pick a time install `slotsHandler(...)`.
export const COMPANY_ZONE = "Asia/Kolkata";
export const GOOD_TOKEN = "good-token-0123456789abcdef";

export const noSlots: Slots = {
  available: false,
  companyTimeZone: COMPANY_ZONE,
  durationMinutes: 30,
  slots: [],
};

/**
 * "Now" as the fixtures below see it: a week before their first time, so every free time and booking is
 * still ahead. Pages judge a booking by the clock (one whose start has passed "has already taken place"),
 * so tests that show one pin the clock here (tests/site/demo/clock.ts) instead of reading the day they run.
 */
export const BOOKING_NOW = "2026-11-24T09:00:00.000Z";

/** Two days of free times: 1 December 2026 at 10:30 and 11:00 UTC, 2 December at 04:30 UTC. */
export const someSlots: Slots = {
  available: true,
  companyTimeZone: COMPANY_ZONE,
  durationMinutes: 30,
  slots: ["2026-12-01T10:30:00.000Z", "2026-12-01T11:00:00.000Z", "2026-12-02T04:30:00.000Z"],
};

export const slotsHandler = (slots: Slots) =>
  http.get("/api/Book/Slots", () => HttpResponse.json({ isSuccess: true, data: slots }));

export const bookingView: BookingView = {
  startsAt: "2026-12-01T10:30:00.000Z",
  endsAt: "2026-12-01T11:00:00.000Z",
  timeZone: "America/New_York",
  companyTimeZone: COMPANY_ZONE,
  hostName: "Priya Sharma",
  meeting: { kind: "video", url: "https://meet.example.com/abc-defg" },
  status: "confirmed",
  canChange: true,
};

export const confirmedBooking: ConfirmedBooking = {
  ...bookingView,
  ics: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:demo-1@example.com\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
};

const refused = (message: string, status = 400) =>
  HttpResponse.json({ isSuccess: false, message }, { status });

export const bookingHandlers = [
  http.get("/api/Book/Slots", () => HttpResponse.json({ isSuccess: true, data: noSlots })),
  http.post("/api/Book/Manage", async ({ request }) => {
    const { token } = (await request.json()) as { token?: string };
    return token === GOOD_TOKEN
      ? HttpResponse.json({ isSuccess: true, data: bookingView })
      : refused("This link is not valid or has expired.");
  }),
  http.post("/api/Book/Reschedule", async ({ request }) => {
    const { slotStart } = (await request.json()) as { slotStart: string };
    const startsAt = new Date(slotStart);
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    return HttpResponse.json({
      isSuccess: true,
      data: { ...bookingView, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
    });
  }),
  http.post("/api/Book/Cancel", () =>
    HttpResponse.json({ isSuccess: true, data: { ...bookingView, status: "cancelled", canChange: false } }),
  ),
];

export { refused };
