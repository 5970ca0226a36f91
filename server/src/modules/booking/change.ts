import type { AppContext } from "../../context";

/** What happened to a booking; every step after the first hold goes through `afterBookingChange`. */
export interface BookingChange {
  kind: "confirmed" | "rescheduled" | "cancelled";
  bookingId: string;
  /** The staff member who did it; absent when the visitor did. */
  by?: { id: string; email: string };
  /** Before a reschedule: where the demo was (a new host's calendar gets it, the old one loses it). */
  previous?: { startsAt: Date; hostId: string };
}

export type AfterBookingChange = (ctx: AppContext, change: BookingChange) => Promise<void>;
