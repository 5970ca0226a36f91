import { kpiRuleSchema, type KpiRuleInput } from "~/contract/kpi-rules";
import { applyExtraction, type KpiExtraction } from "~/shared/kpi";
import { useKpiStore } from "../kpi-store";
import { fileTooLargeMessage } from "../content";
import { startCsvJob, type CsvJob } from "../parse/csv-client";
import { MAX_FILE_BYTES, type CsvRequest, type CsvSource, type DatasetInfo } from "../parse/messages";
import { kpiTemplates, type KpiTemplate } from "../templates";
import {
  initialWorkspace,
  useWorkspace,
  type JobState,
  type RuleDraft,
  type RuleField,
} from "./workspace-store";

export { useWorkspace };
export type { Dataset, JobState, RuleDraft, RuleField } from "./workspace-store";

export const resetWorkspace = () => {
  current?.cancel();
  current = null;
  useWorkspace.setState({ ...initialWorkspace });
};

let current: CsvJob | null = null;
let keySeq = 0;
const newKey = () => `r${++keySeq}`;
const newId = () =>
  globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `kpi-${Date.now()}-${++keySeq}`;

export function blankRule(columns: readonly string[] = [], types: readonly string[] = []): RuleDraft {
  const numeric = columns.find((_, i) => types[i] === "number") ?? "";
  return {
    key: newKey(),
    name: "",
    column: numeric,
    aggregate: "sum",
    filterColumn: "",
    filterValue: "",
    target: "",
    unit: "",
    category: "General",
  };
}

function matchColumn(columns: readonly string[], name: string): string {
  const lower = name.toLowerCase();
  return columns.find((c) => c.toLowerCase() === lower) ?? "";
}

/** The template's four rules, mapped onto the given columns where names match (others left to choose). */
export function templateRules(template: KpiTemplate, columns: readonly string[]): RuleDraft[] {
  return template.metrics.map((m) => ({
    key: newKey(),
    name: m.name,
    column: matchColumn(columns, m.column),
    aggregate: m.aggregate,
    filterColumn: m.filter ? matchColumn(columns, m.filter.column) : "",
    filterValue: m.filter?.value ?? "",
    target: String(m.target),
    unit: m.unit ?? "",
    category: m.category ?? template.category,
  }));
}

export function templateFits(template: KpiTemplate, columns: readonly string[]): boolean {
  return template.metrics.every(
    (m) => matchColumn(columns, m.column) && (!m.filter || matchColumn(columns, m.filter.column)),
  );
}

type JobResult =
  | { type: "inspected"; dataset: DatasetInfo }
  | { type: "extracted"; extraction: KpiExtraction }
  | { type: "error"; message: string }
  | { type: "cancelled" };

function runJob(
  kind: JobState["kind"],
  name: string,
  source: CsvSource,
  request: CsvRequest,
): Promise<JobResult> {
  current?.cancel();
  const total = typeof source === "string" ? source.length : source.size;
  useWorkspace.setState({ job: { kind, name, loaded: 0, total, rows: 0 }, error: null, notice: null });
  return new Promise((resolve) => {
    const job = startCsvJob(source, request, (m) => {
      if (m.type === "progress") {
        useWorkspace.setState((s) =>
          s.job ? { job: { ...s.job, loaded: m.loaded, total: m.total, rows: m.rows } } : {},
        );
        return;
      }
      current = null;
      useWorkspace.setState({ job: null });
      resolve(m);
    });
    current = {
      cancel: () => {
        job.cancel();
        current = null;
        useWorkspace.setState({ job: null });
        resolve({ type: "cancelled" });
      },
    };
  });
}

export function cancelJob(): void {
  if (!current) return;
  current.cancel();
  useWorkspace.setState({ notice: "Cancelled. Nothing was changed." });
}

/** Reads a file or pasted text: columns, detected types, a preview and the row count. */
export async function loadSource(
  source: CsvSource,
  name: string,
  templateId: string | null = null,
): Promise<boolean> {
  const size = typeof source === "string" ? new Blob([source]).size : source.size;
  if (size > MAX_FILE_BYTES) {
    useWorkspace.setState({ error: fileTooLargeMessage, notice: null });
    return false;
  }
  if (size === 0) {
    useWorkspace.setState({ error: "The file is empty.", notice: null });
    return false;
  }
  const result = await runJob("inspect", name, source, { mode: "inspect" });
  if (result.type === "error") useWorkspace.setState({ error: result.message });
  if (result.type !== "inspected") return false;
  const info = result.dataset;
  if (info.rowCount === 0) {
    useWorkspace.setState({ error: "The file has a header row but no data rows." });
    return false;
  }
  useWorkspace.setState((s) => {
    const keep = s.rules.length > 0 && s.rules.some((r) => info.columns.includes(r.column));
    return {
      dataset: { name, size, source, info, templateId },
      rules: keep ? s.rules : [blankRule(info.columns, info.types)],
      periodColumn: info.columns.includes(s.periodColumn) ? s.periodColumn : "",
      fieldErrors: {},
      ruleErrors: {},
    };
  });
  return true;
}

export async function loadSample(template: KpiTemplate): Promise<boolean> {
  useWorkspace.setState({ error: null, notice: null });
  const name = template.sample.file.split("/").pop() ?? "sample.csv";
  let file: File;
  try {
    const res = await fetch(new URL(template.sample.file, window.location.href));
    if (!res.ok) throw new Error(String(res.status));
    file = new File([await res.text()], name, { type: "text/csv" });
  } catch {
    useWorkspace.setState({
      error: "The sample data could not be loaded. Please check your connection and try again.",
    });
    return false;
  }
  const ok = await loadSource(file, name, template.id);
  if (ok) applyTemplateRules(template);
  return ok;
}

export function applyTemplateRules(template: KpiTemplate): void {
  const columns = useWorkspace.getState().dataset?.info.columns ?? [];
  useWorkspace.setState({
    rules: templateRules(template, columns),
    periodColumn: matchColumn(columns, template.sample.periodColumn),
    fieldErrors: {},
    ruleErrors: {},
  });
}

export function updateRule(key: string, patch: Partial<RuleDraft>): void {
  useWorkspace.setState((s) => ({
    rules: s.rules.map((r) => (r.key === key ? { ...r, ...patch } : r)),
    fieldErrors: { ...s.fieldErrors, [key]: {} },
  }));
}

export function addRule(): void {
  useWorkspace.setState((s) => ({
    rules: [...s.rules, blankRule(s.dataset?.info.columns, s.dataset?.info.types)],
  }));
}

export function removeRule(key: string): void {
  useWorkspace.setState((s) => ({ rules: s.rules.filter((r) => r.key !== key) }));
}

function toRuleInput(d: RuleDraft): KpiRuleInput {
  return {
    name: d.name,
    column: d.column,
    aggregate: d.aggregate,
    filter: d.filterColumn ? { column: d.filterColumn, value: d.filterValue } : undefined,
    target: d.target.trim() === "" ? Number.NaN : Number(d.target.replace(/,/g, "")),
    unit: d.unit,
    category: d.category.trim() || "General",
  };
}

/** Checks the rules form; returns the field errors by rule key (empty when all is well). */
export function validateRules(
  drafts: readonly RuleDraft[],
  columns: readonly string[],
): Record<string, Partial<Record<RuleField, string>>> {
  const errors: Record<string, Partial<Record<RuleField, string>>> = {};
  for (const d of drafts) {
    const e: Partial<Record<RuleField, string>> = {};
    const parsed = kpiRuleSchema.safeParse(toRuleInput(d));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] === "filter" ? "filterColumn" : issue.path[0]) as RuleField;
        e[field] ??= issue.message;
      }
    }
    if (d.target.trim() === "") e.target = "Target is required";
    if (!columns.includes(d.column)) e.column = "Choose a column";
    if (Object.keys(e).length) errors[d.key] = e;
  }
  return errors;
}

/** Runs the rules over the whole data and adds the results to the visitor's KPIs. */
export async function extractNow(): Promise<number> {
  const { dataset, rules, periodColumn } = useWorkspace.getState();
  if (!dataset) return 0;
  if (rules.length === 0) {
    useWorkspace.setState({ error: "Add at least one KPI rule." });
    return 0;
  }
  const fieldErrors = validateRules(rules, dataset.info.columns);
  if (Object.keys(fieldErrors).length) {
    useWorkspace.setState({
      fieldErrors,
      ruleErrors: {},
      error: "Some rules need fixing. Check the highlighted fields.",
    });
    return 0;
  }
  useWorkspace.setState({ fieldErrors: {}, ruleErrors: {} });
  const result = await runJob("extract", dataset.name, dataset.source, {
    mode: "extract",
    rules: rules.map(toRuleInput),
    periodColumn: periodColumn || undefined,
  });
  if (result.type === "error") useWorkspace.setState({ error: result.message });
  if (result.type !== "extracted") return 0;
  const at = new Date().toISOString();
  useKpiStore.getState().setKpiData((kpis) => applyExtraction(kpis, result.extraction, { at, newId }));
  const ruleErrors: Record<string, string> = {};
  let added = 0;
  for (const o of result.extraction.outcomes) {
    if (o.ok) added++;
    else if (rules[o.index]) ruleErrors[rules[o.index]!.key] = o.error;
  }
  useWorkspace.setState({
    ruleErrors,
    error: added === 0 ? "No KPIs could be extracted. See the errors under each rule." : null,
    notice:
      added > 0
        ? `${added} ${added === 1 ? "KPI" : "KPIs"} added to your dashboard from ${result.extraction.rowCount.toLocaleString("en-IN")} rows.`
        : null,
  });
  return added;
}

export const findTemplate = (id: string) => kpiTemplates.find((t) => t.id === id);
