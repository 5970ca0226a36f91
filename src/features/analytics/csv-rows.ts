// CSV rows in the layout the KPI platform reads: a header row, a `period` column it can split on,
// and plain numbers (no separators or percent signs).
import type { FunnelRow, TopRow } from "~/contract/analytics-report";

export interface Range {
  from: string;
  to: string;
}

const period = ({ from, to }: Range) => `${from} to ${to}`;

export const TOP_COLUMNS = ["period", "dimension", "value", "visitors", "page_views"] as const;
export const FUNNEL_COLUMNS = [
  "period",
  "dimension",
  "value",
  "sessions",
  "contacts",
  "demo_codes",
  "demo_verified",
] as const;
export const DAILY_COLUMNS = ["period", "visitors", "page_views"] as const;

export const topCsv = (range: Range, dimension: string, rows: TopRow[]) =>
  rows.map((r) => ({
    period: period(range),
    dimension,
    value: r.value,
    visitors: r.visitors,
    page_views: r.pageViews,
  }));

export const funnelCsv = (range: Range, dimension: string, rows: FunnelRow[]) =>
  rows.map((r) => ({
    period: period(range),
    dimension,
    value: r.value || "(none)",
    sessions: r.sessions,
    contacts: r.contacts,
    demo_codes: r.demoCodes,
    demo_verified: r.demoVerified,
  }));

/** One row per day; the day is the period, so the platform draws one point per day. */
export const dailyCsv = (days: { day: string; visitors: number; pageViews: number }[]) =>
  days.map((d) => ({ period: d.day, visitors: d.visitors, page_views: d.pageViews }));
