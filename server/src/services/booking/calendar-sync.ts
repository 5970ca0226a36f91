import type { AppContext } from "../../context";
import type { BookingChange } from "./change";

// Owned by the CalDAV work: writing demos into hosts' calendars and reading their busy times.

/** Puts, moves or removes the demo in the host's CalDAV calendar (nothing when none is connected). */
export async function syncBookingToCalendar(_ctx: AppContext, _change: BookingChange): Promise<void> {}

/**
 * Re-reads busy times of the given staff's calendars whose copy is older than the cache time, into
 * `staff_schedules.caldav_busy`; an unreachable calendar keeps its last copy and records the error.
 */
export async function refreshBusyTimes(_ctx: AppContext, _adminIds: string[]): Promise<void> {}
