import type { ReactNode } from "react";
import type { KpiItem } from "~/contract/kpi";
import type { KpiSummary } from "~/shared/kpi/summary";
import { formatNumber, formatValue, formatWhen } from "./format";

const W = 480;
const H = 200;
const PAD = { left: 12, right: 12, top: 16, bottom: 28 };

/** A text of a chart: small and muted (axis labels), or `strong` (values). */
function ChartText({
  x,
  y,
  anchor,
  strong,
  children,
}: {
  x: number;
  y: number;
  anchor?: "middle" | "end";
  strong?: boolean;
  children: ReactNode;
}) {
  const look = strong ? "fill-slate-800 dark:fill-slate-100" : "fill-slate-600 dark:fill-slate-300";
  return (
    <text x={x} y={y} fontSize={strong ? "12" : "11"} textAnchor={anchor} className={look}>
      {children}
    </text>
  );
}

/** Values over time against the target: a line for values, a dashed line for the target. */
export function HistoryChart({ kpi }: { kpi: KpiItem }) {
  const points =
    kpi.history.length > 0 ? kpi.history : [{ at: kpi.lastUpdated, value: kpi.value, target: kpi.target }];
  const targets = points.map((p) => p.target ?? kpi.target);
  const values = points.map((p) => p.value);
  const lo = Math.min(0, ...values, ...targets);
  const hi = Math.max(...values, ...targets) || 1;
  const x = (i: number) =>
    PAD.left +
    (points.length === 1
      ? (W - PAD.left - PAD.right) / 2
      : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (v: number) => PAD.top + (1 - (v - lo) / (hi - lo || 1)) * (H - PAD.top - PAD.bottom);
  const line = (vs: number[]) =>
    vs.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const first = points[0]!;
  const last = points.at(-1)!;
  const label = `${kpi.name}: ${points.length} ${points.length === 1 ? "point" : "points"} from ${formatValue(first.value, kpi.unit)} (${formatWhen(first.at)}) to ${formatValue(last.value, kpi.unit)} (${formatWhen(last.at)}); target ${formatValue(kpi.target, kpi.unit)}.`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full">
      <path
        d={line(targets)}
        fill="none"
        strokeDasharray="6 4"
        strokeWidth={2}
        className="stroke-amber-600 dark:stroke-amber-400"
      />
      <path
        d={line(values)}
        fill="none"
        strokeWidth={2.5}
        className="stroke-brand-600 dark:stroke-brand-200"
      />
      {values.map((v, i) => (
        <circle key={i} cx={x(i)} cy={y(v)} r={3.5} className="fill-brand-600 dark:fill-brand-200" />
      ))}
      <ChartText x={PAD.left} y={H - 8}>
        {formatWhen(first.at)}
      </ChartText>
      {points.length > 1 ? (
        <ChartText x={W - PAD.right} y={H - 8} anchor="end">
          {formatWhen(last.at)}
        </ChartText>
      ) : null}
    </svg>
  );
}

export function HistoryTable({ kpi }: { kpi: KpiItem }) {
  const points =
    kpi.history.length > 0 ? kpi.history : [{ at: kpi.lastUpdated, value: kpi.value, target: kpi.target }];
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{kpi.name} history</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className="py-1 pr-3">
            When
          </th>
          <th scope="col" className="py-1 pr-3">
            Value
          </th>
          <th scope="col" className="py-1">
            Target
          </th>
        </tr>
      </thead>
      <tbody>
        {points.map((p, i) => (
          <tr key={`${p.at}-${i}`} className="border-b border-slate-100 dark:border-slate-800">
            <td className="py-1 pr-3">{formatWhen(p.at)}</td>
            <td className="py-1 pr-3">{formatValue(p.value, kpi.unit)}</td>
            <td className="py-1">{formatValue(p.target ?? kpi.target, kpi.unit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const bars = (s: KpiSummary) => [
  { label: "Total", value: s.total, className: "fill-slate-500" },
  { label: "On target", value: s.onTarget, className: "fill-brand-600" },
  { label: "Below target", value: s.belowTarget, className: "fill-amber-500" },
  { label: "Above target", value: s.aboveTarget, className: "fill-emerald-600" },
];

export function SummaryChart({ summary }: { summary: KpiSummary }) {
  const data = bars(summary);
  const max = Math.max(1, ...data.map((d) => d.value));
  const bw = 70;
  const gap = (W - data.length * bw) / (data.length + 1);
  const label = `KPI summary: ${summary.total} in total, ${summary.onTarget} on target, ${summary.belowTarget} below target, ${summary.aboveTarget} above target.`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full max-w-xl">
      {data.map((d, i) => {
        const h = (d.value / max) * (H - PAD.top - PAD.bottom - 14);
        const x = gap + i * (bw + gap);
        const yTop = H - PAD.bottom - h;
        return (
          <g key={d.label}>
            <rect x={x} y={yTop} width={bw} height={h} rx={4} className={d.className} />
            <ChartText x={x + bw / 2} y={yTop - 4} anchor="middle" strong>
              {formatNumber(d.value)}
            </ChartText>
            <ChartText x={x + bw / 2} y={H - 10} anchor="middle">
              {d.label}
            </ChartText>
          </g>
        );
      })}
    </svg>
  );
}

export function SummaryTable({ summary }: { summary: KpiSummary }) {
  return (
    <table className="w-full max-w-sm text-left text-sm">
      <caption className="sr-only">KPI summary</caption>
      <tbody>
        {bars(summary).map((d) => (
          <tr key={d.label} className="border-b border-slate-100 dark:border-slate-800">
            <th scope="row" className="py-1 pr-3 font-medium">
              {d.label}
            </th>
            <td className="py-1">{d.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
