import type { LeadListQuery } from "~/contract/lead-list";
import { listFilter, listOrder } from "./lead-list";
import { and, eq, getTableName } from "drizzle-orm";
import type { FirstTouch } from "~/contract/collect";
import type { DemoData, DemoRequest } from "~/contract/demo";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { demoRequests, otpChallenges } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { leadDtoFields, newLeadColumns } from "./lead-row";
import { verifyCode, type VerifyResult } from "../../platform/crypto/otp";
import { type NewLeadOptions, replyDueBefore } from "./leads";
import { listPaged } from "../../platform/paging";
import { scheduleSpamDigest } from "./spam-digest";

type Row = Omit<typeof demoRequests.$inferSelect, "search">;
const DEMO_REQUESTS = getTableName(demoRequests);

export const toDemoRequest = (d: Row, dueBefore?: Date): DemoRequest => ({
  _id: d.id,
  fullName: d.fullName,
  companyName: d.companyName,
  phone: d.phone,
  email: d.email,
  comment: d.comment,
  status: d.status,
  createdAt: d.createdAt.toISOString(),
  confirmedAt: d.confirmedAt ? d.confirmedAt.toISOString() : null,
  confirmedBy: d.confirmedBy,
  fast: d.fastFill,
  ...leadDtoFields(d, dueBefore),
});

/**
 * Stores a new request as pending; it waits for its code. A spam request (the honeypot, ADR 0028 and 0042)
 * gets no code, its staff notice is held until staff mark it "Not spam", and the day's spam digest is
 * scheduled with it. A fast one (`fast`) is an ordinary request with a flag staff see.
 */
export async function createPendingDemo(
  ctx: AppContext,
  fields: DemoData,
  touch: FirstTouch = {},
  { visitorId = null, spam = false, fast = false }: NewLeadOptions = {},
  /** A transaction that also holds the chosen time (both are stored or neither). */
  db: Db = ctx.db,
): Promise<Row> {
  const row = {
    id: newId(),
    visitorId,
    ...fields,
    status: "pending" as const,
    createdAt: ctx.clock(),
    confirmedAt: null,
    confirmedBy: null,
    fastFill: fast,
    ...newLeadColumns(touch, spam),
    noticeHeld: spam,
  };
  await db.insert(demoRequests).values(row);
  if (spam) await scheduleSpamDigest(db, ctx, row.createdAt);
  ctx.listTotals.changed(DEMO_REQUESTS);
  return row;
}

export async function findDemoRequest(ctx: AppContext, id: string): Promise<Row | undefined> {
  const [row] = await ctx.db.select().from(demoRequests).where(eq(demoRequests.id, id)).limit(1);
  return row;
}

/**
 * Checks the code and, when right, confirms the pending request. The code is spent and the request
 * confirmed together: if confirming fails, the code still works. `confirmed` is the request this call
 * confirmed (none when it was confirmed already). `onConfirm` runs in the same transaction (the
 * request's demo time); when it throws, nothing is confirmed and the code is not spent.
 */
export async function confirmDemo<T = undefined>(
  ctx: AppContext,
  id: string,
  code: string,
  onConfirm?: (tx: Db, confirmed: Row) => Promise<T>,
): Promise<{ result: VerifyResult; confirmed?: Row; extra?: T }> {
  const done = await ctx.db.transaction(async (tx) => {
    const result = await verifyCode(ctx, "demo", id, code, { consume: true, db: tx });
    if (result !== "ok") return { result };
    const [confirmed] = await tx
      .update(demoRequests)
      .set({ status: "confirmed", confirmedAt: ctx.clock() })
      .where(and(eq(demoRequests.id, id), eq(demoRequests.status, "pending")))
      .returning();
    const extra = confirmed && onConfirm ? await onConfirm(tx, confirmed) : undefined;
    return { result, confirmed, extra };
  });
  if (done.confirmed) ctx.listTotals.changed(DEMO_REQUESTS);
  return done;
}

/** One page of demo requests with every filter and sort of the list (`adminId`: whose leads are "Mine"). */
export function listDemoRequests(ctx: AppContext, q: LeadListQuery, adminId: string) {
  const due = replyDueBefore(ctx);
  const filter = listFilter(ctx, "demo", q, adminId);
  const options = { filter, order: listOrder("demo", q), totals: ctx.listTotals };
  return listPaged(ctx.db, demoRequests, q, (r) => toDemoRequest(r, due), options);
}

/** Deletes a request and its codes; true when it existed. */
export async function deleteDemoRequest(ctx: AppContext, id: string): Promise<boolean> {
  // Only `tx` inside: PGlite has a single connection, so `ctx.db` here would wait on this transaction.
  const deleted = await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(demoRequests)
      .where(eq(demoRequests.id, id))
      .returning({ id: demoRequests.id });
    if (gone.length)
      await tx
        .delete(otpChallenges)
        .where(and(eq(otpChallenges.purpose, "demo"), eq(otpChallenges.subject, id)));
    return gone.length > 0;
  });
  if (deleted) ctx.listTotals.changed(DEMO_REQUESTS);
  return deleted;
}
