import {
  bookingMessages,
  bookingViewSchema,
  slotsSchema,
  type BookingView,
  type Slots,
} from "~/contract/booking";
import { ApiError, requestData } from "~/lib/http/api-client";

// Issue 22: free times, and a visitor's own booking reached from the mail's link.
export const bookingFallbacks = {
  slots: "Failed to load the available times.",
  manage: "Failed to load your demo.",
  reschedule: "Failed to reschedule your demo.",
  cancel: "Failed to cancel your demo.",
} as const;

/** Pause before the second try of a lookup: a dropped mobile connection often comes back within it. */
export const SLOTS_RETRY_DELAY_MS = 500;

/**
 * GET /Book/Slots: every free start in the booking window (`available: false` when nobody takes demos).
 * A call that got no answer (timeout, dropped connection) is made once more before it fails: a busy
 * server or a flaky link usually answers the second, and the visitor never sees the picker's error.
 * A refusal from the server fails at once.
 */
export async function getSlots(): Promise<Slots> {
  const lookUp = () =>
    requestData(slotsSchema, { method: "GET", url: "/Book/Slots" }, bookingFallbacks.slots);
  try {
    return await lookUp();
  } catch (error) {
    if (!(error instanceof ApiError) || error.answered) throw error;
    await new Promise((resolve) => setTimeout(resolve, SLOTS_RETRY_DELAY_MS));
    return lookUp();
  }
}

/** POST /Book/Manage: the booking a mail link's token stands for. */
export async function manageBooking(token: string): Promise<BookingView> {
  const config = { method: "POST", url: "/Book/Manage", data: { token } };
  return requestData(bookingViewSchema, config, bookingFallbacks.manage);
}

/** POST /Book/Reschedule: moves the booking to another free start. */
export async function rescheduleBooking(
  token: string,
  slotStart: string,
  timeZone: string,
): Promise<BookingView> {
  const config = { method: "POST", url: "/Book/Reschedule", data: { token, slotStart, timeZone } };
  return requestData(bookingViewSchema, config, bookingFallbacks.reschedule);
}

/** POST /Book/Cancel: cancels the booking (its time is offered again). */
export async function cancelBooking(token: string): Promise<BookingView> {
  const config = { method: "POST", url: "/Book/Cancel", data: { token } };
  return requestData(bookingViewSchema, config, bookingFallbacks.cancel);
}

/** The slot refusals a form answers by reloading the times: taken in between, or never offered. */
export function isSlotRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.answered &&
    (error.message === bookingMessages.slotTaken || error.message === bookingMessages.slotNotOffered)
  );
}
