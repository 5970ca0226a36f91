import { and, asc, count, desc, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./db/client";
import type { ListTotals } from "./list-totals";

export interface PageArgs {
  page?: number;
  pageSize?: number;
  search?: string;
}

/** `%term%` for LIKE with the term's own wildcards taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive "contains" on a table's generated `search` column (its fields lower-cased, one per
 * line), served by a trigram index. A term with a line break could only match across fields: no match.
 */
export const searchMatches = (search: PgColumn, term: string): SQL =>
  /[\r\n]/.test(term) ? sql`false` : sql`${search} like ${likePattern(term.toLowerCase())}`;

/** Without page or pageSize a list answers its first page of 10: never every row. */
export function pageWindow(q: PageArgs): { limit: number; offset: number } {
  const limit = q.pageSize ?? 10;
  const offset = ((q.page ?? 1) - 1) * limit;
  return { limit, offset: Math.min(offset, 1_000_000_000) };
}

/** Rows counted at most for a list's total; beyond it the total reads "10,000+" (decision 26). */
export const COUNT_CAP = 10_000;

export interface PageWithTotal<T> {
  rows: T[];
  total: number;
  /** Set when more rows match than `total`: the count stopped at its cap. */
  totalCapped?: true;
}

/** `count(*)` of at most `cap + 1` rows of a query: a large match stops early instead of counting all. */
export async function countUpTo(db: Db, from: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(from)
    .where(where)
    .limit(cap + 1)
    .as("capped");
  return (await db.select({ n: count() }).from(capped))[0]?.n ?? 0;
}

/**
 * One page plus the total. The count query runs only when the page is full: a short page already
 * tells the total exactly (offset + rows), which spares selective searches a second query. The count
 * stops past `COUNT_CAP` rows (or past the page shown, deeper than that), so the total is exact below
 * the cap and a lower bound with `totalCapped` above it.
 */
export async function pageWithTotal<T>(
  q: PageArgs,
  fetchPage: (limit: number, offset: number) => Promise<T[]>,
  /** `atLeast`: the rows up to the end of this page, a floor any right count reaches. */
  countUpToCap: (cap: number, atLeast: number) => Promise<number>,
): Promise<PageWithTotal<T>> {
  const { limit, offset } = pageWindow(q);
  const rows = await fetchPage(limit, offset);
  if (rows.length > 0 && rows.length < limit) return { rows, total: offset + rows.length };
  if (rows.length === 0 && offset === 0) return { rows, total: 0 };
  const cap = Math.max(COUNT_CAP, offset + limit);
  const n = await countUpToCap(cap, offset + rows.length);
  return n > cap ? { rows, total: cap, totalCapped: true } : { rows, total: n };
}

/** A table the admin lists page through: newest first, searched on its generated `search` column. */
type ListedTable = PgTable & { id: PgColumn; createdAt: PgColumn; search: PgColumn };

/** A list's filter besides the search, and its name among the list's few fixed filters (a status, say). */
export interface ListFilter {
  where: SQL;
  key: string;
  /**
   * False when the filter's values vary without bound (a date, a source, an assignee): its page query is
   * built on each call instead of kept, so the kept queries stay few.
   */
  keep?: boolean;
}

/** A list's order besides newest first: an expression and direction, ties broken by id the same way. */
export interface ListOrder {
  by: SQL | PgColumn;
  dir: "asc" | "desc";
  key: string;
}

interface BuiltPage {
  execute(values: { pattern?: string; limit: number; offset: number }): Promise<unknown[]>;
}

/**
 * Page queries built once per database, table, filter and search-or-not, then run with their values:
 * building the SQL text cost more than a kept search's whole database time (decision 32).
 */
const builtPages = new WeakMap<Db, Map<string, BuiltPage>>();

function pageQuery(
  db: Db,
  table: ListedTable,
  filter: SQL | undefined,
  key: string | null,
  searched: boolean,
  order?: ListOrder,
) {
  let byKey = builtPages.get(db);
  if (!byKey) builtPages.set(db, (byKey = new Map()));
  let query = key === null ? undefined : byKey.get(key);
  if (!query) {
    const where = and(searched ? sql`${table.search} like ${sql.placeholder("pattern")}` : undefined, filter);
    const dir = order?.dir === "asc" ? asc : desc;
    query = db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(dir(order?.by ?? table.createdAt), dir(table.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      // Unnamed: PostgreSQL still plans each search for its own term (one generic plan for every
      // term could walk the whole date index for a rare one).
      .prepare("");
    if (key !== null) byKey.set(key, query);
  }
  return query;
}

/**
 * One page of a listed table, newest first (ties by id), with the optional search, any other
 * `filter`, and the total; with `totals`, the count is kept a few seconds (decision 32).
 */
export async function listPaged<T extends ListedTable, Item>(
  db: Db,
  table: T,
  q: PageArgs,
  toItem: (row: T["$inferSelect"]) => Item,
  { filter, totals, order }: { filter?: ListFilter; totals?: ListTotals; order?: ListOrder } = {},
): Promise<{ data: Item[]; total: number; totalCapped?: true }> {
  const term = q.search?.toLowerCase();
  // A term with a line break could only match across fields: nothing matches.
  if (term && /[\r\n]/.test(term)) return { data: [], total: 0 };
  const pattern = term ? likePattern(term) : undefined;
  const name = getTableName(table);
  const filterKey = filter?.key ?? "";
  const pageKey =
    filter?.keep === false ? null : `${name}\u0000${filterKey}\u0000${!!pattern}\u0000${order?.key ?? ""}`;
  const page = pageQuery(db, table, filter?.where, pageKey, !!pattern, order);
  const where = and(pattern ? sql`${table.search} like ${pattern}` : undefined, filter?.where);
  const count = (cap: number) => countUpTo(db, table, where, cap);
  const { rows, ...counted } = await pageWithTotal(
    q,
    (limit, offset) => page.execute({ pattern, limit, offset }) as Promise<T["$inferSelect"][]>,
    (cap, atLeast) =>
      totals
        ? totals.get(name, JSON.stringify([cap, filterKey, pattern]), () => count(cap), atLeast)
        : count(cap),
  );
  return { data: rows.map(toItem), ...counted };
}
