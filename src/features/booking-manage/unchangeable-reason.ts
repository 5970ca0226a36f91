import { bookingMessages, type BookingView } from "~/contract/booking";

/** Why the page offers the phone and email instead of its buttons. */
export function unchangeableReason(view: BookingView, now = Date.now()): string {
  if (view.status === "cancelled")
    return "This demo has been cancelled. To book another time, call or email us.";
  if (Date.parse(view.startsAt) <= now) return "This demo has already taken place. Please call or email us.";
  return bookingMessages.tooLateToChange;
}
