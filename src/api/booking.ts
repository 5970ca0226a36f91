import {
  bookingMessages,
  bookingViewSchema,
  slotsSchema,
  type BookingView,
  type Slots,
} from "~/contract/booking";
import { envelope } from "~/contract/envelope";
import { ApiError, request } from "~/lib/api-client";

// Issue 22: free times, and a visitor's own booking reached from the mail's link.
export const bookingFallbacks = {
  slots: "Failed to load the available times.",
  manage: "Failed to load your demo.",
  reschedule: "Failed to reschedule your demo.",
  cancel: "Failed to cancel your demo.",
} as const;

const slotsAnswer = envelope(slotsSchema).required({ data: true });
const viewAnswer = envelope(bookingViewSchema).required({ data: true });

/** GET /Book/Slots: every free start in the booking window (`available: false` when nobody takes demos). */
export async function getSlots(): Promise<Slots> {
  return (await request(slotsAnswer, { method: "GET", url: "/Book/Slots" }, bookingFallbacks.slots)).data;
}

/** POST /Book/Manage: the booking a mail link's token stands for. */
export async function manageBooking(token: string): Promise<BookingView> {
  const config = { method: "POST", url: "/Book/Manage", data: { token } };
  return (await request(viewAnswer, config, bookingFallbacks.manage)).data;
}

/** POST /Book/Reschedule: moves the booking to another free start. */
export async function rescheduleBooking(
  token: string,
  slotStart: string,
  timeZone: string,
): Promise<BookingView> {
  const config = { method: "POST", url: "/Book/Reschedule", data: { token, slotStart, timeZone } };
  return (await request(viewAnswer, config, bookingFallbacks.reschedule)).data;
}

/** POST /Book/Cancel: cancels the booking (its time is offered again). */
export async function cancelBooking(token: string): Promise<BookingView> {
  const config = { method: "POST", url: "/Book/Cancel", data: { token } };
  return (await request(viewAnswer, config, bookingFallbacks.cancel)).data;
}

/** The slot refusals a form answers by reloading the times: taken in between, or never offered. */
export function isSlotRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.answered &&
    (error.message === bookingMessages.slotTaken || error.message === bookingMessages.slotNotOffered)
  );
}
