import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { LeadKind } from "~/contract/lead-status";
import {
  OPEN_STATUSES,
  PIPELINE_CARDS,
  PIPELINE_STATUSES,
  type PipelineBoard,
  type PipelineCard,
  type PipelineStatus,
  type PipelineTotals,
} from "~/contract/pipeline";
import type { AppContext } from "../../context";
import { admins, contacts, demoRequests, leadEvents } from "../../platform/db/schema";
import { leadTable } from "./leads";

// The /pipeline board and the dashboard's pipeline figures, over both lead tables.

const KINDS: LeadKind[] = ["contact", "demo"];

/** A demo request whose code was never entered is no piece of work yet: it is left off the board and its sums. */
const onBoard = (kind: LeadKind) => (kind === "demo" ? eq(demoRequests.status, "confirmed") : undefined);

async function cardsOf(ctx: AppContext, kind: LeadKind, status: PipelineStatus): Promise<PipelineCard[]> {
  const t = leadTable(kind);
  const name = kind === "demo" ? demoRequests.fullName : contacts.name;
  const company = kind === "demo" ? demoRequests.companyName : sql<string>`''`;
  const rows = await ctx.db
    .select({
      id: t.id,
      name,
      company,
      value: t.valueInr,
      assigneeEmail: admins.email,
      createdAt: t.createdAt,
      version: t.version,
    })
    .from(t)
    .leftJoin(admins, eq(admins.id, t.assignedTo))
    .where(and(eq(t.leadStatus, status), onBoard(kind)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(PIPELINE_CARDS);
  return rows.map((r) => ({
    kind,
    _id: r.id,
    name: r.name,
    companyName: r.company ?? "",
    value: r.value,
    assigneeEmail: r.assigneeEmail,
    createdAt: r.createdAt.toISOString(),
    leadStatus: status,
    version: r.version,
  }));
}

/** Count and value sum per status of one table (one grouped query on the status index). */
async function sums(ctx: AppContext, kind: LeadKind) {
  const t = leadTable(kind);
  return ctx.db
    .select({ status: t.leadStatus, n: count(), total: sql<string>`coalesce(sum(${t.valueInr}), 0)` })
    .from(t)
    .where(and(inArray(t.leadStatus, [...PIPELINE_STATUSES]), onBoard(kind)))
    .groupBy(t.leadStatus);
}

/** One column per status but Spam: the newest cards of both kinds, with the whole column's count and total. */
export async function pipelineBoard(ctx: AppContext): Promise<PipelineBoard> {
  const totals = (await Promise.all(KINDS.map((k) => sums(ctx, k)))).flat();
  const columns = [];
  for (const status of PIPELINE_STATUSES) {
    const cards = (await Promise.all(KINDS.map((k) => cardsOf(ctx, k, status))))
      .flat()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, PIPELINE_CARDS);
    const mine = totals.filter((r) => r.status === status);
    columns.push({
      status,
      cards,
      count: mine.reduce((n, r) => n + r.n, 0),
      total: mine.reduce((n, r) => n + Number(r.total), 0),
    });
  }
  return { columns };
}

/** The 1st of this month, 00:00 in the company's time zone. */
export function startOfMonth(ctx: AppContext): Date {
  const zone = ctx.company.current().timeZone;
  const now = Temporal.Instant.fromEpochMilliseconds(ctx.clock().getTime()).toZonedDateTimeISO(zone);
  const first = now.toPlainDate().with({ day: 1 }).toZonedDateTime({ timeZone: zone });
  return new Date(first.epochMilliseconds);
}

/**
 * "Open pipeline": the values of New, Contacted and Qualified leads. "Won this month": the values of
 * leads now Won that were moved to Won since the 1st (company time zone).
 */
export async function pipelineTotals(ctx: AppContext): Promise<PipelineTotals> {
  const since = startOfMonth(ctx);
  let openPipeline = 0;
  let wonThisMonth = 0;
  for (const kind of KINDS) {
    const t = leadTable(kind);
    const [open] = await ctx.db
      .select({ total: sql<string>`coalesce(sum(${t.valueInr}), 0)` })
      .from(t)
      .where(and(inArray(t.leadStatus, [...OPEN_STATUSES]), onBoard(kind)));
    const wonRecently = ctx.db
      .select({ id: leadEvents.leadId })
      .from(leadEvents)
      .where(
        and(
          eq(leadEvents.leadKind, kind),
          eq(leadEvents.kind, "status"),
          eq(leadEvents.detail, "won"),
          sql`${leadEvents.at} >= ${since.toISOString()}`,
        ),
      );
    const [won] = await ctx.db
      .select({ total: sql<string>`coalesce(sum(${t.valueInr}), 0)` })
      .from(t)
      .where(and(eq(t.leadStatus, "won"), inArray(t.id, wonRecently), onBoard(kind)));
    openPipeline += Number(open?.total ?? 0);
    wonThisMonth += Number(won?.total ?? 0);
  }
  return { openPipeline, wonThisMonth };
}
