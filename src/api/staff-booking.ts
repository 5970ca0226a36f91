import { z } from "zod";
import {
  type AgendaItem,
  agendaItemSchema,
  type Availability,
  type AvailabilityInput,
  availabilitySchema,
  calendarStatusSchema,
  feedSchema,
  type Slots,
  slotsSchema,
} from "~/contract/booking";
import { envelope } from "~/contract/envelope";
import { request, requestData } from "~/lib/http/api-client";

// Staff calls of demo booking (issue 22): their own availability, the agenda, and a lead's demo.

const id = encodeURIComponent;
export type CalendarStatus = z.infer<typeof calendarStatusSchema>;
export type AgendaScope = "mine" | "all";
export type Attendance = NonNullable<AgendaItem["attendance"]>;

/** GET /Staff/Availability: the signed-in staff member's hours, days off, calendar and feed. */
export const getAvailability = (): Promise<Availability> =>
  requestData(
    availabilitySchema,
    { method: "GET", url: "/Staff/Availability" },
    "Failed to load your availability",
  );

/** PUT /Staff/Availability: a 400 carries field errors (`weeklyHours.1.0.end`, `daysOff.2` …). */
export const saveAvailability = (input: AvailabilityInput): Promise<Availability> =>
  requestData(
    availabilitySchema,
    { method: "PUT", url: "/Staff/Availability", data: input },
    "Failed to save your availability",
  );

/** PUT /Staff/Availability/Calendar: connect a CalDAV calendar, or disconnect it with an empty URL. */
export const saveCalendar = (input: { url: string; username: string; password: string }) =>
  requestData(
    calendarStatusSchema,
    { method: "PUT", url: "/Staff/Availability/Calendar", data: input },
    "Failed to save the calendar",
  );

/** POST /Staff/Availability/Feed: a new secret feed URL; the old one stops working. */
export const makeFeed = (): Promise<string> =>
  requestData(
    feedSchema,
    { method: "POST", url: "/Staff/Availability/Feed" },
    "Failed to make the feed",
  ).then((feed) => feed.url);

/** GET /Staff/Agenda: upcoming confirmed demos, soonest first. */
export const getAgenda = (scope: AgendaScope): Promise<AgendaItem[]> =>
  requestData(
    z.array(agendaItemSchema),
    { method: "GET", url: "/Staff/Agenda", params: { scope } },
    "Failed to load the agenda",
  );

/** GET /Book/Slots: every free start in the booking window (the same times visitors see). */
export const getFreeSlots = (): Promise<Slots> =>
  requestData(slotsSchema, { method: "GET", url: "/Book/Slots" }, "Failed to load the free times");

const bookingUrl = (demoRequestId: string) => `/v1/Contact/DemoRequests/${id(demoRequestId)}`;

/** GET /v1/Contact/DemoRequests/{id}/Booking: the request's demo, or null when it has no time. */
export async function getDemoBooking(demoRequestId: string): Promise<AgendaItem | null> {
  const answer = await request(
    envelope(agendaItemSchema.nullable()),
    { method: "GET", url: `${bookingUrl(demoRequestId)}/Booking` },
    "Failed to load the demo's booking",
  );
  return answer.data ?? null;
}

// The changes below are followed by a fresh read, so their answers' data is not relied on.
const done = z.object({ isSuccess: z.boolean(), message: z.string().optional() });

/** POST …/Booking: book a request that has no time, or move its demo (the visitor and host get mails). */
export async function bookDemo(demoRequestId: string, slotStart: string, timeZone?: string): Promise<void> {
  await request(
    done,
    { method: "POST", url: `${bookingUrl(demoRequestId)}/Booking`, data: { slotStart, timeZone } },
    "Failed to book the demo",
  );
}

/** POST …/Booking/Cancel: cancel the demo (the visitor and host get the cancellation). */
export async function cancelDemo(demoRequestId: string): Promise<void> {
  await request(
    done,
    { method: "POST", url: `${bookingUrl(demoRequestId)}/Booking/Cancel` },
    "Failed to cancel the demo",
  );
}

/** POST …/Attendance: once the start has passed (409 before). */
export async function recordAttendance(demoRequestId: string, attendance: Attendance): Promise<void> {
  await request(
    done,
    { method: "POST", url: `${bookingUrl(demoRequestId)}/Attendance`, data: { attendance } },
    "Failed to record attendance",
  );
}
