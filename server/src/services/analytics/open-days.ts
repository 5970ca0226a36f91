import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { aggregateSql } from "./aggregate";
import type { RollupRow } from "./report";

/** The open days' rows last computed, per database. */
const computed = new WeakMap<Db, { key: string; rows: RollupRow[] }>();

/**
 * Rollup rows of the days not rolled up yet (today, and yesterday until the hourly upkeep), computed
 * from the raw events. Raw events are only ever appended to these days, so while their count is the
 * same the rows computed last time still hold: a report read again without new page views (or while
 * another instance is quiet too) skips the aggregate. The count reads the day index only.
 */
export async function openDayRows(db: Db, first: string, to: string): Promise<RollupRow[]> {
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const inDays = sql`day >= ${first} and day <= ${to}`;
  const [{ n }] = (await rowsOf<{ n: number }>(
    sql`select count(*)::int as n from analytics_events where ${inDays}`,
  )) as [{ n: number }];
  if (!n) return [];
  const key = `${first} ${to} ${n}`;
  const last = computed.get(db);
  if (last?.key === key) return last.rows;
  const rows = await rowsOf<RollupRow>(aggregateSql(inDays));
  computed.set(db, { key, rows });
  return rows;
}
