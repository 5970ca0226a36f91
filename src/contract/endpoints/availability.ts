import { z } from "zod";
import { endpoint } from "../endpoint";
import {
  availabilityInputSchema,
  availabilitySchema,
  calendarInputSchema,
  calendarStatusSchema,
  feedSchema,
  slotsSchema,
} from "../booking";
import { envelope, idParamSchema } from "../envelope";

const availability = envelope(availabilitySchema);

/** Free demo times, each staff member's own working hours, and their calendar and feed (issue 22, ADR 0036). */
export const availabilityApi = {
  slots: endpoint({
    method: "GET",
    path: "/Book/Slots",
    response: envelope(slotsSchema),
    errors: [429],
    summary: "Every free demo start in the booking window",
    failed: "Failed to load the available times.",
  }),
  get: endpoint({
    method: "GET",
    path: "/Staff/Availability",
    response: availability,
    errors: [400, 401, 404],
    summary: "The signed-in staff member's availability",
    failed: "Failed to load your availability",
  }),
  save: endpoint({
    method: "PUT",
    path: "/Staff/Availability",
    body: availabilityInputSchema,
    response: availability,
    errors: [400, 401, 404],
    summary: "Set working hours, days off (the list replaces the old one) and whether demos are taken",
    failed: "Failed to save your availability",
  }),
  getMember: endpoint({
    method: "GET",
    path: "/Staff/Members/:id/Availability",
    params: idParamSchema,
    response: availability,
    errors: [400, 401, 403, 404],
    summary: "A team member's availability (owners)",
    failed: "Failed to load their availability",
  }),
  saveMember: endpoint({
    method: "PUT",
    path: "/Staff/Members/:id/Availability",
    params: idParamSchema,
    body: availabilityInputSchema,
    response: availability,
    errors: [400, 401, 403, 404],
    summary: "Set a team member's hours, days off, meeting place and whether they take demos (owners)",
    failed: "Failed to save their availability",
  }),
  calendar: endpoint({
    method: "PUT",
    path: "/Staff/Availability/Calendar",
    body: calendarInputSchema,
    response: envelope(calendarStatusSchema),
    errors: [400, 401],
    summary:
      "Connect a CalDAV calendar (busy times block slots, demos are written into it); an empty URL disconnects",
    failed: "Failed to save the calendar",
  }),
  newFeed: endpoint({
    method: "POST",
    path: "/Staff/Availability/Feed",
    response: envelope(feedSchema),
    errors: [401],
    summary: "A new secret iCal feed URL of my upcoming demos (the previous one stops working)",
    failed: "Failed to make the feed",
  }),
  feed: endpoint({
    method: "GET",
    path: "/Calendar/Feed/:token",
    params: z.object({ token: z.string().max(200) }),
    // The body is the calendar text itself (sent as text/calendar, so no JSON serializer touches it).
    response: z.string().describe("text/calendar"),
    errors: [404, 429],
    summary:
      "A staff member's upcoming demos as text/calendar (the secret URL from /Staff/Availability/Feed)",
    failed: "Failed to load the calendar feed",
  }),
};
