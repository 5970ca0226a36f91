import type { EventsReport } from "~/contract/analytics-goals";
import { BookingFunnel } from "./booking-funnel";
import type { Range } from "./csv-rows";
import { Goals } from "./goals";
import { SavedFunnels } from "./saved-funnels";

/** The report's event sections: Goals, the booking funnel and the saved funnels. */
export function EventSections({ report, range }: { report: EventsReport; range: Range }) {
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
  return (
    <>
      <Goals report={report} days={days} />
      <BookingFunnel funnel={report.bookingFunnel} range={range} />
      <SavedFunnels funnels={report.funnels} events={report.events.map((e) => e.name)} />
    </>
  );
}
