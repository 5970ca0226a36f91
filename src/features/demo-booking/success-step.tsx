import type { Ref } from "react";
import type { ConfirmedBooking } from "~/contract/booking";
import type { DemoData } from "~/contract/demo";
import { primaryButton } from "~/components/ui/button";
import { BookedTime } from "~/components/slot-picker/booked-time";
import { IcsDownload } from "./ics-download";
import { StepHeading } from "./step-heading";

/** Step 3: confirmation with a summary of the booked request, and its time when it has one. */
export function SuccessStep({
  sent,
  booking,
  headingRef,
  onAgain,
}: {
  sent: DemoData;
  booking: ConfirmedBooking | null;
  headingRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
}) {
  const rows: [string, string][] = [
    ["Name", sent.fullName],
    ["Email", sent.email],
    ["Phone", sent.phone],
  ];
  if (sent.companyName) rows.push(["Company", sent.companyName]);

  return (
    <section aria-labelledby="demo-step-3" className="space-y-5">
      <StepHeading step={3} headingRef={headingRef} className="text-emerald-700 dark:text-emerald-400">
        Demo Scheduled Successfully!
      </StepHeading>
      {booking ? (
        <>
          <p className="text-slate-600 dark:text-slate-300">
            Your demo is booked. We have emailed you the invitation, with links to reschedule or cancel.
          </p>
          <BookedTime booking={booking} />
          <IcsDownload ics={booking.ics} />
        </>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">
          Our team will contact you shortly to fix a time for your demo.
        </p>
      )}
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-3 gap-4 px-4 py-3">
            <dt className="font-medium text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className="col-span-2 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onAgain} className={primaryButton}>
        Schedule Another Demo
      </button>
    </section>
  );
}
