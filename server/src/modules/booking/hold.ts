import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import { bookingMessages } from "~/contract/booking";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { isExclusionViolation, retryOnDeadlock } from "../../platform/db/pg-errors";
import { demoBookings } from "../../platform/db/schema";
import { MINUTE_MS } from "../../platform/clock";
import { newId } from "../../platform/ids";
import { HttpError } from "../../platform/errors";
import { OTP_TTL_SECONDS } from "../../platform/crypto/otp";

// Holding a demo time while the visitor's code is live, and confirming it when the code is right.
// The database's exclusion constraint (demo_bookings_no_overlap) decides every race: two holds or
// bookings of one host whose [startsAt, blockedUntil) overlap cannot both be stored.

export type BookingRow = typeof demoBookings.$inferSelect;

export const slotTaken = () => new HttpError(409, bookingMessages.slotTaken);

/** The visitor's time went to someone else: 409 "That time was just booked…". */
export class SlotTakenError extends Error {
  constructor() {
    super("slot taken");
  }
}

/** The host already has a live booking overlapping this one (demo_bookings_no_overlap refused it). */
export const isOverlap = isExclusionViolation;

/**
 * One write of a booking's time in a savepoint of `tx` (a transaction of its own on the database), run
 * again when PostgreSQL aborts it to break a deadlock; null when it overlaps another booking.
 */
export async function tryTimeWrite<T>(tx: Db, write: (sp: Db) => Promise<T>): Promise<T | null> {
  try {
    return await retryOnDeadlock(() => tx.transaction(write));
  } catch (err) {
    if (isOverlap(err)) return null;
    throw err;
  }
}

/** The UID's domain part (RFC 5545 asks for a globally unique UID). */
function uidDomain(ctx: AppContext): string {
  try {
    return new URL(ctx.config.adminBaseUrl).hostname || "company";
  } catch {
    return "company";
  }
}

const blockedUntilOf = (ctx: AppContext, end: Date) =>
  new Date(end.getTime() + ctx.config.booking.bufferMinutes * MINUTE_MS);

/**
 * Expired holds of `hostId` overlapping [start, blockedUntil) stop blocking: their range collapses to
 * nothing, so the constraint ignores them, but the row keeps its time for its own visitor's verify.
 */
function releaseLapsedHolds(tx: Db, ctx: AppContext, hostId: string, start: Date, blockedUntil: Date) {
  return tx
    .update(demoBookings)
    .set({ blockedUntil: sql`${demoBookings.startsAt}` })
    .where(
      and(
        eq(demoBookings.hostId, hostId),
        eq(demoBookings.status, "held"),
        lte(demoBookings.holdExpiresAt, ctx.clock()),
        lt(demoBookings.startsAt, blockedUntil),
        gt(demoBookings.blockedUntil, start),
      ),
    );
}

/**
 * Holds `start` for the request with the first host (in the given round-robin order) the database
 * accepts; each try runs in a savepoint, so a refused one leaves the transaction usable. Null when
 * every host was taken meanwhile.
 */
export async function holdSlot(
  tx: Db,
  ctx: AppContext,
  hold: { demoRequestId: string; start: Date; timeZone: string; expiresAt: Date; hosts: string[] },
): Promise<BookingRow | null> {
  const end = new Date(hold.start.getTime() + ctx.config.booking.durationMinutes * MINUTE_MS);
  const blockedUntil = blockedUntilOf(ctx, end);
  const id = newId();
  for (const hostId of hold.hosts) {
    const held = await tryTimeWrite(tx, async (sp) => {
      await releaseLapsedHolds(sp, ctx, hostId, hold.start, blockedUntil);
      const [row] = await sp
        .insert(demoBookings)
        .values({
          id,
          demoRequestId: hold.demoRequestId,
          hostId,
          status: "held",
          startsAt: hold.start,
          endsAt: end,
          blockedUntil,
          timeZone: hold.timeZone,
          holdExpiresAt: hold.expiresAt,
          uid: `${id}@${uidDomain(ctx)}`,
          sequence: 0,
          createdAt: ctx.clock(),
        })
        .returning();
      return row!;
    });
    if (held) return held;
  }
  return null;
}

export async function findBookingOfRequest(db: Db, demoRequestId: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(demoBookings)
    .where(eq(demoBookings.demoRequestId, demoRequestId))
    .limit(1);
  return row;
}

/** A hold whose range was released to another visitor's hold (it no longer blocks its host). */
export const isReleased = (row: BookingRow) => row.blockedUntil.getTime() <= row.startsAt.getTime();

/**
 * A resent code keeps the time: the hold lives as long as the new code. A released hold is taken back
 * when its host is still free; otherwise it stays released and verify looks for another host.
 */
export async function extendHold(ctx: AppContext, demoRequestId: string, expiresAt: Date): Promise<void> {
  const row = await findBookingOfRequest(ctx.db, demoRequestId);
  if (!row || row.status !== "held") return;
  const held = and(eq(demoBookings.id, row.id), eq(demoBookings.status, "held"));
  const retaken = await tryTimeWrite(ctx.db, (db) =>
    db
      .update(demoBookings)
      .set({ holdExpiresAt: expiresAt, blockedUntil: blockedUntilOf(ctx, row.endsAt) })
      .where(held),
  );
  if (!retaken) await ctx.db.update(demoBookings).set({ holdExpiresAt: expiresAt }).where(held);
}

/**
 * Confirms the request's held time inside the verify transaction, with the first of `hosts` the database
 * accepts (the held host when its hold still blocks; else staff found free beforehand). Throws
 * SlotTakenError when none is, so the caller's transaction (and the code's use) rolls back.
 */
export async function confirmHold(
  tx: Db,
  ctx: AppContext,
  row: BookingRow,
  hosts: string[],
): Promise<BookingRow> {
  const now = ctx.clock();
  for (const hostId of hosts) {
    const confirmed = await tryTimeWrite(tx, async (sp) => {
      const [updated] = await sp
        .update(demoBookings)
        .set({
          hostId,
          status: "confirmed",
          confirmedAt: now,
          holdExpiresAt: null,
          blockedUntil: blockedUntilOf(ctx, row.endsAt),
        })
        .where(and(eq(demoBookings.id, row.id), eq(demoBookings.status, "held")))
        .returning();
      if (!updated) throw new SlotTakenError();
      return updated;
    });
    if (confirmed) return confirmed;
  }
  throw new SlotTakenError();
}

/**
 * A demo request and its held time in one transaction: both are stored, or neither (409 "That time was
 * just booked…"). The hold lasts as long as the request's code.
 */
export async function createWithHeldTime<T extends { id: string }>(
  ctx: AppContext,
  create: (db: Db) => Promise<T>,
  choice: { start: Date; timeZone: string | undefined; hosts: string[] },
): Promise<T> {
  const expiresAt = new Date(ctx.clock().getTime() + OTP_TTL_SECONDS * 1000);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await create(tx);
      const zone = choice.timeZone ?? ctx.company.current().timeZone;
      const hold = {
        demoRequestId: row.id,
        start: choice.start,
        timeZone: zone,
        expiresAt,
        hosts: choice.hosts,
      };
      if (!(await holdSlot(tx, ctx, hold))) throw new SlotTakenError();
      return row;
    });
  } catch (err) {
    throw err instanceof SlotTakenError ? slotTaken() : err;
  }
}
