import { lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { analyticsEvents } from "../../platform/db/schema";
import { addDays } from "../../platform/zoned-day";
import { aggregateSql, ROLLUP_COLUMNS } from "./aggregate";
import { companyToday } from "./company-day";
import { rawDays, rollUpFunnels } from "./funnel-days";
import { rollUpSessions } from "./sessions";

/**
 * Days before today with raw events and no rollup yet, found by a skip scan of the day index: testing
 * every raw event's day against the rolled-up ones read the whole table each hour (30 s at 10 M events).
 */
async function unrolledBefore(ctx: AppContext, today: string): Promise<string[]> {
  const rolled = (await ctx.db.execute(
    sql`select day from analytics_daily where dimension = 'total' and day < ${today}`,
  )) as unknown as { rows: { day: string }[] };
  const done = new Set(rolled.rows.map((r) => r.day));
  return (await rawDays(ctx.db, "0000-00-00", today))
    .map((r) => r.day)
    .filter((d) => d < today && !done.has(d));
}

/** Rolls up every finished day not rolled up yet (rows, sessions, funnels); returns how many daily rows were written. */
export async function rollUpFinishedDays(ctx: AppContext): Promise<number> {
  // Events still waiting in memory belong to the days being rolled up.
  await ctx.analytics.flush();
  const today = companyToday(ctx);
  const days = await unrolledBefore(ctx, today);
  const inserted = days.length
    ? ((await ctx.db.execute(
        sql`insert into analytics_daily (${ROLLUP_COLUMNS})
          ${aggregateSql(sql`day = any(${sql.param(days)}::text[])`)}
          on conflict do nothing returning day`,
      )) as unknown as { rows: unknown[] })
    : { rows: [] };
  await rollUpSessions(ctx.db, today);
  await rollUpFunnels(ctx.db, today);
  return inserted.rows.length;
}

/** Raw events older than ANALYTICS_RAW_DAYS go, once rolled up; rollups stay. */
export async function purgeRawEvents(ctx: AppContext): Promise<number> {
  await rollUpFinishedDays(ctx);
  const cutoff = addDays(companyToday(ctx), -ctx.config.analyticsRawDays);
  const gone = await ctx.db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.day, cutoff))
    .returning({ id: analyticsEvents.id });
  return gone.length;
}

/** The hourly upkeep: rollups of finished days, the raw purge, and yesterday's salt deleted. */
export async function analyticsUpkeep(ctx: AppContext) {
  const purged = await purgeRawEvents(ctx);
  const salts = await ctx.analytics.salts.dropBefore(companyToday(ctx));
  return { purged, salts };
}

/** Runs the upkeep at start and then hourly; returns the stop function. */
export function startAnalyticsUpkeep(ctx: AppContext): () => void {
  const run = () =>
    analyticsUpkeep(ctx).then(
      (n) => n.purged && ctx.log.info({ purged: n.purged }, "raw analytics events past retention removed"),
      (err: Error) => ctx.log.warn({ err: err.message }, "analytics upkeep failed"),
    );
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
