import { and, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { LeadFilters, LeadSort } from "~/contract/lead-list";
import { LEAD_STATUSES, type LeadKind } from "~/contract/leads";
import type { AppContext } from "../../context";
import { admins, contacts, demoRequests } from "../../platform/db/schema";
import { likePattern } from "../../platform/paging";
import type { ListFilter, ListOrder } from "../../platform/paging";
import { leadTable, replyDueBefore, statusFilter } from "./leads";

// The lead lists' filters and sorts (issue 26, decision 45), shared by the list and its CSV export.

/** What the sort keys compare as: the export's keyset casts the last key back to it. */
export type SortKeyType = "timestamptz" | "integer" | "text";

interface SortKey {
  by: SQL | PgColumn;
  type: SortKeyType;
}

/** A lead list's order as SQL: never null, so the export's keyset comparison sees every row. */
export function sortKey(kind: LeadKind, sort: LeadSort): SortKey {
  const t = leadTable(kind);
  switch (sort) {
    case "received":
      return { by: t.createdAt, type: "timestamptz" };
    case "name": {
      const name = kind === "demo" ? demoRequests.fullName : contacts.name;
      return { by: sql`lower(${name})`, type: "text" };
    }
    case "status": {
      // The pipeline's order (New first, Spam last), not the alphabet's.
      const cases = LEAD_STATUSES.map((s, i) => sql`when ${s} then ${sql.raw(String(i))}`);
      return { by: sql`(case ${t.leadStatus} ${sql.join(cases, sql` `)} end)`, type: "integer" };
    }
    case "value":
      // No value sorts below ₹0.
      return { by: sql`coalesce(${t.valueInr}, -1)`, type: "integer" };
    case "assignee":
      // The assignee's email; nobody sorts first ascending.
      return {
        by: sql`coalesce((select ${admins.email} from ${admins} where ${admins.id} = ${t.assignedTo}), '')`,
        type: "text",
      };
  }
}

/** The order of a list: by `sort` (received by default), newest or highest first unless `dir` says asc. */
export function listOrder(kind: LeadKind, q: Pick<LeadFilters, "sort" | "dir">): ListOrder & SortKey {
  const sort = q.sort ?? "received";
  const dir = q.dir ?? "desc";
  return { ...sortKey(kind, sort), dir, key: `${sort}:${dir}` };
}

/**
 * A lead list's filters besides the search: status (every status but Spam by default), Mine or
 * Unassigned, Overdue, source and the received dates. Status alone keeps its built page query
 * (decision 32); any other filter builds its own.
 */
export function listFilter(
  ctx: AppContext,
  kind: LeadKind,
  q: Omit<LeadFilters, "search" | "sort" | "dir">,
  adminId: string,
): ListFilter {
  const t = leadTable(kind);
  const status = statusFilter(kind, q.status);
  const parts: SQL[] = [status.where];
  if (q.assigned === "mine") parts.push(eq(t.assignedTo, adminId));
  if (q.assigned === "none") parts.push(isNull(t.assignedTo));
  if (q.overdue) parts.push(and(eq(t.leadStatus, "new"), lt(t.createdAt, replyDueBefore(ctx)))!);
  if (q.source) parts.push(sourceMatches(kind, q.source));
  if (q.from) parts.push(gte(t.createdAt, new Date(q.from)));
  if (q.to) parts.push(lt(t.createdAt, new Date(q.to)));
  if (parts.length === 1) return status;
  const key = JSON.stringify([
    status.key,
    q.assigned === "mine" ? `mine:${adminId}` : (q.assigned ?? ""),
    q.overdue ?? "",
    q.source ?? "",
    q.from ?? "",
    q.to ?? "",
  ]);
  return { where: and(...parts)!, key, keep: false };
}

/** A landing page path ("/pricing") matches that page and below; any other text is a UTM source, any case. */
export function sourceMatches(kind: LeadKind, source: string): SQL {
  const t = leadTable(kind);
  if (source.startsWith("/")) {
    const prefix = `${likePattern(source).slice(1, -1)}%`;
    return sql`${t.landingPage} like ${prefix}`;
  }
  return sql`lower(${t.utmSource}) = ${source.toLowerCase()}`;
}
