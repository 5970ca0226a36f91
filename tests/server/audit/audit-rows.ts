import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../../server/src/context";
import { auditEvents } from "../../../server/src/platform/db/schema";
import type { RequestMeta } from "../../../server/src/platform/request-meta";

/** What a signed-out caller at `ip` looks like to the security log. */
export const visitor = (ip: string): RequestMeta => ({
  actor: null,
  ip,
  userAgent: "test",
  requestId: `req-${ip}`,
  origin: undefined,
  host: undefined,
  answered: Promise.resolve(),
});

/** The log's rows, oldest first; only `event`'s when given. */
export const logRows = (ctx: AppContext, event?: string) =>
  ctx.db
    .select()
    .from(auditEvents)
    .where(event ? eq(auditEvents.event, event) : undefined)
    .orderBy(asc(auditEvents.seq));

/**
 * Runs `statement` as the database's owner would, past the log's triggers (as a restore or an intruder
 * with the owner's password could): the chain, not the triggers, must show what it did.
 */
export async function asDatabaseOwner(ctx: AppContext, statement: SQL): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}
