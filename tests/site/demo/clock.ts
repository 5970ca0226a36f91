import { vi } from "vitest";
import { BOOKING_NOW } from "../msw/booking";

/**
 * Stops `Date` at `at` (the booking fixtures' "now" unless told), so what a page makes of a booked time,
 * still ahead or passed, does not depend on the day the tests run. Only `Date` is faked: timeouts stay
 * real, so requests, user-event and Testing Library's waits run as always. Undo with `vi.useRealTimers()`
 * (the files of a worker share their globals).
 */
export function pinClock(at: string = BOOKING_NOW) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}
