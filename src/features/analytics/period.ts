// The Analytics screen's period, kept in the URL: ?period=7|30|90 (days up to today) or ?from=&to=. Days are
// the company's (from its midnight, in its time zone), so a preset asks the server for its last N days:
// only the server knows the company's today.
import { MAX_REPORT_DAYS } from "~/contract/analytics-report";

export const PRESETS = ["7", "30", "90"] as const;
export type Preset = (typeof PRESETS)[number];
const DEFAULT: Preset = "30";
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period as the report API takes it: the last `days` days, or a range of days. */
export type PeriodQuery = { days: number } | { from: string; to: string };

export interface Period {
  /** A preset's day count, or "custom". */
  choice: Preset | "custom";
  query: PeriodQuery;
  /** Why a custom range in the URL was set aside for the default (shown to the reader). */
  problem?: string;
}

const isDay = (v: string | null): v is string => Boolean(v && DATE.test(v) && !Number.isNaN(Date.parse(v)));

const preset = (choice: Preset, problem?: string): Period => ({
  choice,
  query: { days: Number(choice) },
  problem,
});

/** Reads the period from the URL's query; anything unreadable falls back to the last 30 days. */
export function periodFrom(params: URLSearchParams): Period {
  const from = params.get("from");
  const to = params.get("to");
  if (from !== null || to !== null) {
    if (!isDay(from) || !isDay(to)) return preset(DEFAULT, "Enter both dates of the range.");
    if (from > to) return preset(DEFAULT, "The start must not be after the end.");
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_REPORT_DAYS)
      return preset(DEFAULT, `Choose at most ${MAX_REPORT_DAYS} days.`);
    return { choice: "custom", query: { from, to } };
  }
  const p = params.get("period");
  return preset(PRESETS.includes(p as Preset) ? (p as Preset) : DEFAULT);
}

/**
 * The period in words: the days the report covers and their zone, once it has answered; before, the
 * range asked for, or "the last N days".
 */
export function periodText(period: Period, report?: { from: string; to: string; timeZone: string }): string {
  if (report) return `${report.from} to ${report.to} (${report.timeZone})`;
  const q = period.query;
  return "days" in q ? `the last ${q.days} days` : `${q.from} to ${q.to}`;
}

/** Change against the previous period, as a signed fraction; null when there was nothing before. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}
