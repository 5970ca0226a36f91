import { kpiRuleSchema, type KpiRule } from "~/contract/kpi-rules";
import { isBlank, normaliseFilterValue, toNumber } from "./numbers";

export interface KpiPoint {
  /** The period label (value of the period column) this point aggregates. */
  label: string;
  value: number;
}

export interface RuleSuccess {
  ok: true;
  index: number;
  name: string;
  rule: KpiRule;
  /** The aggregate over all matching rows, or over the latest period when a period column is used. */
  value: number;
  matchedRows: number;
  /** One point per period, oldest first; empty without a period column. */
  points: KpiPoint[];
}

export interface RuleFailure {
  ok: false;
  index: number;
  name: string;
  error: string;
}

export type RuleOutcome = RuleSuccess | RuleFailure;

export interface KpiExtraction {
  rowCount: number;
  outcomes: RuleOutcome[];
}

export interface ExtractOptions {
  /** Column whose values split the data into periods (e.g. month); gives one history point per period. */
  periodColumn?: string;
}

interface Acc {
  sum: number;
  n: number;
  min: number;
  max: number;
  last: number;
  matched: number;
  bad: { row: number; value: string } | null;
}

const newAcc = (): Acc => ({ sum: 0, n: 0, min: Infinity, max: -Infinity, last: NaN, matched: 0, bad: null });

interface Plan {
  index: number;
  name: string;
  rule: KpiRule;
  col: number;
  filterCol: number;
  filterValue: string;
  /** Filter results by raw cell text: filter columns hold few distinct values, so this saves normalising each row. */
  filterCache: Map<unknown, boolean>;
  isCount: boolean;
  total: Acc;
}

const FILTER_CACHE_LIMIT = 4096;
/** Distinct periods kept per extraction: a history point each, so a date-per-row column stays bounded. */
export const MAX_PERIODS = 1_000;

/**
 * A copy of a cell that is kept (a cache key, a period label). A cell cut from a large chunk of text may
 * share that chunk's memory; the copy lets the chunk go.
 */
const detach = (s: string): string => (s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string));

function matches(plan: Plan, cell: unknown): boolean {
  const cached = plan.filterCache.get(cell);
  if (cached !== undefined) return cached;
  const hit = normaliseFilterValue(cell) === plan.filterValue;
  if (plan.filterCache.size < FILTER_CACHE_LIMIT)
    plan.filterCache.set(typeof cell === "string" ? detach(cell) : cell, hit);
  return hit;
}

function resolveColumn(columns: readonly string[], name: string): number {
  const exact = columns.indexOf(name);
  if (exact >= 0) return exact;
  const lower = name.trim().toLowerCase();
  return columns.findIndex((c) => c.trim().toLowerCase() === lower);
}

function ruleName(raw: unknown, index: number): string {
  const name = raw && typeof raw === "object" && "name" in raw ? (raw as { name: unknown }).name : undefined;
  return typeof name === "string" && name.trim() ? name.trim() : `Rule ${index + 1}`;
}

function fold(acc: Acc, plan: Plan, cell: unknown, row: number): void {
  if (plan.isCount) {
    if (!isBlank(cell)) acc.matched++;
    return;
  }
  if (acc.bad) return;
  const v = toNumber(cell);
  if (v === null) return;
  if (v !== v) {
    acc.bad = { row, value: detach(String(cell).slice(0, 40)) };
    return;
  }
  acc.matched++;
  acc.n++;
  acc.sum += v;
  if (v < acc.min) acc.min = v;
  if (v > acc.max) acc.max = v;
  acc.last = v;
}

function settle(acc: Acc, plan: Plan, rowCount: number): { value: number } | { error: string } {
  const { rule } = plan;
  if (rowCount === 0) return { error: "The data has no rows." };
  if (acc.bad) {
    return {
      error: `Column "${rule.column}" is not numeric (row ${acc.bad.row} has "${acc.bad.value}"); use Count of rows or choose another column.`,
    };
  }
  if (rule.aggregate === "count") return { value: acc.matched };
  if (acc.n === 0) {
    return {
      error: rule.filter
        ? `No rows with a value in "${rule.column}" match ${rule.filter.column} = "${rule.filter.value}".`
        : `Column "${rule.column}" has no values.`,
    };
  }
  switch (rule.aggregate) {
    case "sum":
      return { value: acc.sum };
    case "avg":
      return { value: acc.sum / acc.n };
    case "min":
      return { value: acc.min };
    case "max":
      return { value: acc.max };
    case "last":
      return { value: acc.last };
  }
}

function sortPeriods(labels: string[]): string[] {
  const times = labels.map((l) => Date.parse(l));
  if (times.every((t) => Number.isFinite(t))) {
    return labels
      .map((l, i) => ({ l, t: times[i] ?? 0 }))
      .sort((a, b) => a.t - b.t)
      .map((x) => x.l);
  }
  return labels;
}

/**
 * Streaming extractor: call `start(header)`, then `push(values)` per row (values aligned with the header),
 * then `finish()`. Rules are validated one by one; a bad rule yields its own error, never NaN.
 */
export function createKpiExtractor(rules: readonly unknown[], options: ExtractOptions = {}) {
  const failures: RuleFailure[] = [];
  let plans: Plan[] = [];
  let periodCol = -1;
  const periods = new Map<string, Acc[]>();
  let rowCount = 0;
  let started = false;
  let tooManyPeriods = false;

  function start(columns: readonly string[]): void {
    started = true;
    plans = [];
    rules.forEach((raw, index) => {
      const name = ruleName(raw, index);
      const parsed = kpiRuleSchema.safeParse(raw);
      if (!parsed.success) {
        failures.push({ ok: false, index, name, error: parsed.error.issues[0]?.message ?? "Invalid rule." });
        return;
      }
      const rule = parsed.data;
      const col = resolveColumn(columns, rule.column);
      if (col < 0) {
        failures.push({ ok: false, index, name, error: `Column "${rule.column}" is not in the data.` });
        return;
      }
      const filterCol = rule.filter ? resolveColumn(columns, rule.filter.column) : -1;
      if (rule.filter && filterCol < 0) {
        failures.push({
          ok: false,
          index,
          name,
          error: `Filter column "${rule.filter.column}" is not in the data.`,
        });
        return;
      }
      plans.push({
        index,
        name,
        rule,
        col,
        filterCol,
        filterValue: rule.filter ? normaliseFilterValue(rule.filter.value) : "",
        filterCache: new Map(),
        isCount: rule.aggregate === "count",
        total: newAcc(),
      });
    });
    if (options.periodColumn) {
      periodCol = resolveColumn(columns, options.periodColumn);
      if (periodCol < 0) {
        for (const p of plans) {
          failures.push({
            ok: false,
            index: p.index,
            name: p.name,
            error: `Period column "${options.periodColumn}" is not in the data.`,
          });
        }
        plans = [];
      }
    }
  }

  function push(values: readonly unknown[]): void {
    rowCount++;
    let periodAccs: Acc[] | undefined;
    if (periodCol >= 0) {
      const label = String(values[periodCol] ?? "").trim();
      if (label) {
        periodAccs = periods.get(label);
        if (!periodAccs && periods.size < MAX_PERIODS) {
          periodAccs = plans.map(newAcc);
          periods.set(detach(label), periodAccs);
        } else if (!periodAccs) tooManyPeriods = true;
      }
    }
    for (let i = 0; i < plans.length; i++) {
      const plan = plans[i]!;
      if (plan.filterCol >= 0 && !matches(plan, values[plan.filterCol])) continue;
      const cell = values[plan.col];
      fold(plan.total, plan, cell, rowCount);
      if (periodAccs) fold(periodAccs[i]!, plan, cell, rowCount);
    }
  }

  /** Which columns the rules read (the others need not be parsed into cells). */
  function columnsRead(width: number): boolean[] {
    const read = new Array<boolean>(width).fill(false);
    for (const p of plans) for (const c of [p.col, p.filterCol]) if (c >= 0 && c < width) read[c] = true;
    if (periodCol >= 0 && periodCol < width) read[periodCol] = true;
    return read;
  }

  function finish(): KpiExtraction {
    if (!started) start([]);
    if (tooManyPeriods) {
      const error = `Period column "${options.periodColumn}" has more than ${MAX_PERIODS.toLocaleString("en")} different values; choose a column such as a month or a year.`;
      for (const p of plans) failures.push({ ok: false, index: p.index, name: p.name, error });
      plans = [];
    }
    const labels = sortPeriods([...periods.keys()]);
    const outcomes: RuleOutcome[] = [...failures];
    plans.forEach((plan, i) => {
      const overall = settle(plan.total, plan, rowCount);
      if ("error" in overall) {
        outcomes.push({ ok: false, index: plan.index, name: plan.name, error: overall.error });
        return;
      }
      const points: KpiPoint[] = [];
      for (const label of labels) {
        const r = settle(periods.get(label)![i]!, plan, rowCount);
        if ("value" in r) points.push({ label, value: r.value });
      }
      const latest = points.at(-1);
      outcomes.push({
        ok: true,
        index: plan.index,
        name: plan.name,
        rule: plan.rule,
        value: latest ? latest.value : overall.value,
        matchedRows: plan.total.matched,
        points,
      });
    });
    outcomes.sort((a, b) => a.index - b.index);
    return { rowCount, outcomes };
  }

  return { start, push, columnsRead, finish };
}

/** Extracts KPIs from a header and rows of cells. */
export function extractKpisFromTable(
  columns: readonly string[],
  rows: Iterable<readonly unknown[]>,
  rules: readonly unknown[],
  options?: ExtractOptions,
): KpiExtraction {
  const ex = createKpiExtractor(rules, options);
  ex.start(columns);
  for (const row of rows) ex.push(row);
  return ex.finish();
}

/** Extracts KPIs from row objects (e.g. parsed JSON or CSV with headers); columns are the union of keys. */
export function extractKpis(
  rows: readonly Record<string, unknown>[],
  rules: readonly unknown[],
  options?: ExtractOptions,
): KpiExtraction {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  const columns = [...seen];
  return extractKpisFromTable(
    columns,
    rows.map((row) => columns.map((c) => row[c])),
    rules,
    options,
  );
}
