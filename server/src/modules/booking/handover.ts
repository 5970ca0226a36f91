import { and, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { admins, demoBookings } from "../../platform/db/schema";
import { recordLeadEvent } from "../leads";
import type { BookingChange } from "./change";
import { type BookingRow, tryTimeWrite } from "./hold";
import { hostTakesDemo } from "./reminders";
import { freeHostsAt } from "./slots";

// A staff member leaves: each of their upcoming demos goes to another free host, or is cancelled.

export interface HandoverPlan {
  row: BookingRow;
  /** Staff free at the demo's time, round robin order (the leaving member excluded). */
  hosts: string[];
}

/** Read before the removal's transaction (PGlite has one connection). */
export async function planHandover(ctx: AppContext, memberId: string): Promise<HandoverPlan[]> {
  const rows = await ctx.db
    .select()
    .from(demoBookings)
    .where(
      and(
        eq(demoBookings.hostId, memberId),
        eq(demoBookings.status, "confirmed"),
        gt(demoBookings.startsAt, ctx.clock()),
      ),
    );
  const plans: HandoverPlan[] = [];
  for (const row of rows) {
    const free = await freeHostsAt(ctx, row.startsAt, { excludeBookingId: row.id, anyTime: true });
    plans.push({ row, hosts: free.filter((h) => h !== memberId) });
  }
  return plans;
}

/**
 * Inside the removal's transaction, before the member's row goes: moves each demo to the first host the
 * database accepts (SEQUENCE + 1, reminders again, the lead reassigned), else cancels it. A cancelled
 * demo is kept under the staff member who removed them, so its cancellation can still be sent.
 */
export async function handOver(
  tx: Db,
  ctx: AppContext,
  plans: HandoverPlan[],
  by: { id: string; email: string },
): Promise<BookingChange[]> {
  const changes: BookingChange[] = [];
  for (const { row, hosts } of plans) {
    const previous = { startsAt: row.startsAt, hostId: row.hostId };
    const moved = await moveToFirstFree(tx, row, hosts);
    if (moved) {
      const [host] = await tx.select({ email: admins.email }).from(admins).where(eq(admins.id, moved.hostId));
      await hostTakesDemo(tx, ctx, moved, {
        event: "assigned",
        detail: host?.email ?? moved.hostId,
        by: by.email,
      });
      changes.push({ kind: "rescheduled", bookingId: row.id, by, previous });
      continue;
    }
    await tx
      .update(demoBookings)
      .set({
        status: "cancelled",
        cancelledAt: ctx.clock(),
        hostId: by.id,
        sequence: sql`${demoBookings.sequence} + 1`,
      })
      .where(eq(demoBookings.id, row.id));
    await recordLeadEvent(tx, ctx, {
      kind: "demo",
      id: row.demoRequestId,
      event: "cancelled",
      detail: row.startsAt.toISOString(),
      by: by.email,
    });
    changes.push({ kind: "cancelled", bookingId: row.id, by, previous });
  }
  return changes;
}

async function moveToFirstFree(tx: Db, row: BookingRow, hosts: string[]): Promise<BookingRow | null> {
  for (const hostId of hosts) {
    const moved = await tryTimeWrite(tx, async (sp) => {
      const [updated] = await sp
        .update(demoBookings)
        .set({ hostId, sequence: sql`${demoBookings.sequence} + 1` })
        .where(eq(demoBookings.id, row.id))
        .returning();
      return updated!;
    });
    if (moved) return moved;
  }
  return null;
}
