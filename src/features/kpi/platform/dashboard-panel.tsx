import { useState } from "react";
import type { KpiItem } from "~/contract/kpi";
import { kpiProgress, summarizeKpis } from "~/shared/kpi/summary";
import { buttonClass } from "~/components/ui/button";
import { useKpiStore } from "../kpi-store";
import { useKpiUi } from "../ui-store";
import { CategoryFilter } from "./category-filter";
import { formatValue, formatWhen } from "./format";
import { KpiCard, statusOf } from "./kpi-card";
import { DeleteKpiDialog, EditKpiDialog } from "./kpi-dialogs";
import { WorkspaceMessages } from "./notice";
import { useFilteredKpis } from "./use-kpis";

/** The dashboard shows at most this many cards; the rest are in 'View all'. */
export const MAX_CARDS = 4;

export function DashboardPanel() {
  const hydrated = useKpiStore((s) => s.hydrated);
  const setKpiData = useKpiStore((s) => s.setKpiData);
  const setTab = useKpiUi((s) => s.setTab);
  const { all, categories, category, items } = useFilteredKpis();
  const [showAll, setShowAll] = useState(false);
  const [editing, setEditing] = useState<KpiItem | null>(null);
  const [deleting, setDeleting] = useState<KpiItem | null>(null);

  if (!hydrated) {
    return <p role="status">Loading your KPIs…</p>;
  }

  const summary = summarizeKpis(items);
  const counts = [
    { label: "Total KPIs", value: summary.total },
    { label: "On target", value: summary.onTarget },
    { label: "Below target", value: summary.belowTarget },
    { label: "Above target", value: summary.aboveTarget },
  ];

  return (
    <div>
      <WorkspaceMessages />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold">KPI Dashboards</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">Your KPIs, kept in this browser.</p>
        </div>
        {all.length > 0 ? (
          <CategoryFilter id="kpi-category-dashboard" categories={categories} value={category} />
        ) : null}
      </div>

      {all.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <h3 className="text-lg font-semibold">No KPIs yet</h3>
          <p className="mx-auto mt-2 max-w-xl text-slate-600 dark:text-slate-300">
            Extract KPIs from a CSV of your own (or our sample data), or start from one of six ready-made
            templates.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <button type="button" className={buttonClass("primary", "sm")} onClick={() => setTab("extract")}>
              Go to Data Extraction
            </button>
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              onClick={() => setTab("templates")}
            >
              Browse KPI Templates
            </button>
          </div>
        </div>
      ) : (
        <>
          <dl aria-label="KPI summary" className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {counts.map((c) => (
              <div
                key={c.label}
                className="flex flex-col-reverse rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60"
              >
                <dt className="text-sm text-slate-600 dark:text-slate-300">{c.label}</dt>
                <dd className="text-2xl font-bold">{c.value}</dd>
              </div>
            ))}
          </dl>
          {items.length === 0 ? (
            <p className="mt-6">No KPIs in this category.</p>
          ) : (
            <ul aria-label="KPI cards" className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {items.slice(0, MAX_CARDS).map((k) => (
                <KpiCard key={k.id} kpi={k} onEdit={() => setEditing(k)} onDelete={() => setDeleting(k)} />
              ))}
            </ul>
          )}
          {items.length > MAX_CARDS ? (
            <div className="mt-6">
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                aria-expanded={showAll}
                aria-controls="kpi-all-list"
                onClick={() => setShowAll(!showAll)}
              >
                {showAll ? "Hide full list" : `View all (${items.length})`}
              </button>
              {showAll ? <AllKpis items={items} onEdit={setEditing} onDelete={setDeleting} /> : null}
            </div>
          ) : null}
        </>
      )}

      {editing ? (
        <EditKpiDialog
          kpi={editing}
          onClose={() => setEditing(null)}
          onSave={(next) => {
            setKpiData((list) => list.map((k) => (k.id === next.id ? next : k)));
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteKpiDialog
          kpi={deleting}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            setKpiData((list) => list.filter((k) => k.id !== deleting.id));
            setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}

function AllKpis({
  items,
  onEdit,
  onDelete,
}: {
  items: KpiItem[];
  onEdit: (k: KpiItem) => void;
  onDelete: (k: KpiItem) => void;
}) {
  return (
    <div id="kpi-all-list" className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">All KPIs</caption>
        <thead className="border-b border-slate-200 dark:border-slate-700">
          <tr>
            {["Name", "Category", "Value", "Target", "Progress", "Status", "Last updated", "Actions"].map(
              (h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((k) => (
            <tr key={k.id} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="px-3 py-2 font-medium">
                {k.name}
              </th>
              <td className="px-3 py-2">{k.category}</td>
              <td className="px-3 py-2">{formatValue(k.value, k.unit)}</td>
              <td className="px-3 py-2">{formatValue(k.target, k.unit)}</td>
              <td className="px-3 py-2">{Math.floor(kpiProgress(k.value, k.target))}%</td>
              <td className="px-3 py-2">{statusOf(k).label}</td>
              <td className="px-3 py-2">{formatWhen(k.lastUpdated)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <button
                  type="button"
                  className="mr-3 font-medium text-brand-700 hover:underline dark:text-brand-200"
                  onClick={() => onEdit(k)}
                  aria-label={`Edit ${k.name}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="font-medium text-red-700 hover:underline dark:text-red-400"
                  onClick={() => onDelete(k)}
                  aria-label={`Delete ${k.name}`}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
