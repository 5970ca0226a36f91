import type { FilterDimension, FunnelRow, TrafficReport } from "~/contract/analytics-report";
import { formatCount } from "~/lib/admin/format";
import { FilterLink } from "./filter-link";
import { ReportTable } from "./report-table";
import { FigureTile } from "./totals";
import { formatPercent } from "./percent";
import { TitledSection } from "~/components/admin/titled-section";

/** A step's conversion from the one before it; a dash when the step before is empty. */
export const rate = (n: number, of: number) => (of ? formatPercent(n / of) : "—");

const columns = (label: string, filter: FilterDimension) => [
  {
    label,
    cell: (r: FunnelRow) => (
      <FilterLink dimension={filter} value={r.value}>
        {r.value || "(none)"}
      </FilterLink>
    ),
  },
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
export function Funnel({ funnel }: { funnel: TrafficReport["funnel"] }) {
  const t = funnel.total;
  // Each step's count, and its conversion from the step it follows.
  const step = (label: string, n: number, of?: number) => ({
    label,
    value: formatCount(n),
    note: of === undefined ? undefined : `${rate(n, of)} conversion`,
  });
  const steps = [
    step("Sessions", t.sessions),
    step("Contacts submitted", t.contacts, t.sessions),
    step("Demo codes sent", t.demoCodes, t.sessions),
    step("Demos verified", t.demoVerified, t.demoCodes),
  ];
  const breakdowns = [
    {
      title: "Funnel by Landing Page",
      label: "Landing page",
      dimension: "landing_page" as const,
      filter: "entry" as const,
      rows: funnel.byLandingPage,
    },
    {
      title: "Funnel by UTM Source",
      label: "Source",
      dimension: "utm_source" as const,
      filter: "source" as const,
      rows: funnel.bySource,
    },
  ];
  return (
    <TitledSection id="funnel" title="Funnel">
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((s) => (
          <FigureTile key={s.label} {...s} />
        ))}
      </ol>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {breakdowns.map((b) => (
          <ReportTable
            key={b.dimension}
            title={b.title}
            rows={b.rows}
            rowKey={(r) => r.value}
            columns={columns(b.label, b.filter)}
            csv={`funnel-${b.dimension}`}
          />
        ))}
      </div>
    </TitledSection>
  );
}
