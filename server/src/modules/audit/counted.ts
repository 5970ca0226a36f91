import { and, eq, gt, sql } from "drizzle-orm";
import type { AuditEventName, AuditOutcome } from "~/contract/audit";
import type { Counted } from "../../platform/audit-log";
import { clientKey } from "../../platform/client-key";
import type { Db } from "../../platform/db/client";
import { auditEvents } from "../../platform/db/schema";
import { lockChain } from "./chain";

// A flood (429s, wrong links) is one row per caller and window with a count, not a row per request
// (ADR 0065): the table stays small and real events stay visible.

/** What a counted row stands for: the event and outcome, the caller as its limits count it, and the caller's key. */
export const countKey = (ip: string, event: AuditEventName, outcome: AuditOutcome, counted: Counted) =>
  [event, outcome, clientKey({ ip }), counted.key ?? ""].join(" ");

/** Adds one to the row of `key` whose window is still open at `now`; true when there was one. */
async function bump(db: Db, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(auditEvents)
    .set({ count: sql`${auditEvents.count} + 1` })
    .where(and(eq(auditEvents.countKey, key), gt(auditEvents.windowEndsAt, now)))
    .returning({ id: auditEvents.id });
  return rows.length > 0;
}

/**
 * Counts the event in its open row, or appends a row that opens a window of `windowMs`. A new row is
 * appended holding the chain's lock and looks once more first, so concurrent requests (on any instance)
 * open one row, never two.
 */
export async function recordCounted(
  db: Db,
  row: typeof auditEvents.$inferInsert & { time: Date },
  key: string,
  windowMs: number,
): Promise<void> {
  if (await bump(db, key, row.time)) return;
  await db.transaction(async (tx) => {
    await lockChain(tx);
    if (await bump(tx, key, row.time)) return;
    await tx
      .insert(auditEvents)
      .values({ ...row, count: 1, countKey: key, windowEndsAt: new Date(row.time.getTime() + windowMs) });
  });
}
