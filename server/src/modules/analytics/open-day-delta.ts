import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";

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

/** Something that runs SQL: the database or a transaction. */
type Runner = Pick<Db, "execute">;

/** The kinds every open-day figure counts: page views and named events (not Web Vitals). */
export const HITS = sql.raw(`kind in ('pageview', 'event')`);

/**
 * Page views and events of the days `days` selects, from the counts a trigger keeps in the inserting
 * transaction (migration 0025), and the highest event id: one snapshot, in which every event of those
 * days has an id up to `top`. Counting today's events themselves would read their table pages, too
 * recent for the index alone.
 */
export async function counted(db: Runner, days: SQL): Promise<{ n: number; top: number }> {
  const [row] = (
    (await db.execute(sql`select
      (select coalesce(sum(n), 0)::int from analytics_day_counts where ${days} and ${HITS}) as n,
      (select max(id) from analytics_events) as top`)) as unknown as { rows: { n: number; top: unknown }[] }
  ).rows;
  return { n: row?.n ?? 0, top: Number(row?.top ?? 0) };
}

/**
 * `counted`, with the page views and events of those days whose id is past `maxId`: how many (`k`), and
 * their visitors. They are found by the primary key, so this costs little when few are new.
 */
export async function seenSince(
  db: Runner,
  days: SQL,
  maxId: number,
): Promise<{ n: number; top: number; k: number; visitors: string[] | null }> {
  const [row] = (
    (await db.execute(sql`select
      (select coalesce(sum(n), 0)::int from analytics_day_counts where ${days} and ${HITS}) as n,
      (select max(id) from analytics_events) as top, f.*
    from (select count(*)::int as k, array_agg(distinct visitor) as visitors from analytics_events
      where id > ${maxId} and ${days} and ${HITS}) as f`)) as unknown as {
      rows: { n: number; top: unknown; k: number; visitors: string[] | null }[];
    }
  ).rows;
  return { n: row?.n ?? 0, top: Number(row?.top ?? 0), k: row?.k ?? 0, visitors: row?.visitors ?? null };
}

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
    const seen = await seenSince(db, inRange, last.maxId);
    if (seen.n === last.n) return last;
    // An event that arrived late with a lower id is not among those after maxId: count in full.
    if (!seen.visitors || last.n + seen.k !== seen.n) return this.full(db, inRange, compute);
    const [before, after] = await Promise.all([
      compute({ maxId: last.maxId, visitors: seen.visitors }),
      compute({ maxId: seen.top, visitors: seen.visitors }),
    ]);
    return { n: seen.n, maxId: seen.top, rows: this.merge(last.rows, before, after) };
  }

  private async full(db: Db, inRange: SQL, compute: (scope: Scope) => Promise<R[]>): Promise<Kept<R>> {
    const { n, top } = await counted(db, inRange);
    return { n, maxId: top, rows: n ? await compute({ maxId: top }) : [] };
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
