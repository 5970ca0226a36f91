import { useAvailability } from "~/components/admin/booking/booking-query";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { ListMessage } from "~/components/admin/list/table";
import { CalendarSection } from "./calendar-section";
import { FeedSection } from "./feed-section";
import { HoursForm } from "./hours-form";

/** /availability: the signed-in staff member's own demo hours, days off, calendar and feed. */
export function AvailabilityPage() {
  const availability = useAvailability();
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title="Availability"
        intro="When visitors can book a demo with you. Demos are offered only inside your hours."
      />
      {availability.isPending ? (
        <ListMessage kind="loading">Loading your availability...</ListMessage>
      ) : availability.isError ? (
        <LoadError message={availability.error.message} onRetry={() => void availability.refetch()} />
      ) : (
        <>
          <HoursForm initial={availability.data} />
          <CalendarSection status={availability.data.calendar} />
          <FeedSection hasFeed={availability.data.hasFeed} />
        </>
      )}
    </div>
  );
}
