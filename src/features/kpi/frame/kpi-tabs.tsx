import { useRef, type KeyboardEvent } from "react";
import { kpiTabs, type KpiTabId } from "../content";

export const tabId = (id: KpiTabId) => `kpi-tab-${id}`;
export const panelId = (id: KpiTabId) => `kpi-panel-${id}`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function KpiTabs({ active, onChange }: { active: KpiTabId; onChange: (id: KpiTabId) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = kpiTabs.length - 1;
    const next =
      e.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : e.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    onChange(kpiTabs[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="KPI platform"
      className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
    >
      {kpiTabs.map((tab, i) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`shrink-0 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold ${
              selected
                ? "border-brand-600 text-brand-700 dark:border-brand-200 dark:text-brand-100"
                : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  id,
  active,
  children,
}: {
  id: KpiTabId;
  active: KpiTabId;
  children: React.ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(id)}
      aria-labelledby={tabId(id)}
      hidden={id !== active}
      tabIndex={0}
      className="min-h-[28rem] py-8 focus-visible:outline-offset-4"
    >
      {children}
    </div>
  );
}
