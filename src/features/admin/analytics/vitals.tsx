import type { VitalsRow } from "~/contract/analytics-report";
import { formatCount } from "../format";
import { TableRegion, td, th } from "../table";

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
    <section
      aria-labelledby="vitals-title"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="vitals-title" className="text-lg font-semibold">
        Web Vitals (75th percentile)
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Measured in real visitors&apos; browsers. Good: LCP up to 2.5 s, INP up to 200 ms, CLS up to 0.1, TTFB
        up to 0.8 s.
      </p>
      {rows.length ? (
        <div className="mt-2">
          <TableRegion label="Web Vitals per page" busy={false}>
            <table className="min-w-full">
              <caption className="sr-only">Web Vitals per page</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    Page
                  </th>
                  <th scope="col" className={th}>
                    Samples
                  </th>
                  {metrics.map((m) => (
                    <th key={m.key} scope="col" className={th}>
                      {m.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.path} className="border-t border-slate-100 dark:border-slate-800">
                    <td className={`${td} break-all`}>{r.path}</td>
                    <td className={td}>{formatCount(r.samples)}</td>
                    {metrics.map((m) => (
                      <td key={m.key} className={td}>
                        <Value metric={m.key} value={r[m.key]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No measurements for this period.</p>
      )}
    </section>
  );
}
