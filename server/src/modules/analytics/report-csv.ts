// One table of the report as CSV, in the layout the KPI platform reads: a header row, a `period` column
// it can split on, and plain numbers (no separators or percent signs).
import type { AnalyticsCsvTable } from "~/contract/analytics-csv";
import type { StepCounts } from "~/contract/analytics-goals";
import type { FunnelRow, ReportQuery, TopTable, TrafficReport } from "~/contract/analytics-report";
import { type CsvValue, csvText } from "~/shared/csv";
import type { AppContext } from "../../context";
import { trafficReport } from "./report";

type Table = { header: readonly string[]; rows: CsvValue[][] };

const TOP = ["period", "dimension", "value", "visitors", "page_views"] as const;
const FUNNEL = [
  "period",
  "dimension",
  "value",
  "sessions",
  "contacts",
  "demo_codes",
  "demo_verified",
] as const;
const BOOKING_STEPS = ["visit", "demo_viewed", "demo_started", "code_sent", "demo_booked"] as const;
const BOOKING = ["period", "dimension", "value", ...BOOKING_STEPS] as const;

const topRows = (period: string, table: TopTable, rows: TrafficReport["tables"][TopTable]): Table => ({
  header: TOP,
  rows: rows.map((r) => [period, table, r.value, r.visitors, r.pageViews]),
});

const funnelRows = (period: string, dimension: string, rows: FunnelRow[]): Table => ({
  header: FUNNEL,
  rows: rows.map((r) => [
    period,
    dimension,
    r.value || "(none)",
    r.sessions,
    r.contacts,
    r.demoCodes,
    r.demoVerified,
  ]),
});

const bookingRows = (period: string, dimension: string, rows: StepCounts[]): Table => ({
  header: BOOKING,
  rows: rows.map((r) => [
    period,
    dimension,
    r.value || "(none)",
    ...BOOKING_STEPS.map((_s, i) => r.steps[i] ?? 0),
  ]),
});

/** The rows of `table` from the report. */
export function reportTable(report: TrafficReport, table: AnalyticsCsvTable): Table {
  const period = `${report.from} to ${report.to}`;
  switch (table) {
    // One row per day; the day is the period, so the platform draws one point per day.
    case "daily":
      return {
        header: ["period", "visitors", "page_views"],
        rows: report.daily.map((d) => [d.day, d.visitors, d.pageViews]),
      };
    case "funnel-landing_page":
      return funnelRows(period, "landing_page", report.funnel.byLandingPage);
    case "funnel-utm_source":
      return funnelRows(period, "utm_source", report.funnel.bySource);
    case "booking-funnel-landing_page":
      return bookingRows(period, "landing_page", report.bookingFunnel.byLandingPage);
    case "booking-funnel-utm_source":
      return bookingRows(period, "utm_source", report.bookingFunnel.bySource);
    default:
      return topRows(period, table, report.tables[table]);
  }
}

/** The CSV of one table of the report for `query`, with how many rows it holds and whether it is filtered. */
export async function reportCsv(ctx: AppContext, table: AnalyticsCsvTable, query: ReportQuery) {
  const report = await trafficReport(ctx, query);
  const { header, rows } = reportTable(report, table);
  return { csv: csvText(header, rows), rows: rows.length, filtered: Object.keys(report.filters).length > 0 };
}
