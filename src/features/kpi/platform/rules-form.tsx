import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { labelClass } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { kpiTemplates } from "../templates";
import { RuleFields } from "./rule-fields";
import {
  addRule,
  applyTemplateRules,
  extractNow,
  findTemplate,
  useWorkspace,
  type Dataset,
} from "./workspace";

const templateOptions = kpiTemplates.map((t) => ({ value: t.id, label: t.name }));

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
          <Select
            id="kpi-rules-template"
            value={templateId}
            options={templateOptions}
            onValue={setTemplateId}
          />
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
          <Select
            id="kpi-period"
            value={periodColumn}
            blank="Extraction (whole file)"
            options={columns.map((c) => ({ value: c, label: `Value of ${c}` }))}
            onValue={(v) => useWorkspace.setState({ periodColumn: v })}
            aria-describedby="kpi-period-help"
          />
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
