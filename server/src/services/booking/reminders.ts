import type { AppContext } from "../../context";
import type { Db } from "../../db/client";

// Owned by the reminders work: DEMO_REMINDERS as durable jobs.

/**
 * Schedules the booking's reminders (one durable job per DEMO_REMINDERS offset still ahead), inside the
 * caller's transaction. A job whose booking was cancelled or moved since (another `sequence`) sends nothing.
 */
export async function scheduleReminders(
  _db: Db,
  _ctx: AppContext,
  _booking: { id: string; startsAt: Date; sequence: number },
): Promise<void> {}
