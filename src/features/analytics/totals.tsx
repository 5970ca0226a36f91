import type { TrafficTotals } from "~/contract/analytics-report";
import { formatCount } from "~/lib/admin/format";
import { change } from "./period";
import { onFirstUse } from "~/lib/on-first-use";
import { formatChange, formatPercent } from "./percent";

const decimal = onFirstUse(() => new Intl.NumberFormat("en", { maximumFractionDigits: 2 }));

const figures: { label: string; key: keyof TrafficTotals; format: (n: number) => string }[] = [
  { label: "Visitors", key: "visitors", format: formatCount },
  { label: "Page Views", key: "pageViews", format: formatCount },
  { label: "Sessions", key: "sessions", format: formatCount },
  { label: "Views per Session", key: "viewsPerSession", format: (n) => decimal().format(n) },
  { label: "Bounce Rate", key: "bounceRate", format: formatPercent },
];

/** One figure of the report: its name, the number and a short note under it. */
export function FigureTile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</div>
      <div className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{value}</div>
      {note && <div className="mt-1 text-xs text-slate-600 dark:text-slate-300">{note}</div>}
    </li>
  );
}

/** The five headline figures, each with its change against the compared period (`note` names it). */
export function Totals({
  totals,
  previous,
  note,
}: {
  totals: TrafficTotals;
  previous: TrafficTotals;
  note: string;
}) {
  return (
    <ul aria-label="Totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {figures.map(({ label, key, format }) => {
        const delta = change(totals[key], previous[key]);
        return (
          <FigureTile
            key={key}
            label={label}
            value={format(totals[key])}
            note={`${delta === null ? "New" : formatChange(delta)} ${note}`}
          />
        );
      })}
    </ul>
  );
}
