import { and, count, eq, getTableName, lt, ne, sql } from "drizzle-orm";
import type { ContactData } from "~/contract/contact";
import {
  LEAD_STATUSES,
  type LeadBacklog,
  type LeadKind,
  type LeadStatus,
  type LeadStatusCounts,
} from "~/contract/leads";
import type { LeadEventKind } from "~/contract/lead-status";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { admins, contacts, demoRequests, leadEvents } from "../../platform/db/schema";
import { HttpError, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { type ListFilter, searchMatches } from "../../platform/paging";

// Both lead tables share the lead columns; the contact table's type stands for either in queries.
const tables: Record<LeadKind, typeof contacts> = {
  contact: contacts,
  demo: demoRequests as unknown as typeof contacts,
};
export const leadTable = (kind: LeadKind) => tables[kind];
export const leadNoun: Record<LeadKind, string> = { contact: "Contact", demo: "Demo request" };

/** 404 unless the lead exists. */
export async function assertLead(ctx: AppContext, kind: LeadKind, id: string): Promise<void> {
  const t = leadTable(kind);
  const [row] = await ctx.db.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw notFound(leadNoun[kind]);
}

export const staleLead = () => new HttpError(409, "Changed by someone else, reload.");

/** Arrivals before this instant are past their reply time. */
export const replyDueBefore = (ctx: AppContext) =>
  new Date(ctx.clock().getTime() - ctx.config.leadReplyHours * 60 * 60 * 1000);

/** The list filter of one status; none is every status but Spam, which shows only when asked for (ADR 0028). */
export const statusFilter = (kind: LeadKind, status: LeadStatus | undefined): ListFilter => ({
  where: status ? eq(leadTable(kind).leadStatus, status) : ne(leadTable(kind).leadStatus, "spam"),
  key: status ?? "",
});

/** How a new contact or demo request arrives: its visitor record, and whether it is kept as Spam (ADR 0028). */
export interface NewLeadOptions {
  visitorId?: string | null;
  spam?: boolean;
  /** A demo request sent sooner than SPAM_MIN_FILL_MS: kept as a lead, flagged for staff (ADR 0042). */
  fast?: boolean;
}

/** A New lead past its reply time. */
export const isOverdue = (row: { leadStatus: LeadStatus; createdAt: Date }, dueBefore: Date): boolean =>
  row.leadStatus === "new" && row.createdAt.getTime() < dueBefore.getTime();

/** How many leads of one kind have each status, the search applied. */
export async function statusCounts(
  ctx: AppContext,
  kind: LeadKind,
  search?: string,
): Promise<LeadStatusCounts> {
  const t = leadTable(kind);
  const rows = await ctx.db
    .select({ status: t.leadStatus, n: count() })
    .from(t)
    .where(search ? searchMatches(t.search, search) : undefined)
    .groupBy(t.leadStatus);
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as LeadStatusCounts;
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** New leads, and those of them past their reply time, both kinds together. */
export async function leadBacklog(ctx: AppContext): Promise<LeadBacklog> {
  const due = replyDueBefore(ctx);
  const n = async (kind: LeadKind, overdue: boolean) => {
    const t = leadTable(kind);
    const where = and(eq(t.leadStatus, "new"), overdue ? lt(t.createdAt, due) : undefined);
    return (await ctx.db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0;
  };
  const [c, d, co, dO] = await Promise.all([
    n("contact", false),
    n("demo", false),
    n("contact", true),
    n("demo", true),
  ]);
  return {
    newLeads: c + d,
    overdue: co + dO,
    byKind: { contact: { newLeads: c, overdue: co }, demo: { newLeads: d, overdue: dO } },
  };
}

export interface LeadChange {
  leadStatus?: LeadStatus;
  /** An admin id, or null for nobody; must name an existing admin. */
  assignedTo?: string | null;
  version?: number;
  /** Estimated value in whole rupees, or null to clear it. */
  value?: number | null;
  /** Contact fields (contacts only). */
  fields?: Partial<ContactData>;
}

/** Appends one entry to a lead's history. */
export const recordLeadEvent = (
  db: Db,
  ctx: AppContext,
  e: { kind: LeadKind; id: string; event: LeadEventKind; detail: string; by?: string },
) =>
  db.insert(leadEvents).values({
    id: newId(),
    leadKind: e.kind,
    leadId: e.id,
    kind: e.event,
    detail: e.detail,
    adminEmail: e.by ?? null,
    at: ctx.clock(),
  });

/**
 * Changes a lead in one transaction: 404 when it is gone, 409 when `version` is not the stored one.
 * A new status bumps the version and goes in the lead's history. Returns the status before and the row;
 * `releasedNotice` when the lead left Spam holding its staff notice (the row lock makes that happen once).
 */
export async function updateLead(
  ctx: AppContext,
  kind: LeadKind,
  id: string,
  change: LeadChange,
  by: string,
) {
  const done = await ctx.db.transaction((tx) => changeLeadIn(tx, ctx, kind, id, change, by));
  // Status and contact fields decide which lists and searches a lead is counted in.
  ctx.listTotals.changed(getTableName(leadTable(kind)));
  return done;
}

/** `updateLead`'s work inside a transaction the caller holds (a bulk action changes many in one). */
export async function changeLeadIn(
  tx: Db,
  ctx: AppContext,
  kind: LeadKind,
  id: string,
  change: LeadChange,
  by: string,
) {
  const t = leadTable(kind);
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for("update").limit(1);
  if (!row) throw notFound(leadNoun[kind]);
  if (change.version !== undefined && change.version !== row.version) throw staleLead();
  const moves = change.leadStatus !== undefined && change.leadStatus !== row.leadStatus;
  const assignee = change.assignedTo === undefined ? undefined : await staffEmail(tx, change.assignedTo);
  const assigns = change.assignedTo !== undefined && change.assignedTo !== row.assignedTo;
  const values = change.value !== undefined && change.value !== row.valueInr;
  const releasedNotice = moves && row.noticeHeld;
  const set = {
    ...change.fields,
    ...(moves ? { leadStatus: change.leadStatus } : {}),
    ...(releasedNotice ? { noticeHeld: false } : {}),
    ...(assigns ? { assignedTo: change.assignedTo } : {}),
    ...(values ? { valueInr: change.value } : {}),
    ...(moves || assigns || values ? { version: row.version + 1 } : {}),
  };
  const [updated] = Object.keys(set).length
    ? await tx.update(t).set(set).where(eq(t.id, id)).returning()
    : [row];
  if (moves) await recordLeadEvent(tx, ctx, { kind, id, event: "status", detail: change.leadStatus!, by });
  if (assigns)
    await recordLeadEvent(tx, ctx, { kind, id, event: "assigned", detail: assignee || "nobody", by });
  if (values)
    await recordLeadEvent(tx, ctx, { kind, id, event: "value", detail: String(change.value ?? ""), by });
  const newAssignee = assigns ? assignee : undefined;
  return { before: row.leadStatus, row: updated ?? row, newAssignee, releasedNotice };
}

/** The email of an admin ("" for nobody); an unknown admin is a 400. */
async function staffEmail(db: Db, adminId: string | null): Promise<string> {
  if (adminId === null) return "";
  const [a] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminId)).limit(1);
  if (!a) throw new HttpError(400, "Choose a staff member.");
  return a.email;
}

/** Everyone a lead can be assigned to. */
export const listStaff = (ctx: AppContext) =>
  ctx.db.select({ _id: admins.id, email: admins.email }).from(admins).orderBy(admins.email);

/** Lower-cased, trimmed email: how one person's records are matched. */
export const normalEmail = (email: string) => email.trim().toLowerCase();
export const emailMatches = (kind: LeadKind, email: string) =>
  sql`lower(${leadTable(kind).email}) = ${normalEmail(email)}`;
