// The Analytics screen's period, kept in the URL: ?period=7|30|90 (days up to today) or ?from=&to=.
import { MAX_REPORT_DAYS } from "~/contract/analytics-report";

export const PRESETS = ["7", "30", "90"] as const;
export type Preset = (typeof PRESETS)[number];
const DEFAULT: Preset = "30";
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
  /** A preset's day count, or "custom". */
  choice: Preset | "custom";
  from: string;
  to: string;
  /** Why a custom range in the URL was set aside for the default (shown to the reader). */
  problem?: string;
}

export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);

const isDay = (v: string | null): v is string => Boolean(v && DATE.test(v) && !Number.isNaN(Date.parse(v)));

function preset(choice: Preset, today: string, problem?: string): Period {
  return { choice, from: addDays(today, 1 - Number(choice)), to: today, problem };
}

/** Reads the period from the URL's query; anything unreadable falls back to the last 30 days. */
export function periodFrom(params: URLSearchParams, today = utcToday()): Period {
  const from = params.get("from");
  const to = params.get("to");
  if (from !== null || to !== null) {
    if (!isDay(from) || !isDay(to)) return preset(DEFAULT, today, "Enter both dates of the range.");
    if (from > to) return preset(DEFAULT, today, "The start must not be after the end.");
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_REPORT_DAYS)
      return preset(DEFAULT, today, `Choose at most ${MAX_REPORT_DAYS} days.`);
    return { choice: "custom", from, to };
  }
  const p = params.get("period");
  return preset(PRESETS.includes(p as Preset) ? (p as Preset) : DEFAULT, today);
}

/** Change against the previous period, as a signed fraction; null when there was nothing before. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}
