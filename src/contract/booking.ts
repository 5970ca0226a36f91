import { z } from "zod";
import { bookingMessages } from "./booking-messages";

export { bookingMessages };

// Demo booking with a time (issue 22): free slots, holding one with the code, confirming it, and the
// visitor's and staff's changes. Instants travel as ISO 8601 UTC strings; zones as IANA names.

/** An IANA time zone the runtime knows (Asia/Kolkata, America/New_York, Asia/Kathmandu …). */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone");

/** One instant, as the server offers it: `2026-12-01T04:30:00.000Z`. */
export const instantSchema = z.iso.datetime({ offset: false });

/**
 * The optional time on SendOtp and SubmitDemoRequest. Without it the call works as the spec's clients
 * make it (a request staff schedule by hand).
 */
export const slotChoiceFields = {
  slotStart: instantSchema.optional(),
  /** The visitor's zone, for their mails; the company's when left out. */
  timeZone: timeZoneSchema.optional(),
};

/** GET /Book/Slots: every free start in the booking window, oldest first. */
export const slotsSchema = z.object({
  /** False when nobody takes demos: the wizard falls back to a request without a time. */
  available: z.boolean(),
  companyTimeZone: z.string(),
  durationMinutes: z.number().int(),
  /** Free starts (UTC ISO instants). */
  slots: z.array(instantSchema),
});
export type Slots = z.infer<typeof slotsSchema>;

/** Where a host meets visitors (docs/product.md §10, "Demo hosts"): a video link, a phone call to the visitor, or an office. */
export const MEETING_KINDS = ["video", "phone", "office"] as const;
export const meetingPlaceSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("video"),
      url: z.url({ protocol: /^https$/, error: "Enter the meeting's https:// link" }).max(500),
    }),
    // The host calls the number the visitor gave.
    z.object({ kind: z.literal("phone") }),
    z.object({
      kind: z.literal("office"),
      address: z
        .string()
        .trim()
        .min(1, "Enter the address")
        .max(300, "Keep the address under 300 characters"),
    }),
  ])
  .nullable();
export type MeetingPlace = z.infer<typeof meetingPlaceSchema>;

/** A booked demo as the visitor sees it (step 3, the reschedule and cancel pages). */
export const bookingViewSchema = z.object({
  startsAt: instantSchema,
  endsAt: instantSchema,
  /** The visitor's zone as booked. */
  timeZone: z.string(),
  companyTimeZone: z.string(),
  hostName: z.string(),
  /** Where the demo happens, when the host has said. */
  meeting: meetingPlaceSchema.optional(),
  status: z.enum(["confirmed", "cancelled"]),
  /** False inside DEMO_CHANGE_CUTOFF_MINUTES, or once cancelled or past: show the company's phone and email. */
  canChange: z.boolean(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/** POST /Book/VerifySchedule's data when the request had a time: the booking and its invitation. */
export const confirmedBookingSchema = bookingViewSchema.extend({
  /** The invitation (RFC 5545 VCALENDAR text), for the "Add to calendar" download. */
  ics: z.string(),
});
export type ConfirmedBooking = z.infer<typeof confirmedBookingSchema>;

/** The signed token from the confirmation mail's links (single purpose, expires after the demo). */
export const bookingTokenSchema = z.object({ token: z.string().min(20).max(2000) });

/** POST /Book/Manage: what the token's booking is (GET would put the token in logs and caches). */
export const manageBookingSchema = bookingTokenSchema;
/** POST /Book/Reschedule. */
export const rescheduleBookingSchema = bookingTokenSchema.extend({
  slotStart: instantSchema,
  timeZone: timeZoneSchema.optional(),
});
/** POST /Book/Cancel. */
export const cancelBookingSchema = bookingTokenSchema;

// Staff side.

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "Use HH:MM");
export const intervalSchema = z
  .object({ start: hhmm, end: hhmm })
  .refine((i) => i.start < i.end, { message: "End must be after start", path: ["end"] });

/** ISO weekday ("1" Monday … "7" Sunday) → working intervals, in the company time zone. */
export const weeklyHoursSchema = z
  .record(z.enum(["1", "2", "3", "4", "5", "6", "7"]), z.array(intervalSchema).max(6))
  .refine(
    (week) =>
      Object.values(week).every((list) => {
        const sorted = [...(list ?? [])].sort((a, b) => a.start.localeCompare(b.start));
        return sorted.every((i, n) => n === 0 || sorted[n - 1]!.end <= i.start);
      }),
    "Working hours of one day must not overlap",
  );
export type WeeklyHoursInput = z.infer<typeof weeklyHoursSchema>;

const dateSchema = z.iso.date();

/** GET/PUT /Staff/Availability: the signed-in staff member's own. */
export const availabilityInputSchema = z.object({
  takesDemos: z.boolean(),
  weeklyHours: weeklyHoursSchema,
  /** Company-zone dates with no demos. */
  daysOff: z.array(dateSchema).max(366),
  /** Where this host meets visitors; left out, it stays as it was (null clears it). */
  meeting: meetingPlaceSchema.optional(),
});
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

export const calendarStatusSchema = z.object({
  connected: z.boolean(),
  url: z.string().nullable(),
  username: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  /** The last error reaching the calendar; its last known busy times are used meanwhile. */
  error: z.string().nullable(),
});
export const availabilitySchema = availabilityInputSchema.extend({
  meeting: meetingPlaceSchema,
  companyTimeZone: z.string(),
  calendar: calendarStatusSchema,
  /** True when a private iCal feed exists (its URL is shown only when made). */
  hasFeed: z.boolean(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** PUT /Staff/Availability/Calendar: connect (or, with an empty URL, disconnect) a CalDAV calendar. */
export const calendarInputSchema = z.object({
  url: z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(500)]),
  username: z.string().trim().max(200).default(""),
  /** Empty keeps the stored password. */
  password: z.string().max(500).default(""),
});

/** POST /Staff/Availability/Feed: a new secret feed URL (the old one stops working). */
export const feedSchema = z.object({ url: z.string() });

/** One demo on the agenda and the lead page. */
export const agendaItemSchema = z.object({
  id: z.string(),
  demoRequestId: z.string(),
  startsAt: instantSchema,
  endsAt: instantSchema,
  status: z.enum(["held", "confirmed", "cancelled"]),
  hostId: z.string(),
  hostEmail: z.string(),
  /** The host's display name, else from the address. */
  hostName: z.string(),
  fullName: z.string(),
  companyName: z.string(),
  timeZone: z.string(),
  attendance: z.enum(["attended", "no_show"]).nullable(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;

/** GET /Staff/Agenda?scope=mine|all: upcoming confirmed demos. */
export const agendaQuerySchema = z.object({ scope: z.enum(["mine", "all"]).default("mine") });

/** POST /v1/Contact/DemoRequests/:id/Booking: staff book or move a request's demo. */
export const staffBookSchema = z.object({ slotStart: instantSchema, timeZone: timeZoneSchema.optional() });
/** POST /v1/Contact/DemoRequests/:id/Attendance, once the start has passed. */
export const attendanceSchema = z.object({ attendance: z.enum(["attended", "no_show"]) });
