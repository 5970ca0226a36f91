import { ArrowDownRight, ArrowRight, ArrowUpRight, Pencil, Trash2, type LucideIcon } from "lucide-react";
import type { KpiItem } from "~/contract/kpi";
import { isAboveTarget, isOnTarget, kpiProgress } from "~/shared/kpi/summary";
import { formatValue, formatWhen } from "./format";

const trendIcon = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;
const trendText = { up: "Trending up", down: "Trending down", flat: "No change" } as const;
const trendColor = {
  up: "text-emerald-700 dark:text-emerald-400",
  down: "text-red-700 dark:text-red-400",
  flat: "text-slate-500 dark:text-slate-400",
} as const;

export function statusOf(kpi: Pick<KpiItem, "value" | "target">): { label: string; className: string } {
  if (isAboveTarget(kpi.value, kpi.target))
    return {
      label: "Above target",
      className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200",
    };
  if (isOnTarget(kpi.value, kpi.target))
    return {
      label: "On target",
      className: "bg-brand-100 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100",
    };
  return {
    label: "Below target",
    className: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  };
}

const actionLooks = {
  plain: "text-brand-700 hover:bg-brand-50 dark:text-brand-200",
  danger: "text-red-700 hover:bg-red-50 dark:text-red-400",
};

/** A small icon-and-word button of a card; its accessible name adds the KPI's name. */
function CardAction({
  icon: Icon,
  label,
  name,
  onClick,
  danger,
}: {
  icon: LucideIcon;
  label: string;
  name: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium dark:hover:bg-slate-800 ${actionLooks[danger ? "danger" : "plain"]}`}
      aria-label={`${label} ${name}`}
    >
      <Icon aria-hidden="true" className="size-4" /> {label}
    </button>
  );
}

export function KpiCard({
  kpi,
  onEdit,
  onDelete,
}: {
  kpi: KpiItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const progress = kpiProgress(kpi.value, kpi.target);
  const Trend = trendIcon[kpi.trend];
  const status = statusOf(kpi);
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      aria-label={kpi.name}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{kpi.name}</h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">{kpi.category}</p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${status.className}`}>
          {status.label}
        </span>
      </div>
      <p className="mt-4 flex items-center gap-2 text-2xl font-bold">
        <span data-testid="kpi-value">{formatValue(kpi.value, kpi.unit)}</span>
        <Trend aria-hidden="true" className={`size-6 ${trendColor[kpi.trend]}`} />
        <span className="sr-only">{trendText[kpi.trend]}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Target: {formatValue(kpi.target, kpi.unit)}
      </p>
      <div
        role="progressbar"
        aria-label={`${kpi.name} progress to target`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(progress)}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full ${progress >= 100 ? "bg-emerald-600" : "bg-brand-600"}`}
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{Math.floor(progress)}% of target</p>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        Last updated {formatWhen(kpi.lastUpdated)}
      </p>
      <div className="mt-4 flex gap-2">
        <CardAction icon={Pencil} label="Edit" name={kpi.name} onClick={onEdit} />
        <CardAction icon={Trash2} label="Delete" name={kpi.name} onClick={onDelete} danger />
      </div>
    </li>
  );
}
