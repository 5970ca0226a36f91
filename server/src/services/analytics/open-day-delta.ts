import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Which raw events of the open days a computation reads: every event up to `maxId`, or only those of
 * `visitors`. Visitor ids change daily, so one visitor's events of a day are all of that visitor-day.
 */
export interface Scope {
  maxId: number;
  visitors?: string[];
}

/** The condition a scope puts on `analytics_events`, aliased `as` ("" for the bare table). */
export function scopeSql(scope: Scope, as = ""): SQL {
  const col = (name: string) => sql.raw(as ? `${as}.${name}` : name);
  const own = scope.visitors
    ? sql` and ${col("visitor")} = any(${sql.param(scope.visitors)}::text[])`
    : sql``;
  return sql`${col("id")} <= ${scope.maxId}${own}`;
}

/** Rows last computed for one key, with the raw events they were computed from. */
interface Kept<R> {
  /** Raw events of the range, all with ids up to `maxId`. */
  n: number;
  maxId: number;
  rows: R[];
}

/** How to merge rows: what identifies a row, and the counts to add up. */
export interface RowShape<R> {
  id: (row: R) => string;
  counts: (keyof R)[];
}

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Rows counted from the raw events of open days [from, to] (today, yesterday until the upkeep), kept
 * per process and brought up to date by visitor. Every count these rows carry is a sum over
 * visitor-days (a visitor is one id of one day), so when new events arrive, the rows of the visitors
 * who sent them are counted again from those visitors' events alone: their earlier rows are taken
 * out, their new ones added. A report under live traffic then reads a few visitors' events, not the
 * whole day's.
 *
 * Exact only if every event up to the kept `maxId` was counted: an event that reached the table with
 * a lower id after the rows were made (another instance's batch committed late) shows as a count that
 * does not add up, and the rows are counted again in full.
 */
export class OpenDayRows<R> {
  private readonly kept = new WeakMap<Db, Map<string, Kept<R>>>();

  constructor(
    private readonly shape: RowShape<R>,
    /** At most this many keys per database; past it, the cache starts over. */
    private readonly maxKeys = 100,
  ) {}

  async get(
    db: Db,
    key: string,
    range: { from: string; to: string },
    compute: (scope: Scope) => Promise<R[]>,
  ): Promise<R[]> {
    const inRange = sql`day >= ${range.from} and day <= ${range.to}`;
    const cache = this.kept.get(db) ?? this.kept.set(db, new Map()).get(db)!;
    const last = cache.get(key);
    if (cache.size >= this.maxKeys && !last) cache.clear();
    const next = last ? await this.update(db, inRange, last, compute) : await this.full(db, inRange, compute);
    cache.set(key, next);
    return next.rows;
  }

  /** The kept rows, with the visitors who sent events since counted again (in full when that cannot be exact). */
  private async update(
    db: Db,
    inRange: SQL,
    last: Kept<R>,
    compute: (scope: Scope) => Promise<R[]>,
  ): Promise<Kept<R>> {
    // One statement, so the range's count and the events after the kept ones are of one snapshot; the
    // count reads the day index only and the rest the primary key, so "nothing new" costs little.
    const [seen] = await rowsOf<{
      n: number;
      k: number;
      max_id: number | string | null;
      visitors: string[] | null;
    }>(
      db,
      sql`select (select count(*)::int from analytics_events where ${inRange}) as n, f.*
        from (select count(*)::int as k, max(id) as max_id, array_agg(distinct visitor) as visitors
          from analytics_events where ${inRange} and id > ${last.maxId}) as f`,
    );
    if (!seen || seen.n === last.n) return last;
    // An event that arrived late with a lower id is not among those after maxId: count in full.
    if (!seen.visitors || last.n + seen.k !== seen.n) return this.full(db, inRange, compute);
    const maxId = Number(seen.max_id);
    const [before, after] = await Promise.all([
      compute({ maxId: last.maxId, visitors: seen.visitors }),
      compute({ maxId, visitors: seen.visitors }),
    ]);
    return { n: seen.n, maxId, rows: this.merge(last.rows, before, after) };
  }

  private async full(db: Db, inRange: SQL, compute: (scope: Scope) => Promise<R[]>): Promise<Kept<R>> {
    const [seen] = await rowsOf<{ n: number; max_id: number | string | null }>(
      db,
      sql`select count(*)::int as n, max(id) as max_id from analytics_events where ${inRange}`,
    );
    const n = seen?.n ?? 0;
    const maxId = Number(seen?.max_id ?? 0);
    return { n, maxId, rows: n ? await compute({ maxId }) : [] };
  }

  /** `rows` − `before` + `after`, row by row; a row whose counts all come to 0 is dropped. */
  private merge(rows: R[], before: R[], after: R[]): R[] {
    const { id, counts } = this.shape;
    const byId = new Map(rows.map((r) => [id(r), { ...r }]));
    const zeros = Object.fromEntries(counts.map((c) => [c, 0]));
    const add = (r: R, sign: 1 | -1) => {
      const at = byId.get(id(r)) ?? byId.set(id(r), { ...r, ...zeros }).get(id(r))!;
      for (const c of counts) (at[c] as number) = (at[c] as number) + sign * (r[c] as number);
    };
    for (const r of before) add(r, -1);
    for (const r of after) add(r, 1);
    return [...byId.values()].filter((r) => counts.some((c) => r[c] !== 0));
  }
}
