import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { dayInSql } from "../../platform/zoned-day";
import { lockFunnelDays } from "./funnel-days";
import { lockSessions } from "./sessions";

/** Tables made from the raw events, a day at a time (`day` in each). */
const MADE_FROM_RAW = [
  "analytics_daily",
  "analytics_sessions",
  "analytics_session_days",
  "analytics_tag_pairs",
  "analytics_funnel_counts",
  "analytics_funnel_days",
];

type Runner = Pick<Db, "execute">;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The zone the stored days are counted in; UTC when unrecorded (every day before migration 0032). */
async function storedZone(db: Runner): Promise<string> {
  const [row] = rowsOf<{ zone: string }>(await db.execute(sql`select zone from analytics_day_zone`));
  return row?.zone ?? "UTC";
}

/**
 * Run as the app starts, before it serves or rolls anything up: counts the analytics days in the
 * company's zone when the stored ones are another zone's (UTC before migration 0032, or an earlier
 * COMPANY_TIME_ZONE), once, whichever instance comes first. In one transaction every raw event is dated
 * again from its time, what was made from the raw days goes (the upkeep and the reports make it again)
 * and the per-day counts are counted again. Days whose raw events were purged keep their rollups as they
 * were, and no event is dated before the first raw day, so every event stays counted once. Returns
 * whether the days were counted again.
 */
export async function countDaysInCompanyZone(ctx: AppContext): Promise<boolean> {
  const zone = ctx.company.current().timeZone;
  if ((await storedZone(ctx.db)) === zone) return false;
  const changed = await ctx.db.transaction(async (tx) => {
    // Rollups, session rows and funnel counts wait, and so do new events; reports still read.
    await lockSessions(tx);
    await lockFunnelDays(tx);
    await tx.execute(sql`lock table analytics_events in exclusive mode`);
    if ((await storedZone(tx)) === zone) return false;
    const [oldest] = rowsOf<{ day: string | null }>(
      await tx.execute(sql`select min(day) as day from analytics_events`),
    );
    const first = oldest?.day;
    if (first) {
      for (const table of MADE_FROM_RAW)
        await tx.execute(sql`delete from ${sql.identifier(table)} where day >= ${first}`);
      const day = sql`greatest(${dayInSql(sql`time`, zone)}, ${first}::text)`;
      await tx.execute(sql`update analytics_events set day = ${day} where day <> ${day}`);
      // The trigger counts inserts and deletes, not updates.
      await tx.execute(sql`delete from analytics_day_counts`);
      await tx.execute(sql`insert into analytics_day_counts (day, kind, n)
        select day, kind, count(*) from analytics_events group by day, kind`);
    }
    await tx.execute(sql`insert into analytics_day_zone (id, zone) values (true, ${zone})
      on conflict (id) do update set zone = excluded.zone`);
    return true;
  });
  if (changed) ctx.log.info({ zone }, "analytics days counted in the company's time zone");
  return changed;
}
