import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { LeadFilters } from "~/contract/lead-list";
import type { LeadKind } from "~/contract/leads";
import type { AppContext } from "../../context";
import { admins, type contacts, type demoRequests } from "../../platform/db/schema";
import { listFilter, listOrder } from "./lead-list";
import { leadTable } from "./leads";
import { likePattern } from "../../platform/paging";
import { csvLine } from "~/shared/csv";

type ContactRow = typeof contacts.$inferSelect;
type DemoRow = typeof demoRequests.$inferSelect;

/** Rows read per query: the export holds one batch in memory at a time, whatever the list's size. */
export const EXPORT_BATCH = 1000;

/** The columns of each list's CSV: the spec's fields first, then the lead's status, owner, value and origin. */
const headers: Record<LeadKind, string[]> = {
  contact: ["_id", "name", "email", "phone", "message", "createdAt"],
  demo: ["_id", "fullName", "companyName", "phone", "email", "comment", "status", "createdAt"],
};
const leadHeaders = ["leadStatus", "assignee", "value", "source", "firstTouch", "utmMedium", "utmCampaign"];
export const csvHeaders = (kind: LeadKind) => [...headers[kind], ...leadHeaders];

function cells(kind: LeadKind, row: ContactRow | DemoRow, assignee: string | null) {
  const lead = [
    row.leadStatus,
    assignee,
    row.valueInr,
    row.utmSource,
    row.landingPage,
    row.utmMedium,
    row.utmCampaign,
  ];
  const at = row.createdAt.toISOString();
  if (kind === "contact") {
    const c = row as ContactRow;
    return [c.id, c.name, c.email, c.phone, c.message, at, ...lead];
  }
  const d = row as DemoRow;
  return [d.id, d.fullName, d.companyName, d.phone, d.email, d.comment, d.status, at, ...lead];
}

/**
 * The CSV of a lead list with every filter, the search and the sort of the screen, as text chunks (the
 * header line, then one chunk per batch). Batches follow the list's order by keyset, (sort key, id)
 * past the last row sent, so a deep batch costs what the first does and nothing holds more than one
 * batch. `onRow` counts the rows for the security log.
 */
export async function* leadCsv(
  ctx: AppContext,
  kind: LeadKind,
  q: LeadFilters,
  adminId: string,
  onRows: (n: number) => void,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(csvHeaders(kind))}`;
  const term = q.search?.toLowerCase();
  // A term with a line break could only match across fields: nothing matches (as on screen).
  if (term && /[\r\n]/.test(term)) return;
  const t = leadTable(kind);
  const order = listOrder(kind, q);
  const filter = listFilter(ctx, kind, q, adminId);
  const searched = term ? sql`${t.search} like ${likePattern(term)}` : undefined;
  const dir = order.dir === "asc" ? asc : desc;
  const past = order.dir === "asc" ? sql`>` : sql`<`;
  let last: { key: string; id: string } | undefined;
  for (;;) {
    const after: SQL | undefined = last
      ? sql`(${order.by}, ${t.id}) ${past} (cast(${last.key} as ${sql.raw(order.type)}), ${last.id})`
      : undefined;
    const rows = await ctx.db
      .select({ lead: t, assignee: admins.email, key: sql<string>`(${order.by})::text` })
      .from(t)
      .leftJoin(admins, eq(admins.id, t.assignedTo))
      .where(and(searched, filter.where, after))
      .orderBy(dir(order.by), dir(t.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    let chunk = "";
    for (const r of rows) chunk += csvLine(cells(kind, r.lead, r.assignee));
    onRows(rows.length);
    yield chunk;
    if (rows.length < EXPORT_BATCH) return;
    const end = rows[rows.length - 1]!;
    last = { key: end.key, id: end.lead.id };
  }
}
