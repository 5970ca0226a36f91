import { useSearchParams } from "react-router";
import { useAvailability } from "~/components/admin/booking/booking-query";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { ListMessage } from "~/components/admin/list/table";
import { useIsOwner, useMe } from "~/components/admin/use-me";
import { CalendarSection } from "./calendar-section";
import { FeedSection } from "./feed-section";
import { HoursForm } from "./hours-form";
import { useMemberAvailability } from "./availability-query";
import { MemberPicker } from "./member-picker";

/**
 * /availability: the signed-in member's own demo hours, days off, meeting place, calendar and feed. An
 * owner can pick another member (`?member=`) and set their hours, days off and meeting place.
 */
export function AvailabilityPage() {
  const [params, setParams] = useSearchParams();
  const owner = useIsOwner();
  const me = useMe();
  const picked = owner ? params.get("member") : null;
  const other = picked && picked !== me.data?._id ? picked : null;
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title="Availability"
        intro={
          other
            ? "When visitors can book a demo with this member. Demos are offered only inside their hours."
            : "When visitors can book a demo with you. Demos are offered only inside your hours."
        }
      />
      {owner && (
        <MemberPicker
          value={other ?? ""}
          onChange={(id) => setParams(id ? { member: id } : {}, { replace: true })}
        />
      )}
      {other ? <MemberHours key={other} memberId={other} /> : <OwnHours />}
    </div>
  );
}

function OwnHours() {
  const availability = useAvailability();
  if (availability.isPending) return <ListMessage kind="loading">Loading your availability...</ListMessage>;
  if (availability.isError)
    return <LoadError message={availability.error.message} onRetry={() => void availability.refetch()} />;
  return (
    <>
      <HoursForm initial={availability.data} />
      <CalendarSection status={availability.data.calendar} />
      <FeedSection hasFeed={availability.data.hasFeed} />
    </>
  );
}

function MemberHours({ memberId }: { memberId: string }) {
  const availability = useMemberAvailability(memberId);
  if (availability.isPending) return <ListMessage kind="loading">Loading their availability...</ListMessage>;
  if (availability.isError)
    return <LoadError message={availability.error.message} onRetry={() => void availability.refetch()} />;
  return <HoursForm initial={availability.data} memberId={memberId} />;
}
