import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { MEASURES as SESSION_MEASURES } from "./session-measures";

/**
 * A tag gets its pairs on a day it is carried by at least this many sessions. Below it, the tags index
 * finds its sessions quickly enough (at most this many per day); above it, a filter would read a large
 * share of the day's session rows.
 */
export const PAIR_MIN_SESSIONS = 200;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * A finished day's pairs, from its session rows (in the caller's transaction): for each broad tag, its
 * sessions grouped by every tag they carry, and their page views and events, as a filter by that tag
 * would count them (filtered.ts).
 */
export async function writePairs(tx: Tx | Db, day: string, minSessions = PAIR_MIN_SESSIONS): Promise<void> {
  await tx.execute(sql`delete from analytics_tag_pairs where day = ${day}`);
  // Visitors as VISITORS (session-measures.ts) counts them, split so that only multi-session visitors
  // need a distinct count: one hash aggregate over the rest, and a sort over far fewer rows.
  await tx.execute(sql`insert into analytics_tag_pairs (filter, day, tag, visitors, page_views, sessions, bounces)
    with s as materialized (
      select visit, multi, views, tags, pages, events from analytics_sessions where day = ${day}
    ),
    broad as (select f from s, unnest(tags) as f group by f having count(*) >= ${minSessions}),
    kept as (select f, s.* from s, unnest(tags) as f where f in (select f from broad)),
    counted as (
      select f, t, (count(*) filter (where views > 0))::int as visitors, ${SESSION_MEASURES}
      from kept, unnest(tags) as t where not multi group by f, t
      union all
      select f, t, (count(distinct visit) filter (where views > 0))::int, ${SESSION_MEASURES}
      from kept, unnest(tags) as t where multi group by f, t
      union all
      select f, 'views=' || x, 0, count(*)::int, 0, 0 from kept, unnest(pages) as x group by f, x
      union all
      select f, 'times=' || e, 0, count(*)::int, 0, 0 from kept, unnest(events) as e group by f, e
    )
    select f, ${day}, t, sum(visitors)::int, sum(page_views)::int, sum(sessions)::int, sum(bounces)::int
    from counted group by f, t
    -- Written filter by filter, so a filter's rows of a day share a page or two of the table.
    order by f, t`);
  await tx.execute(sql`update analytics_session_days set pairs = true where day = ${day}`);
}

/** Finished days without pairs (rolled up before pairs existed) get theirs, one day per transaction. */
export async function backfillPairs(db: Db, lock: (work: (tx: Tx) => Promise<void>) => Promise<void>) {
  const days = rowsOf<{ day: string }>(
    await db.execute(sql`select day from analytics_session_days where finished and not pairs order by day`),
  );
  for (const { day } of days)
    await lock(async (tx) => {
      // Another instance may have written them while this one waited for the lock.
      const [mark] = rowsOf<{ pairs: boolean }>(
        await tx.execute(sql`select pairs from analytics_session_days where day = ${day}`),
      );
      if (mark && !mark.pairs) await writePairs(tx, day);
    });
}

/** The days of `within` whose pairs hold `tag`: there a filter by it reads its pairs. */
export async function daysWithPairs(db: Db, tag: string, within: SQL): Promise<string[]> {
  return rowsOf<{ day: string }>(
    await db.execute(sql`select day from analytics_tag_pairs
      where filter = ${tag} and tag = ${tag} and ${within}`),
  ).map((r) => r.day);
}
