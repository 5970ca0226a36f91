import { bookingMessages, type Slots } from "~/contract/booking";
import { availabilityApi } from "~/contract/endpoints/availability";
import { ApiError } from "~/lib/http/api-client";
import { callData } from "~/lib/http/call";

// The visitor's free times and slot refusals, shared by the demo wizard and the mail links' pages (issue 22).

/** Pause before the second try of a lookup: a dropped mobile connection often comes back within it. */
export const SLOTS_RETRY_DELAY_MS = 500;

/**
 * Every free start in the booking window (`available: false` when nobody takes demos). A call that got
 * no answer (timeout, dropped connection) is made once more before it fails: a busy server or a flaky
 * link usually answers the second, and the visitor never sees the picker's error. A refusal from the
 * server fails at once.
 */
export async function getSlots(): Promise<Slots> {
  const lookUp = () => callData(availabilityApi.slots);
  try {
    return await lookUp();
  } catch (error) {
    if (!(error instanceof ApiError) || error.answered) throw error;
    await new Promise((resolve) => setTimeout(resolve, SLOTS_RETRY_DELAY_MS));
    return lookUp();
  }
}

/** The slot refusals a form answers by reloading the times: taken in between, or never offered. */
export function isSlotRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.answered &&
    (error.message === bookingMessages.slotTaken || error.message === bookingMessages.slotNotOffered)
  );
}
