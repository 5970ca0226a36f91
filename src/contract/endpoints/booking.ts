import { z } from "zod";
import { endpoint } from "../endpoint";
import {
  agendaItemSchema,
  agendaQuerySchema,
  attendanceSchema,
  bookingViewSchema,
  cancelBookingSchema,
  manageBookingSchema,
  rescheduleBookingSchema,
  staffBookSchema,
} from "../booking";
import { envelope, idParamSchema } from "../envelope";

const view = envelope(bookingViewSchema);
const item = envelope(agendaItemSchema);

/** A booked demo: the visitor's changes from the mail's links, and the staff's agenda and changes (issue 22). */
export const bookingApi = {
  manage: endpoint({
    method: "POST",
    path: "/Book/Manage",
    body: manageBookingSchema,
    response: view,
    errors: [400, 404, 409, 429],
    summary: "The demo behind a reschedule or cancel link",
    failed: "Failed to load your demo.",
  }),
  reschedule: endpoint({
    method: "POST",
    path: "/Book/Reschedule",
    body: rescheduleBookingSchema,
    response: view,
    errors: [400, 404, 409, 429],
    summary: "Move the demo (the mail's link)",
    failed: "Failed to reschedule your demo.",
  }),
  cancel: endpoint({
    method: "POST",
    path: "/Book/Cancel",
    body: cancelBookingSchema,
    response: view,
    errors: [400, 404, 409, 429],
    summary: "Cancel the demo (the mail's link)",
    failed: "Failed to cancel your demo.",
  }),
  agenda: endpoint({
    method: "GET",
    path: "/Staff/Agenda",
    query: agendaQuerySchema,
    response: envelope(z.array(agendaItemSchema)),
    errors: [400, 401],
    summary: "Upcoming confirmed demos, soonest first (mine or everyone's)",
    failed: "Failed to load the agenda",
  }),
  requestBooking: endpoint({
    method: "GET",
    path: "/v1/Contact/DemoRequests/:id/Booking",
    params: idParamSchema,
    response: envelope(agendaItemSchema.nullable()),
    errors: [400, 401, 404],
    summary: "A demo request's demo, or null",
    failed: "Failed to load the demo's booking",
  }),
  book: endpoint({
    method: "POST",
    path: "/v1/Contact/DemoRequests/:id/Booking",
    params: idParamSchema,
    body: staffBookSchema,
    response: item,
    errors: [400, 401, 404, 409],
    summary: "Book a request's demo by hand, or move it",
    failed: "Failed to book the demo",
  }),
  cancelDemo: endpoint({
    method: "POST",
    path: "/v1/Contact/DemoRequests/:id/Booking/Cancel",
    params: idParamSchema,
    response: item,
    errors: [400, 401, 404, 409],
    summary: "Cancel a request's demo",
    failed: "Failed to cancel the demo",
  }),
  attendance: endpoint({
    method: "POST",
    path: "/v1/Contact/DemoRequests/:id/Attendance",
    params: idParamSchema,
    body: attendanceSchema,
    response: item,
    errors: [400, 401, 404, 409],
    summary: "Attended or no-show, once the demo has started",
    failed: "Failed to record attendance",
  }),
};
