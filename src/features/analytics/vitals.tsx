import type { VitalsRow } from "~/contract/analytics-report";
import { formatCount } from "~/lib/admin/format";
import { ReportTable } from "./report-table";

type Metric = "lcp" | "inp" | "cls" | "ttfb";
type Rating = "Good" | "Needs improvement" | "Poor";

/** Google's thresholds: good up to the first number, poor above the second. */
export const THRESHOLDS: Record<Metric, [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  ttfb: [800, 1800],
};

export function rating(metric: Metric, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? "Good" : value <= poor ? "Needs improvement" : "Poor";
}

const tone: Record<Rating, string> = {
  Good: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  "Needs improvement": "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  Poor: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

const metrics: { key: Metric; label: string }[] = [
  { key: "lcp", label: "LCP" },
  { key: "inp", label: "INP" },
  { key: "cls", label: "CLS" },
  { key: "ttfb", label: "TTFB" },
];

function Value({ metric, value }: { metric: Metric; value: number | null }) {
  if (value === null) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  const r = rating(metric, value);
  const shown = metric === "cls" ? value.toFixed(2) : `${formatCount(Math.round(value))} ms`;
  return (
    <span className="whitespace-nowrap">
      {shown} <span className={`ml-1 rounded px-1.5 py-0.5 text-xs font-semibold ${tone[r]}`}>{r}</span>
    </span>
  );
}

/** 75th percentile of each Web Vital per page, rated against Google's thresholds (text, not colour alone). */
export function Vitals({ rows }: { rows: VitalsRow[] }) {
  return (
    <ReportTable<VitalsRow>
      title="Web Vitals (75th percentile)"
      caption="Web Vitals per page"
      intro={
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Measured in real visitors&apos; browsers. Good: LCP up to 2.5 s, INP up to 200 ms, CLS up to 0.1,
          TTFB up to 0.8 s.
        </p>
      }
      rows={rows}
      rowKey={(r) => r.path}
      columns={[
        { label: "Page", cell: (r) => r.path },
        { label: "Samples", cell: (r) => formatCount(r.samples) },
        ...metrics.map((m) => ({
          label: m.label,
          cell: (r: VitalsRow) => <Value metric={m.key} value={r[m.key]} />,
        })),
      ]}
      empty="No measurements for this period."
    />
  );
}
