import { sql } from "drizzle-orm";
import type {
  Comparison,
  ReportFilters,
  ReportQuery,
  TopRow,
  TopTable,
  TrafficReport,
  TrafficTotals,
} from "~/contract/analytics-report";
import type { AppContext } from "../../context";
import { addDays } from "../../platform/zoned-day";
import { ROLLUP_COLUMNS } from "./aggregate";
import { companyToday } from "./company-day";
import { eventsReport } from "./events-report";
import { filteredRows } from "./filtered";
import { funnelReport } from "./funnel";
import { openDayRows } from "./open-days";
import type { RollupRow } from "./rollup-row";
import { vitalsReport } from "./vitals";

export type { RollupRow };

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP = 10;

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Rollup rows for a report: the `total` row of each day of [from, to], and, from `detailFrom` on, every
 * other dimension summed by value in SQL (one row per value, dated `detailFrom`), so a long period
 * brings back a few hundred rows instead of every day's. Days after the last rolled-up one (today,
 * and yesterday until the hourly upkeep has run) come from the raw events, one row per day and value;
 * the upkeep rolls up every finished day with raw events at once, so no earlier day is missing.
 */
export async function rollupRows(
  ctx: AppContext,
  from: string,
  to: string,
  detailFrom?: string,
): Promise<RollupRow[]> {
  await ctx.analytics.flush();
  const detail = detailFrom
    ? sql`union all
      select ${detailFrom}::text as day, dimension, value, sum(visitors)::int, sum(page_views)::int,
        sum(sessions)::int, sum(bounces)::int
      from analytics_daily where dimension <> 'total' and day >= ${detailFrom} and day <= ${to}
      group by dimension, value`
    : sql``;
  const [stored, last] = await Promise.all([
    ctx.db.execute(sql`select ${ROLLUP_COLUMNS} from analytics_daily
      where dimension = 'total' and day >= ${from} and day <= ${to} ${detail}`),
    ctx.db.execute(
      sql`select max(day) as day from analytics_daily where dimension = 'total' and day <= ${to}`,
    ),
  ]);
  const rows = (stored as unknown as { rows: RollupRow[] }).rows;
  const lastRolled = (last as unknown as { rows: { day: string | null }[] }).rows[0]?.day;
  const firstOpen = lastRolled && lastRolled >= from ? shiftDay(lastRolled, 1) : from;
  if (firstOpen > to) return rows;
  return [...rows, ...(await openDayRows(ctx.db, firstOpen, to))];
}

export function totalsOf(rows: RollupRow[]): TrafficTotals {
  const t = rows.filter((r) => r.dimension === "total");
  const sum = (k: "visitors" | "page_views" | "sessions" | "bounces") => t.reduce((n, r) => n + r[k], 0);
  const sessions = sum("sessions");
  return {
    visitors: sum("visitors"),
    pageViews: sum("page_views"),
    sessions,
    viewsPerSession: sessions ? sum("page_views") / sessions : 0,
    bounceRate: sessions ? sum("bounces") / sessions : 0,
  };
}

/** Each report table and the rollup dimension it reads. */
const tableDimension: Record<TopTable, string> = {
  pages: "path",
  entries: "entry",
  referrers: "referrer",
  campaigns: "utm_campaign",
  sources: "utm_source",
  mediums: "utm_medium",
  countries: "country",
  browsers: "browser",
  os: "os",
  devices: "device",
  events: "event",
  props: "prop",
};

/** The top values of one dimension by visitors, then page views. Empty values (no referrer, no UTM) are left out. */
export function topOf(rows: RollupRow[], dimension: string, limit = TOP): TopRow[] {
  const by = new Map<string, TopRow>();
  for (const r of rows) {
    if (r.dimension !== dimension || !r.value) continue;
    const row = by.get(r.value) ?? { value: r.value, visitors: 0, pageViews: 0 };
    row.visitors += r.visitors;
    row.pageViews += r.page_views;
    by.set(r.value, row);
  }
  return [...by.values()]
    .sort((a, b) => b.visitors - a.visitors || b.pageViews - a.pageViews || a.value.localeCompare(b.value))
    .slice(0, limit);
}

function dailySeries(rows: RollupRow[], from: string, to: string) {
  const totals = new Map(rows.filter((r) => r.dimension === "total").map((r) => [r.day, r]));
  const days: TrafficReport["daily"] = [];
  for (let d = from; d <= to; d = shiftDay(d, 1)) {
    const r = totals.get(d);
    days.push({ day: d, visitors: r?.visitors ?? 0, pageViews: r?.page_views ?? 0 });
  }
  return days;
}

/** The period the totals are compared with: the same number of days before, or a year before. */
export function comparedRange(from: string, to: string, compare: Comparison) {
  if (compare === "year") {
    const yearBefore = (day: string) => {
      const d = new Date(`${day}T00:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() - 1);
      return d.toISOString().slice(0, 10);
    };
    return { previousFrom: yearBefore(from), previousTo: yearBefore(to) };
  }
  const length = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return { previousFrom: shiftDay(from, -length), previousTo: shiftDay(from, -1) };
}

/** A report's query with its days settled: `from` and `to` as asked, or the last `days` days up to today. */
type ReportRange = Omit<ReportQuery, "days" | "from" | "to"> & { from: string; to: string };

/** The days a query asks for; without a range, the last `days` company days up to today (30 by default). */
export function reportRange(ctx: AppContext, { days, ...q }: ReportQuery): ReportRange {
  if (q.from !== undefined && q.to !== undefined) return { ...q, from: q.from, to: q.to };
  const to = companyToday(ctx);
  return { ...q, from: addDays(to, 1 - (days ?? 30)), to };
}

/** Rollup rows of [from, to] (every dimension) and the compared period (totals only). */
async function reportRows(ctx: AppContext, q: ReportRange, previousFrom: string, previousTo: string) {
  const { from, to, compare, ...rest } = q;
  const filters = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  ) as ReportFilters;
  if (Object.keys(filters).length)
    return {
      filters,
      rows: await filteredRows(ctx, filters, { from, to }, { from: previousFrom, to: previousTo }),
    };
  // The period before is next to the period: one read for both.
  if (compare === "previous") return { filters, rows: await rollupRows(ctx, previousFrom, to, from) };
  const [current, before] = await Promise.all([
    rollupRows(ctx, from, to, from),
    rollupRows(ctx, previousFrom, previousTo),
  ]);
  return { filters, rows: [...current, ...before] };
}

/** The Analytics screen's figures for [from, to], narrowed by its filters, and the compared period's totals. */
export async function trafficReport(ctx: AppContext, query: ReportQuery): Promise<TrafficReport> {
  const q = reportRange(ctx, query);
  const { from, to, compare } = q;
  const { previousFrom, previousTo } = comparedRange(from, to, compare);
  const { filters, rows: all } = await reportRows(ctx, q, previousFrom, previousTo);
  const current = all.filter((r) => r.day >= from);
  const totals = totalsOf(current);
  const previous = totalsOf(all.filter((r) => r.day < from));
  // Goals and funnels count the whole site's visitors: the filtered rows carry no per-event property
  // rows, and the funnels read raw events. Under a filter they are read unfiltered, and say so on screen.
  const whole = Object.keys(filters).length
    ? (await reportRows(ctx, { from, to, compare }, previousFrom, previousTo)).rows
    : all;
  const wholeVisitors = {
    current: totalsOf(whole.filter((r) => r.day >= from)).visitors,
    previous: totalsOf(whole.filter((r) => r.day < from)).visitors,
  };
  const [funnel, vitals, events] = await Promise.all([
    funnelReport(ctx, from, to, current, filters),
    vitalsReport(ctx, from, to, filters),
    eventsReport(ctx, { from, to, previousFrom, previousTo }, whole, wholeVisitors),
  ]);
  return {
    from,
    to,
    timeZone: ctx.company.current().timeZone,
    filters,
    compare,
    previousFrom,
    previousTo,
    totals,
    previous,
    daily: dailySeries(current, from, to),
    tables: Object.fromEntries(
      Object.entries(tableDimension).map(([table, dimension]) => [table, topOf(current, dimension)]),
    ) as TrafficReport["tables"],
    funnel,
    vitals,
    ...events,
  };
}
