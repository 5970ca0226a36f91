import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { type AUTH_TICKET_PURPOSES, authTickets } from "../../platform/db/schema";
import { newId } from "../../platform/ids";

export type TicketPurpose = (typeof AUTH_TICKET_PURPOSES)[number];
export type Ticket = typeof authTickets.$inferSelect;

/** Only this digest of a ticket is stored: a database copy cannot finish anyone's sign-in. */
const digest = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

/** Wrong codes one ticket takes before it is spent; the member starts again with the password. */
export const TICKET_MAX_ATTEMPTS = 5;

/** A new single-use ticket for one sign-in step; returns the ticket (shown to the caller once). */
export async function openTicket(
  ctx: AppContext,
  purpose: TicketPurpose,
  options: { adminId: string | null; ttlMs: number; challenge?: string; passwordPending?: boolean },
): Promise<string> {
  const ticket = randomBytes(32).toString("base64url");
  const now = ctx.clock();
  await ctx.db.insert(authTickets).values({
    id: newId(),
    ticketHash: digest(ticket),
    purpose,
    adminId: options.adminId,
    challenge: options.challenge ?? null,
    passwordPending: options.passwordPending ?? false,
    expiresAt: new Date(now.getTime() + options.ttlMs),
    createdAt: now,
  });
  // Old tickets go as new ones come: the table holds only the last few minutes.
  await ctx.db.delete(authTickets).where(lt(authTickets.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)));
  return ticket;
}

/** The live ticket of this purpose (not expired, not spent, attempts left), else undefined. */
export async function findTicket(
  ctx: AppContext,
  purpose: TicketPurpose,
  ticket: string,
): Promise<Ticket | undefined> {
  const [row] = await ctx.db
    .select()
    .from(authTickets)
    .where(and(eq(authTickets.ticketHash, digest(ticket)), eq(authTickets.purpose, purpose)))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt.getTime() <= ctx.clock().getTime()) return undefined;
  if (row.attempts >= TICKET_MAX_ATTEMPTS) return undefined;
  return row;
}

/** Spends a ticket; false when another request spent it first (so a step completes once). */
export async function spendTicket(ctx: AppContext, id: string): Promise<boolean> {
  const spent = await ctx.db
    .update(authTickets)
    .set({ usedAt: ctx.clock() })
    .where(and(eq(authTickets.id, id), isNull(authTickets.usedAt)))
    .returning({ id: authTickets.id });
  return spent.length > 0;
}

/** Spends every open ticket of one member and purpose; returns the ids this call spent. */
export async function spendTicketsOf(
  ctx: AppContext,
  adminId: string,
  purpose: TicketPurpose,
  db: Db = ctx.db,
): Promise<string[]> {
  const spent = await db
    .update(authTickets)
    .set({ usedAt: ctx.clock() })
    .where(
      and(eq(authTickets.adminId, adminId), eq(authTickets.purpose, purpose), isNull(authTickets.usedAt)),
    )
    .returning({ id: authTickets.id });
  return spent.map((row) => row.id);
}

/**
 * Takes one try of a ticket before its answer is checked, so parallel tries cannot pass the limit;
 * false once the ticket has none left.
 */
export async function takeTicketTry(ctx: AppContext, id: string): Promise<boolean> {
  const [row] = await ctx.db
    .update(authTickets)
    .set({ attempts: sql`${authTickets.attempts} + 1` })
    .where(eq(authTickets.id, id))
    .returning({ attempts: authTickets.attempts });
  return (row?.attempts ?? Infinity) <= TICKET_MAX_ATTEMPTS;
}

/** Keeps the WebAuthn challenge a ticket's next step must answer. */
export async function setTicketChallenge(ctx: AppContext, id: string, challenge: string): Promise<void> {
  await ctx.db.update(authTickets).set({ challenge }).where(eq(authTickets.id, id));
}
