import type { AppContext } from "../../context";

// Owned by the booking core: which times are free, and with whom.

export interface SlotOptions {
  /** A booking being moved: its own time does not block. */
  excludeBookingId?: string;
}

/** Every free start in the booking window; `available` is false when nobody takes demos. */
export async function listFreeSlots(
  _ctx: AppContext,
  _options: SlotOptions = {},
): Promise<{ available: boolean; slots: Date[] }> {
  return { available: false, slots: [] };
}

/**
 * Staff free at `start` for a whole demo, best round-robin choice first (fewest upcoming demos, then
 * the one booked least recently); empty when the time is not offered.
 */
export async function freeHostsAt(
  _ctx: AppContext,
  _start: Date,
  _options: SlotOptions = {},
): Promise<string[]> {
  return [];
}
