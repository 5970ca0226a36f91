import { Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { aggregateLabels, kpiAggregates, type KpiAggregate } from "~/shared/kpi";
import { buttonClass } from "~/components/ui/button";
import { compactInputClass, errorTextClass, labelClass } from "~/components/ui/input";
import { kpiTemplates } from "../templates";
import {
  addRule,
  applyTemplateRules,
  extractNow,
  findTemplate,
  removeRule,
  updateRule,
  useWorkspace,
  type RuleDraft,
  type RuleField,
  type Dataset,
} from "./workspace";

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={errorTextClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const invalid = (id: string, error?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

function RuleFields({
  rule,
  index,
  columns,
  canRemove,
}: {
  rule: RuleDraft;
  index: number;
  columns: string[];
  canRemove: boolean;
}) {
  const errors = useWorkspace((s) => s.fieldErrors[rule.key]) ?? {};
  const outcomeError = useWorkspace((s) => s.ruleErrors[rule.key]);
  const id = (f: RuleField | "filterValue") => `rule-${rule.key}-${f}`;
  const set = (patch: Partial<RuleDraft>) => updateRule(rule.key, patch);
  const title = `KPI ${index + 1}${rule.name ? `: ${rule.name}` : ""}`;

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold">{title}</legend>
      {outcomeError ? (
        <p
          role="alert"
          className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-900/30 dark:text-red-200"
        >
          {outcomeError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={id("name")} label="Name" error={errors.name}>
          <input
            id={id("name")}
            className={compactInputClass}
            value={rule.name}
            onChange={(e) => set({ name: e.target.value })}
            {...invalid(id("name"), errors.name)}
          />
        </Field>
        <Field id={id("column")} label="Column" error={errors.column}>
          <select
            id={id("column")}
            className={compactInputClass}
            value={rule.column}
            onChange={(e) => set({ column: e.target.value })}
            {...invalid(id("column"), errors.column)}
          >
            <option value="">Choose a column</option>
            {columns.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("aggregate")} label="Aggregate" error={errors.aggregate}>
          <select
            id={id("aggregate")}
            className={compactInputClass}
            value={rule.aggregate}
            onChange={(e) => set({ aggregate: e.target.value as KpiAggregate })}
          >
            {kpiAggregates.map((a) => (
              <option key={a} value={a}>
                {aggregateLabels[a]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("target")} label="Target" error={errors.target}>
          <input
            id={id("target")}
            inputMode="decimal"
            className={compactInputClass}
            value={rule.target}
            onChange={(e) => set({ target: e.target.value })}
            {...invalid(id("target"), errors.target)}
          />
        </Field>
        <Field id={id("filterColumn")} label="Only rows where" error={errors.filterColumn}>
          <select
            id={id("filterColumn")}
            className={compactInputClass}
            value={rule.filterColumn}
            onChange={(e) => set({ filterColumn: e.target.value })}
            {...invalid(id("filterColumn"), errors.filterColumn)}
          >
            <option value="">All rows (no filter)</option>
            {columns.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("filterValue")} label="equals">
          <input
            id={id("filterValue")}
            className={compactInputClass}
            value={rule.filterValue}
            disabled={!rule.filterColumn}
            onChange={(e) => set({ filterValue: e.target.value })}
          />
        </Field>
        <Field id={id("unit")} label="Unit" error={errors.unit}>
          <input
            id={id("unit")}
            className={compactInputClass}
            value={rule.unit}
            placeholder="₹, %, orders…"
            onChange={(e) => set({ unit: e.target.value })}
            {...invalid(id("unit"), errors.unit)}
          />
        </Field>
        <Field id={id("category")} label="Category" error={errors.category}>
          <input
            id={id("category")}
            className={compactInputClass}
            value={rule.category}
            onChange={(e) => set({ category: e.target.value })}
            {...invalid(id("category"), errors.category)}
          />
        </Field>
      </div>
      {canRemove ? (
        <button
          type="button"
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-red-700 hover:underline dark:text-red-400"
          onClick={() => removeRule(rule.key)}
          aria-label={`Remove ${title}`}
        >
          <Trash2 aria-hidden="true" className="size-4" /> Remove
        </button>
      ) : null}
    </fieldset>
  );
}

export function RulesForm({ dataset }: { dataset: Dataset }) {
  const rules = useWorkspace((s) => s.rules);
  const periodColumn = useWorkspace((s) => s.periodColumn);
  const busy = useWorkspace((s) => s.job !== null);
  const [templateId, setTemplateId] = useState(dataset.templateId ?? kpiTemplates[0]!.id);
  const columns = dataset.info.columns;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void extractNow();
  };

  return (
    <form onSubmit={submit} noValidate className="mt-8" aria-labelledby="kpi-rules-heading">
      <h3 id="kpi-rules-heading" className="text-lg font-semibold">
        KPI rules
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Each rule turns one column into one KPI. Start from a template&apos;s rules or write your own.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-64">
          <label htmlFor="kpi-rules-template" className={labelClass}>
            Rules from template
          </label>
          <select
            id="kpi-rules-template"
            className={compactInputClass}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
          >
            {kpiTemplates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          onClick={() => applyTemplateRules(findTemplate(templateId)!)}
        >
          Apply template rules
        </button>
        <div className="w-full sm:w-72">
          <label htmlFor="kpi-period" className={labelClass}>
            One history point per
          </label>
          <select
            id="kpi-period"
            className={compactInputClass}
            value={periodColumn}
            onChange={(e) => useWorkspace.setState({ periodColumn: e.target.value })}
            aria-describedby="kpi-period-help"
          >
            <option value="">Extraction (whole file)</option>
            {columns.map((c) => (
              <option key={c} value={c}>
                Value of {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id="kpi-period-help" className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        Choose a period column such as month to build a trend from one file; the KPI then shows the latest
        period.
      </p>
      <div className="mt-6 space-y-4">
        {rules.map((r, i) => (
          <RuleFields key={r.key} rule={r} index={i} columns={columns} canRemove={rules.length > 1} />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className={buttonClass("secondary", "sm")} onClick={addRule}>
          <Plus aria-hidden="true" className="size-4" /> Add KPI rule
        </button>
        <button type="submit" className={buttonClass("primary", "sm")} disabled={busy}>
          Extract KPIs
        </button>
      </div>
    </form>
  );
}
