import type { KpiTrend } from "~/contract/kpi";

export interface KpiSummary {
  total: number;
  /** value >= target */
  onTarget: number;
  /** value < target */
  belowTarget: number;
  /** value > 110% of target (a subset of onTarget) */
  aboveTarget: number;
}

const EPS = 1e-9;

/** value >= target, tolerant of float noise (0.1 + 0.2 counts as reaching 0.3). */
export function isOnTarget(value: number, target: number): boolean {
  return value >= target - EPS * Math.max(1, Math.abs(target));
}

/** value > 110% of target; exactly 110% is not above. For negative targets the margin is 10% of |target|. */
export function isAboveTarget(value: number, target: number): boolean {
  const threshold = target + Math.abs(target) * 0.1;
  return value - threshold > EPS * Math.max(1, Math.abs(threshold));
}

export function summarizeKpis(items: readonly { value: number; target: number }[]): KpiSummary {
  let onTarget = 0;
  let aboveTarget = 0;
  for (const { value, target } of items) {
    if (isOnTarget(value, target)) onTarget++;
    if (isAboveTarget(value, target)) aboveTarget++;
  }
  return { total: items.length, onTarget, belowTarget: items.length - onTarget, aboveTarget };
}

/** Progress towards the target in percent, 0-100 (capped at 100%). A target of 0 or less is met by any value reaching it. */
export function kpiProgress(value: number, target: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(target)) return 0;
  if (target <= 0) return isOnTarget(value, target) ? 100 : 0;
  const pct = (value / target) * 100;
  return Math.min(100, Math.max(0, pct));
}

/** Trend of a value against the previous one; no previous value is flat. */
export function kpiTrend(previous: number | undefined, current: number): KpiTrend {
  if (previous === undefined || !Number.isFinite(previous)) return "flat";
  const diff = current - previous;
  if (Math.abs(diff) <= EPS * Math.max(1, Math.abs(previous))) return "flat";
  return diff > 0 ? "up" : "down";
}
