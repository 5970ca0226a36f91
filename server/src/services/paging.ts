import { and, count, desc, getTableName, type SQL, sql } from "drizzle-orm";
import { type PgColumn, PgDialect, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
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

const dialect = new PgDialect();

/** The kept-count key of one `where` and cap: the SQL text with its parameters. */
const countKey = (where: SQL | undefined, cap: number) => {
  const query = where ? dialect.sqlToQuery(where) : { sql: "", params: [] };
  return JSON.stringify([cap, query.sql, query.params]);
};

/**
 * One page of a listed table, newest first (ties by id), with the optional search, any other
 * `filter`, and the total; with `totals`, the count is kept a few seconds (decision 32).
 */
export async function listPaged<T extends ListedTable, Item>(
  db: Db,
  table: T,
  q: PageArgs,
  toItem: (row: T["$inferSelect"]) => Item,
  { filter, totals }: { filter?: SQL; totals?: ListTotals } = {},
): Promise<{ data: Item[]; total: number; totalCapped?: true }> {
  const where = and(q.search ? searchMatches(table.search, q.search) : undefined, filter);
  const source = table as PgTable;
  const count = (cap: number) => countUpTo(db, source, where, cap);
  const { rows, ...counted } = await pageWithTotal(
    q,
    (limit, offset) =>
      db
        .select()
        .from(source)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit)
        .offset(offset) as Promise<T["$inferSelect"][]>,
    (cap, atLeast) =>
      totals ? totals.get(getTableName(source), countKey(where, cap), () => count(cap), atLeast) : count(cap),
  );
  return { data: rows.map(toItem), ...counted };
}
