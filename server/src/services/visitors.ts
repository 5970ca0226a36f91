import { lt } from "drizzle-orm";
import type { AppContext } from "../context";
import { ipRecords } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes visitor records older than the retention period; returns how many went. */
export async function purgeOldVisitors(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock().getTime() - ctx.config.visitorRetentionDays * DAY_MS);
  const gone = await ctx.db
    .delete(ipRecords)
    .where(lt(ipRecords.createdAt, cutoff))
    .returning({ id: ipRecords.id });
  return gone.length;
}

/** Purges at start and then hourly; returns the stop function. */
export function startVisitorPurge(ctx: AppContext): () => void {
  const run = () =>
    purgeOldVisitors(ctx).then(
      (n) => n && ctx.log.info({ purged: n }, "visitor records past retention removed"),
      (err: Error) => ctx.log.warn({ err: err.message }, "visitor purge failed"),
    );
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
