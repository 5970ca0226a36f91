import { and, count, desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

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

/**
 * One page plus the total. The count query runs only when the page is full: a short page already
 * tells the total exactly (offset + rows), which spares selective searches a second query.
 */
export async function pageWithTotal<T>(
  q: PageArgs,
  fetchPage: (limit: number, offset: number) => Promise<T[]>,
  countAll: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const rows = await fetchPage(limit, offset);
  if (rows.length > 0 && rows.length < limit) return { rows, total: offset + rows.length };
  if (rows.length === 0 && offset === 0) return { rows, total: 0 };
  return { rows, total: await countAll() };
}

/** A table the admin lists page through: newest first, searched on its generated `search` column. */
type ListedTable = PgTable & { id: PgColumn; createdAt: PgColumn; search: PgColumn };

/**
 * One page of a listed table, newest first (ties by id), with the optional search, any other
 * `filter`, and the total.
 */
export async function listPaged<T extends ListedTable, Item>(
  db: Db,
  table: T,
  q: PageArgs,
  toItem: (row: T["$inferSelect"]) => Item,
  filter?: SQL,
): Promise<{ data: Item[]; total: number }> {
  const where = and(q.search ? searchMatches(table.search, q.search) : undefined, filter);
  const source = table as PgTable;
  const { rows, total } = await pageWithTotal(
    q,
    (limit, offset) =>
      db
        .select()
        .from(source)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit)
        .offset(offset) as Promise<T["$inferSelect"][]>,
    async () => (await db.select({ n: count() }).from(source).where(where))[0]?.n ?? 0,
  );
  return { data: rows.map(toItem), total };
}
