import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { aggregateSql } from "./aggregate";
import { OpenDayRows, scopeSql } from "./open-day-delta";
import type { RollupRow } from "./rollup-row";

/** Every rollup count is a sum over visitor-days, so open days' rows can be kept by visitor. */
const kept = new OpenDayRows<RollupRow>({
  id: (r) => `${r.day}\n${r.dimension}\n${r.value}`,
  counts: ["visitors", "page_views", "sessions", "bounces"],
});

/**
 * Rollup rows of the days not rolled up yet (today, and yesterday until the hourly upkeep), computed
 * from the raw events and kept per process: read again without new events, they cost one count; after
 * new events, only the visitors who sent them are counted again (`OpenDayRows`).
 */
export async function openDayRows(db: Db, first: string, to: string): Promise<RollupRow[]> {
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return kept.get(db, `${first} ${to}`, { from: first, to }, (scope) =>
    rowsOf<RollupRow>(aggregateSql(sql`day >= ${first} and day <= ${to} and ${scopeSql(scope)}`)),
  );
}
