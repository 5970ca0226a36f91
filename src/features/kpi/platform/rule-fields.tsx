import { Trash2 } from "lucide-react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { aggregateLabels, kpiAggregates } from "~/shared/kpi";
import { Field } from "~/components/ui/field";
import { compactInputClass, describedBy } from "~/components/ui/input";
import { Select, type SelectOption } from "~/components/ui/select";
import { removeRule, updateRule, useWorkspace, type RuleDraft, type RuleField } from "./workspace";

type Key = RuleField | "filterValue";
type TextProps = Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "placeholder" | "disabled">;

const aggregateOptions = kpiAggregates.map((a) => ({ value: a, label: aggregateLabels[a] }));

/** The fields of one KPI rule, with their errors, and its remove button. */
export function RuleFields({
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
  const errors: Partial<Record<Key, string>> = useWorkspace((s) => s.fieldErrors[rule.key]) ?? {};
  const outcomeError = useWorkspace((s) => s.ruleErrors[rule.key]);
  const id = (f: Key) => `rule-${rule.key}-${f}`;
  const set = (f: Key, value: string) => updateRule(rule.key, { [f]: value });
  const title = `KPI ${index + 1}${rule.name ? `: ${rule.name}` : ""}`;

  const field = (f: Key, label: string, control: ReactNode) => (
    <Field id={id(f)} label={label} error={errors[f]}>
      {control}
    </Field>
  );
  const common = (f: Key) => ({ id: id(f), value: rule[f], ...describedBy(id(f), errors[f]) });
  const text = (f: Key, label: string, extra?: TextProps) =>
    field(
      f,
      label,
      <input
        className={compactInputClass}
        {...common(f)}
        {...extra}
        onChange={(e) => set(f, e.target.value)}
      />,
    );
  const select = (f: Key, label: string, options: readonly SelectOption[], blank?: string) =>
    field(f, label, <Select {...common(f)} options={options} blank={blank} onValue={(v) => set(f, v)} />);

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
        {text("name", "Name")}
        {select("column", "Column", columns, "Choose a column")}
        {select("aggregate", "Aggregate", aggregateOptions)}
        {text("target", "Target", { inputMode: "decimal" })}
        {select("filterColumn", "Only rows where", columns, "All rows (no filter)")}
        {text("filterValue", "equals", { disabled: !rule.filterColumn })}
        {text("unit", "Unit", { placeholder: "₹, %, orders…" })}
        {text("category", "Category")}
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
