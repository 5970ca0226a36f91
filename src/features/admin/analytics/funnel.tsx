import type { FunnelRow, TrafficReport } from "~/contract/analytics-report";
import { formatCount } from "../format";
import { type Range, FUNNEL_COLUMNS, funnelCsv } from "./csv-rows";
import { ReportTable } from "./report-table";

const pct = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });
/** A step's conversion from the one before it; a dash when the step before is empty. */
export const rate = (n: number, of: number) => (of ? pct.format(n / of) : "—");

const columns = (label: string) => [
  { label, cell: (r: FunnelRow) => r.value || "(none)" },
  { label: "Sessions", cell: (r: FunnelRow) => formatCount(r.sessions) },
  {
    label: "Contacts",
    cell: (r: FunnelRow) => `${formatCount(r.contacts)} (${rate(r.contacts, r.sessions)})`,
  },
  {
    label: "Demo codes sent",
    cell: (r: FunnelRow) => `${formatCount(r.demoCodes)} (${rate(r.demoCodes, r.sessions)})`,
  },
  {
    label: "Demos verified",
    cell: (r: FunnelRow) => `${formatCount(r.demoVerified)} (${rate(r.demoVerified, r.demoCodes)})`,
  },
];

/** Page view → contact, and page view → demo code → verified demo, overall and per first touch. */
export function Funnel({ funnel, range }: { funnel: TrafficReport["funnel"]; range: Range }) {
  const t = funnel.total;
  const steps = [
    { label: "Sessions", n: t.sessions, of: null },
    { label: "Contacts submitted", n: t.contacts, of: t.sessions },
    { label: "Demo codes sent", n: t.demoCodes, of: t.sessions },
    { label: "Demos verified", n: t.demoVerified, of: t.demoCodes },
  ];
  const csv = (dimension: string, rows: FunnelRow[]) => ({
    rows: funnelCsv(range, dimension, rows),
    columns: [...FUNNEL_COLUMNS],
    fileBase: `analytics-funnel-${dimension}`,
  });
  return (
    <section aria-labelledby="funnel-title" className="space-y-4">
      <h2 id="funnel-title" className="text-lg font-semibold">
        Funnel
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((s) => (
          <li
            key={s.label}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="text-sm font-medium text-slate-600 dark:text-slate-300">{s.label}</div>
            <div className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{formatCount(s.n)}</div>
            {s.of !== null && (
              <div className="text-xs text-slate-600 dark:text-slate-300">{rate(s.n, s.of)} conversion</div>
            )}
          </li>
        ))}
      </ol>
      <div className="grid gap-4 xl:grid-cols-2">
        <ReportTable
          title="Funnel by Landing Page"
          rows={funnel.byLandingPage}
          rowKey={(r) => r.value}
          columns={columns("Landing page")}
          csv={csv("landing_page", funnel.byLandingPage)}
        />
        <ReportTable
          title="Funnel by UTM Source"
          rows={funnel.bySource}
          rowKey={(r) => r.value}
          columns={columns("Source")}
          csv={csv("utm_source", funnel.bySource)}
        />
      </div>
    </section>
  );
}
