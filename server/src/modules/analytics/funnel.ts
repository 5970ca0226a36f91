import { type AnyColumn, and, count, eq, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import type { FunnelRow, ReportFilters } from "~/contract/analytics-report";
import type { AppContext } from "../../context";
import { contacts, demoRequests } from "../../platform/db/schema";
import { companyDaysSpan } from "./company-day";
import type { RollupRow } from "./rollup-row";

const TOP = 10;

type Lead = { landing: string | null; source: string | null; n: number };

/**
 * Leads of the period's company days, counted by first-touch landing page and UTM source; Spam is no lead
 * (and got no code). Filters on the landing page and UTM apply to the first touch; a lead carries no
 * other dimension.
 */
async function leadCounts(ctx: AppContext, from: string, to: string, filters: ReportFilters) {
  const { start, end } = companyDaysSpan(ctx, from, to);
  const byFirstTouch = (t: typeof contacts | typeof demoRequests, which: SQL) => {
    const touch = (column: AnyColumn, v: string | undefined) =>
      v === undefined ? undefined : v === "" ? sql`coalesce(${column}, '') = ''` : eq(column, v);
    return ctx.db
      .select({ landing: t.landingPage, source: t.utmSource, n: count() })
      .from(t)
      .where(
        and(
          gte(t.createdAt, start),
          lt(t.createdAt, end),
          which,
          touch(t.landingPage, filters.entry),
          touch(t.utmSource, filters.source),
          touch(t.utmMedium, filters.medium),
          touch(t.utmCampaign, filters.campaign),
        ),
      )
      .groupBy(t.landingPage, t.utmSource);
  };
  const [c, d, v] = await Promise.all([
    byFirstTouch(contacts, ne(contacts.leadStatus, "spam")),
    byFirstTouch(demoRequests, ne(demoRequests.leadStatus, "spam")),
    // Verified demos of the requests made in the period, so a step never exceeds the one before it.
    byFirstTouch(demoRequests, sql`${demoRequests.status} = 'confirmed'`),
  ]);
  return { contacts: c as Lead[], demoCodes: d as Lead[], demoVerified: v as Lead[] };
}

const empty = (value: string): FunnelRow => ({
  value,
  sessions: 0,
  contacts: 0,
  demoCodes: 0,
  demoVerified: 0,
});

/** Funnel rows keyed by one attribute: sessions from the rollup dimension, leads from their first touch. */
function breakdown(
  rows: RollupRow[],
  dimension: string,
  leads: Awaited<ReturnType<typeof leadCounts>>,
  key: (l: Lead) => string | null,
): FunnelRow[] {
  const by = new Map<string, FunnelRow>();
  const at = (v: string) => by.get(v) ?? by.set(v, empty(v)).get(v)!;
  for (const r of rows) if (r.dimension === dimension) at(r.value).sessions += r.sessions;
  for (const step of ["contacts", "demoCodes", "demoVerified"] as const)
    for (const l of leads[step]) at(key(l) ?? "")[step] += l.n;
  return [...by.values()]
    .sort((a, b) => b.contacts + b.demoCodes - (a.contacts + a.demoCodes) || b.sessions - a.sessions)
    .slice(0, TOP);
}

/** Page view → contact; page view → demo code sent → demo verified, for the period and per first touch. */
export async function funnelReport(
  ctx: AppContext,
  from: string,
  to: string,
  rows: RollupRow[],
  filters: ReportFilters = {},
) {
  const leads = await leadCounts(ctx, from, to, filters);
  const total = empty("");
  for (const r of rows) if (r.dimension === "total") total.sessions += r.sessions;
  for (const step of ["contacts", "demoCodes", "demoVerified"] as const)
    total[step] = leads[step].reduce((n, l) => n + l.n, 0);
  return {
    total,
    byLandingPage: breakdown(rows, "entry", leads, (l) => l.landing),
    bySource: breakdown(rows, "entry_source", leads, (l) => l.source),
  };
}
