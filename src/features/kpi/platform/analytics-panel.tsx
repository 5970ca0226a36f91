import { useState } from "react";
import { summarizeKpis } from "~/shared/kpi/summary";
import { buttonClass } from "~/components/ui/button";
import { useKpiStore } from "../kpi-store";
import { useKpiUi } from "../ui-store";
import { CategoryFilter } from "./category-filter";
import { HistoryChart, HistoryTable, SummaryChart, SummaryTable } from "./charts";
import { formatValue } from "./format";
import { useFilteredKpis } from "./use-kpis";

export function AnalyticsPanel() {
  const hydrated = useKpiStore((s) => s.hydrated);
  const setTab = useKpiUi((s) => s.setTab);
  const { all, categories, category, items } = useFilteredKpis();
  const [asTable, setAsTable] = useState(false);

  if (!hydrated) return <p role="status">Loading your KPIs…</p>;

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold">Analytics</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Each KPI&apos;s history against its target.
          </p>
        </div>
        {all.length > 0 ? (
          <div className="flex flex-wrap items-end gap-3">
            <CategoryFilter id="kpi-category-analytics" categories={categories} value={category} />
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              aria-pressed={asTable}
              onClick={() => setAsTable(!asTable)}
            >
              Show as tables
            </button>
          </div>
        ) : null}
      </div>
      {all.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <h3 className="text-lg font-semibold">Nothing to chart yet</h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Charts appear once you have extracted KPIs.
          </p>
          <button
            type="button"
            className={`${buttonClass("primary", "sm")} mt-6`}
            onClick={() => setTab("extract")}
          >
            Go to Data Extraction
          </button>
        </div>
      ) : (
        <>
          <section aria-labelledby="kpi-summary-heading" className="mt-8">
            <h3 id="kpi-summary-heading" className="text-lg font-semibold">
              Summary
            </h3>
            <div className="mt-3">
              {asTable ? (
                <SummaryTable summary={summarizeKpis(items)} />
              ) : (
                <SummaryChart summary={summarizeKpis(items)} />
              )}
            </div>
          </section>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {items.map((k) => (
              <li key={k.id} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
                <h3 className="font-semibold">{k.name}</h3>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  Now {formatValue(k.value, k.unit)} · target {formatValue(k.target, k.unit)}
                </p>
                <div className="mt-3">{asTable ? <HistoryTable kpi={k} /> : <HistoryChart kpi={k} />}</div>
                {!asTable ? (
                  <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
                    <span className="font-semibold text-brand-700 dark:text-brand-200">—</span> value ·{" "}
                    <span className="font-semibold text-amber-700 dark:text-amber-400">- -</span> target
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
