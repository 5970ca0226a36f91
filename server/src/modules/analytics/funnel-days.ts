import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { analyticsFunnels } from "../../platform/db/schema";
import { OpenDayRows } from "./open-day-delta";
import { BOOKING, type CountRow, countRowsSql, type FunnelDef, funnelDef } from "./funnel-sql";

/** Serialises the filling of one database's funnel days across instances, and a saved funnel's deletion. */
const FUNNELS_LOCK = 741_852_050;

/** Takes the funnel days' lock for the rest of the transaction. */
export const lockFunnelDays = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${FUNNELS_LOCK})`);

/** A saved funnel whose definition is still saved (a count that ran on while it was deleted stores nothing). */
async function stillSaved(tx: Db, def: FunnelDef): Promise<boolean> {
  if (def.key === BOOKING.key) return true;
  const saved = await tx.select({ steps: analyticsFunnels.steps }).from(analyticsFunnels);
  return saved.some((f) => funnelDef(f.steps, false).key === def.key);
}

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Days of [from, to] with raw events, by a skip scan of the day index (one probe per day). */
export function rawDays(db: Db, from: string, to: string) {
  return rowsOf<{ day: string }>(
    db,
    sql`with recursive d as (
        select min(day) as day from analytics_events where day >= ${from} and day <= ${to}
        union all
        select (select min(day) from analytics_events where day > d.day and day <= ${to}) from d
        where d.day is not null
      )
      select day from d where day is not null`,
  );
}

/** Counts one finished day of one funnel and marks it, once across instances. */
async function fillDay(db: Db, def: FunnelDef, day: string) {
  await db.transaction(async (tx) => {
    await lockFunnelDays(tx);
    if (!(await stillSaved(tx, def))) return;
    const done = (await tx.execute(
      sql`select 1 from analytics_funnel_days where funnel = ${def.key} and day = ${day}`,
    )) as unknown as { rows: unknown[] };
    if (done.rows.length) return;
    await tx.execute(sql`insert into analytics_funnel_counts (funnel, day, dimension, value, reached, visitors)
      select ${def.key}, day, dimension, value, reached, n from (${countRowsSql(def, day, day)}) as c`);
    await tx.execute(sql`insert into analytics_funnel_days (funnel, day) values (${def.key}, ${day})`);
  });
}

/**
 * Counts and marks the days of [from, to] (all finished) that the funnel has no counts for yet: days
 * with raw events one by one, the others (nothing to count) marked at once.
 */
async function fillDays(db: Db, def: FunnelDef, from: string, to: string): Promise<void> {
  const marked = await rowsOf<{ day: string }>(
    db,
    sql`select day from analytics_funnel_days where funnel = ${def.key} and day >= ${from} and day <= ${to}`,
  );
  const done = new Set(marked.map((m) => m.day));
  const missing: string[] = [];
  for (let d = from; d <= to; d = shiftDay(d, 1)) if (!done.has(d)) missing.push(d);
  if (!missing.length) return;
  const withEvents = new Set((await rawDays(db, missing[0]!, missing.at(-1)!)).map((r) => r.day));
  for (const day of missing) if (withEvents.has(day)) await fillDay(db, def, day);
  const empty = missing.filter((d) => !withEvents.has(d));
  if (empty.length)
    await db.execute(sql`insert into analytics_funnel_days (funnel, day)
      select ${def.key}, d from unnest(${sql.param(empty)}::text[]) as d on conflict do nothing`);
}

/** Summed counts of finished days, per database; a marked day's counts never change. */
const summed = new WeakMap<Db, Map<string, CountRow[]>>();

/** The funnel's counts summed over [from, to], all finished days, counting the days not stored yet first. */
export async function storedCounts(db: Db, def: FunnelDef, from: string, to: string): Promise<CountRow[]> {
  const cache = summed.get(db) ?? summed.set(db, new Map()).get(db)!;
  const key = `${def.key} ${from} ${to}`;
  const hit = cache.get(key);
  if (hit) return hit;
  await fillDays(db, def, from, to);
  const rows = await rowsOf<CountRow>(
    db,
    sql`select dimension, value, reached, sum(visitors)::int as n from analytics_funnel_counts
      where funnel = ${def.key} and day >= ${from} and day <= ${to} group by dimension, value, reached`,
  );
  if (cache.size > 100) cache.clear();
  cache.set(key, rows);
  return rows;
}

/** Counts per visitor-day add up, so open days' counts are kept by visitor (`OpenDayRows`). */
const open = new OpenDayRows<CountRow & { day: string }>({
  id: (r) => `${r.day}\n${r.dimension}\n${r.value}\n${r.reached}`,
  counts: ["n"],
});

/**
 * The funnel's counts over open days [from, to], from the raw events, kept per process: read again
 * without new events they cost one count; after new events only their visitors are counted again.
 */
export async function openCounts(db: Db, def: FunnelDef, from: string, to: string): Promise<CountRow[]> {
  return open.get(db, `${def.key} ${from} ${to}`, { from, to }, (scope) =>
    rowsOf<CountRow & { day: string }>(db, countRowsSql(def, from, to, scope)),
  );
}

/**
 * The funnel's counts over [from, to]: days before `today` from the store (counted there first when
 * missing), today and later from the raw events. Steps are counted per visitor-day, so a period's
 * counts are the sum of its days'.
 */
export async function funnelCounts(
  db: Db,
  def: FunnelDef,
  from: string,
  to: string,
  today: string,
): Promise<CountRow[]> {
  const lastFinished = to < today ? to : shiftDay(today, -1);
  const firstOpen = from > today ? from : today;
  const [finished, opened] = await Promise.all([
    from <= lastFinished ? storedCounts(db, def, from, lastFinished) : [],
    firstOpen <= to ? openCounts(db, def, firstOpen, to) : [],
  ]);
  return [...finished, ...opened];
}

/** The booking funnel and every saved funnel, one definition per distinct list of steps. */
async function funnelDefs(db: Db): Promise<FunnelDef[]> {
  const saved = await db.select({ steps: analyticsFunnels.steps }).from(analyticsFunnels);
  const defs = new Map([[BOOKING.key, BOOKING]]);
  for (const f of saved) {
    const def = funnelDef(f.steps, false);
    defs.set(def.key, def);
  }
  return [...defs.values()];
}

/**
 * The upkeep's part: counts every finished day with raw events for every funnel that has no counts for
 * it yet, and drops the counts of lists of steps no funnel has any more. A day is counted once; events
 * arriving for it later are not added, as for the daily and session rollups.
 */
export async function rollUpFunnels(db: Db, today: string): Promise<void> {
  const defs = await funnelDefs(db);
  const days = (await rawDays(db, "0000-00-00", shiftDay(today, -1))).map((r) => r.day);
  for (const def of defs) await fillUncounted(db, def, days);
  const keys = sql.param(defs.map((d) => d.key));
  await db.execute(sql`delete from analytics_funnel_counts where funnel <> all(${keys}::text[])`);
  await db.execute(sql`delete from analytics_funnel_days where funnel <> all(${keys}::text[])`);
}

/** Counts those of `days` (finished days with raw events) that the funnel has no counts for yet. */
async function fillUncounted(db: Db, def: FunnelDef, days: string[]): Promise<void> {
  const marked = await rowsOf<{ day: string }>(
    db,
    sql`select day from analytics_funnel_days where funnel = ${def.key}`,
  );
  const done = new Set(marked.map((m) => m.day));
  for (const day of days) if (!done.has(day)) await fillDay(db, def, day);
}

/** Counts every finished day with raw events that the funnel has no counts for yet (a funnel just saved). */
export async function countPastDays(db: Db, def: FunnelDef, today: string): Promise<void> {
  const days = (await rawDays(db, "0000-00-00", shiftDay(today, -1))).map((r) => r.day);
  await fillUncounted(db, def, days);
}
