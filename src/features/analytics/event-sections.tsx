import type { EventsReport } from "~/contract/analytics-goals";
import { BookingFunnel } from "./booking-funnel";
import { Goals } from "./goals";
import { SavedFunnels } from "./saved-funnels";

/** The report's event sections: Goals, the booking funnel and the saved funnels. */
export function EventSections({
  report,
  compared,
  filtered,
}: {
  report: EventsReport;
  /** What the goals' change is against ("previous 30 days", "the same period last year"). */
  compared: string;
  /** Filters are set: goals and funnels still count every visitor, and say so. */
  filtered: boolean;
}) {
  return (
    <>
      {filtered && (
        <p role="note" className="text-sm text-slate-600 dark:text-slate-300">
          Goals and funnels count every visitor of the period: the filters above do not apply to them.
        </p>
      )}
      <Goals report={report} compared={compared} />
      <BookingFunnel funnel={report.bookingFunnel} />
      <SavedFunnels funnels={report.funnels} events={report.events.map((e) => e.name)} />
    </>
  );
}
