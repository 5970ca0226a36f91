import type { FastifyReply, FastifyRequest } from "fastify";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";
import { authenticate } from "../services/tokens";

/** onRequest hook for admin-only calls (before the body is read): a valid, unrevoked bearer token or 401. */
export const adminOnly = (ctx: AppContext) => async (request: FastifyRequest, _reply: FastifyReply) => {
  await authenticate(ctx, request);
};

export const bearer = [{ bearer: [] }];

/** `%term%` for LIKE with the term's own wildcards taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive "contains" on a table's generated `search` column (its fields lower-cased, one per
 * line), served by a trigram index. A term with a line break could only match across fields: no match.
 */
export const searchMatches = (search: PgColumn, term: string): SQL =>
  /[\r\n]/.test(term) ? sql`false` : sql`${search} like ${likePattern(term.toLowerCase())}`;

export interface PageArgs {
  page?: number;
  pageSize?: number;
  search?: string;
}

/** Without page or pageSize a list answers its first page of 10: never every row. */
export function pageWindow(q: PageArgs): { limit: number; offset: number } {
  const limit = q.pageSize ?? 10;
  const offset = ((q.page ?? 1) - 1) * limit;
  return { limit, offset: Math.min(offset, 1_000_000_000) };
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
