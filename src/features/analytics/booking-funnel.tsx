import { BOOKING_STEPS, type EventsReport, type StepCounts } from "~/contract/analytics-goals";
import { formatCount } from "~/lib/admin/format";
import { rate } from "./funnel";
import { ReportTable } from "./report-table";
import { FigureTile } from "./totals";
import { TitledSection } from "~/components/admin/titled-section";

/** Said wherever steps are counted: the visitor id is daily, so a funnel cannot follow anyone longer. */
export const PER_DAY_NOTE =
  "Steps are counted per visitor within a day, because the visitor id changes every day.";

/** Each step's count and, after the first, its share of the step before and how many dropped off. */
export function stepNote(steps: number[], i: number): string | undefined {
  if (i === 0) return "visitors";
  const before = steps[i - 1]!;
  return `${rate(steps[i]!, before)} of the step before, ${formatCount(before - steps[i]!)} dropped off`;
}

const columns = (label: string) => [
  { label, cell: (r: StepCounts) => r.value || "(none)" },
  ...BOOKING_STEPS.map((step, i) => ({
    label: step,
    cell: (r: StepCounts) =>
      i === 0
        ? formatCount(r.steps[0] ?? 0)
        : `${formatCount(r.steps[i] ?? 0)} (${rate(r.steps[i] ?? 0, r.steps[i - 1] ?? 0)})`,
  })),
];

/** Visit → /demo viewed → Demo started → Code sent → Demo booked, with the drop-off at each step. */
export function BookingFunnel({ funnel }: { funnel: EventsReport["bookingFunnel"] }) {
  const steps = funnel.total.steps;
  const breakdowns = [
    {
      title: "Booking Funnel by Landing Page",
      label: "Landing page",
      dimension: "landing_page" as const,
      rows: funnel.byLandingPage,
    },
    {
      title: "Booking Funnel by Source",
      label: "Source",
      dimension: "utm_source" as const,
      rows: funnel.bySource,
    },
  ];
  return (
    <TitledSection id="booking-funnel" title="Booking Funnel" note={PER_DAY_NOTE}>
      <ol aria-label="Booking funnel steps" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {BOOKING_STEPS.map((label, i) => (
          <FigureTile
            key={label}
            label={label}
            value={formatCount(steps[i] ?? 0)}
            note={stepNote(steps, i)}
          />
        ))}
      </ol>
      <div className="grid grid-cols-1 gap-4">
        {breakdowns.map((b) => (
          <ReportTable
            key={b.dimension}
            title={b.title}
            rows={b.rows}
            rowKey={(r) => r.value}
            columns={columns(b.label)}
            csv={`booking-funnel-${b.dimension}`}
          />
        ))}
      </div>
    </TitledSection>
  );
}
