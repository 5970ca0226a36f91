import { aggregateLabels } from "~/shared/kpi/aggregates";
import { buttonClass } from "~/components/ui/button";
import { kpiTemplates, type KpiTemplate } from "../templates";

function describeMetric(m: KpiTemplate["metrics"][number]): string {
  const what =
    m.aggregate === "count"
      ? "count of rows"
      : `${aggregateLabels[m.aggregate].toLowerCase()} of ${m.column}`;
  return m.filter ? `${what} where ${m.filter.column} = ${m.filter.value}` : what;
}

/** The six templates with their four metrics; 'Use template' is handled by the platform. */
export function TemplateList({ onUse }: { onUse: (id: string) => void }) {
  return (
    <div>
      <h2 className="text-2xl font-bold">KPI Templates</h2>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
        Each template sets up four KPIs. Use it on its sample data to see a full dashboard at once, or, after
        loading your own CSV, map its metrics onto your columns.
      </p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {kpiTemplates.map((t) => (
          <li
            key={t.id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <h3 className="text-lg font-semibold">{t.name}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.description}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm" aria-label={`${t.name} metrics`}>
              {t.metrics.map((m) => (
                <li key={m.name}>
                  <span className="font-medium">{m.name}</span>
                  <span className="text-slate-600 dark:text-slate-400"> — {describeMetric(m)}</span>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={`${buttonClass("primary", "sm")} mt-5`}
              onClick={() => onUse(t.id)}
              aria-label={`Use template ${t.name}`}
            >
              Use template
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
