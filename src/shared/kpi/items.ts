import type { KpiItem } from "~/contract/kpi";
import type { KpiExtraction, RuleSuccess } from "./extract";
import { kpiTrend } from "./summary";

/** History kept per KPI; older points are dropped so stored state stays small. */
export const MAX_HISTORY = 60;

const keyOf = (name: string, category: string) =>
  `${name.trim().toLowerCase()}\u0000${category.trim().toLowerCase()}`;

export interface ApplyOptions {
  /** ISO time of this extraction. */
  at: string;
  newId: () => string;
}

function mergeHistory(history: KpiItem["history"], points: KpiItem["history"]): KpiItem["history"] {
  const next = history.filter((h) => !points.some((p) => p.at === h.at));
  next.push(...points);
  return next.slice(-MAX_HISTORY);
}

function pointsOf(outcome: RuleSuccess, at: string): KpiItem["history"] {
  const target = outcome.rule.target;
  return outcome.points.length > 0
    ? outcome.points.map((p) => ({ at: p.label, value: p.value, target }))
    : [{ at, value: outcome.value, target }];
}

/**
 * Adds the successful outcomes of an extraction to the KPI list: a KPI with the same name and category is
 * updated (its value gains a history point and a trend from the previous point); others are appended.
 */
export function applyExtraction(
  existing: readonly KpiItem[],
  extraction: KpiExtraction,
  { at, newId }: ApplyOptions,
): KpiItem[] {
  const next = [...existing];
  for (const outcome of extraction.outcomes) {
    if (!outcome.ok) continue;
    const { rule } = outcome;
    const points = pointsOf(outcome, at);
    const i = next.findIndex((k) => keyOf(k.name, k.category) === keyOf(rule.name, rule.category));
    const current = i >= 0 ? next[i] : undefined;
    const history = mergeHistory(current?.history ?? [], points);
    const previous = history.at(-2)?.value;
    const item: KpiItem = {
      id: current?.id ?? newId(),
      name: rule.name,
      value: outcome.value,
      target: rule.target,
      unit: rule.unit,
      trend: kpiTrend(previous, outcome.value),
      category: rule.category || "General",
      lastUpdated: at,
      history,
    };
    if (i >= 0) next[i] = item;
    else next.push(item);
  }
  return next;
}

/** Applies a manual edit; a changed value becomes a new history point. */
export function editKpi(
  item: KpiItem,
  changes: Pick<KpiItem, "name" | "value" | "target" | "unit" | "category">,
  at: string,
): KpiItem {
  const valueChanged = changes.value !== item.value;
  const history = valueChanged
    ? mergeHistory(item.history, [{ at, value: changes.value, target: changes.target }])
    : item.history;
  return {
    ...item,
    ...changes,
    trend: valueChanged ? kpiTrend(item.value, changes.value) : item.trend,
    lastUpdated: at,
    history,
  };
}
