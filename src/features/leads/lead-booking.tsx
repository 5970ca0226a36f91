import { useEffect, useState, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { AgendaItem } from "~/contract/booking";
import {
  type Attendance,
  useAvailability,
  useBookingChange,
  useDemoBooking,
} from "~/components/admin/booking/booking-query";
import { formatDayTime, localTimeZone, zoneName } from "~/components/admin/booking/demo-time";
import { SlotDialog } from "~/components/admin/booking/slot-dialog";
import { ListMessage } from "~/components/admin/list/table";
import { DetailRow } from "./detail-row";

const statusLabel: Record<AgendaItem["status"], string> = {
  held: "Held while the visitor enters their code",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};
const attendanceLabel: Record<Attendance, string> = { attended: "Attended", no_show: "No-show" };

/** True once `startsAt` has passed; turns true by itself when the start comes while the page is open. */
function useStarted(startsAt: string | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startsAt) return;
    const wait = Date.parse(startsAt) - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [startsAt]);
  return startsAt !== undefined && Date.parse(startsAt) <= now;
}

/** The demo's time in the reader's zone, and in the company's when that differs. */
function When({ booking, companyTimeZone }: { booking: AgendaItem; companyTimeZone?: string }) {
  const local = localTimeZone();
  return (
    <>
      <time dateTime={booking.startsAt} className="font-semibold">
        {formatDayTime(booking.startsAt)}
      </time>{" "}
      <span className="text-slate-600 dark:text-slate-300">({zoneName(local)})</span>
      {companyTimeZone && companyTimeZone !== local && (
        <span className="block text-slate-600 dark:text-slate-300">
          {formatDayTime(booking.startsAt, companyTimeZone)} ({zoneName(companyTimeZone)}, the company&apos;s
          time)
        </span>
      )}
    </>
  );
}

/** Attended / No-show, once the start has passed; the recorded one is pressed. */
function AttendanceButtons({
  booking,
  busy,
  onRecord,
}: {
  booking: AgendaItem;
  busy: boolean;
  onRecord: (a: Attendance) => void;
}) {
  return (
    <div className="space-y-2">
      <p className="text-sm">
        {booking.attendance ? (
          <>
            Recorded: <span className="font-semibold">{attendanceLabel[booking.attendance]}</span>
          </>
        ) : (
          "The demo has started. Did the visitor attend?"
        )}
      </p>
      <div role="group" aria-label="Attendance" className="flex flex-wrap gap-2">
        {(["attended", "no_show"] as const).map((a) => (
          <button
            key={a}
            type="button"
            aria-pressed={booking.attendance === a}
            disabled={busy}
            onClick={() => onRecord(a)}
            className={buttonClass(booking.attendance === a ? "primary" : "secondary", "sm")}
          >
            {attendanceLabel[a]}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The lead page's demo: its time, host and status; Schedule a time when it has none, Reschedule and
 * Cancel demo while upcoming, Attended / No-show once started. Changes refresh the timeline too.
 */
export function LeadBooking({ demoRequestId, name }: { demoRequestId: string; name: string }) {
  const booking = useDemoBooking(demoRequestId);
  const company = useAvailability();
  const change = useBookingChange();
  const [picking, setPicking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const b = booking.data;
  const live = b && b.status !== "cancelled" ? b : null;
  const started = useStarted(live?.startsAt);
  const start = () => (change.reset(), setPicking(true));

  let body: ReactNode;
  if (booking.isPending) body = <ListMessage kind="loading">Loading demo booking...</ListMessage>;
  else if (booking.isError) body = <ListMessage kind="error">{booking.error.message}</ListMessage>;
  else
    body = (
      <>
        {b ? (
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            <DetailRow label="Time">
              <When booking={b} companyTimeZone={company.data?.companyTimeZone} />
            </DetailRow>
            <DetailRow label="Host">
              {b.hostName} <span className="text-slate-600 dark:text-slate-300">({b.hostEmail})</span>
            </DetailRow>
            <DetailRow label="Status">{statusLabel[b.status]}</DetailRow>
          </dl>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            No time is booked for this request yet.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {!live && (
            <button type="button" className={buttonClass("primary", "sm")} onClick={start}>
              Schedule a time
            </button>
          )}
          {live?.status === "confirmed" && !started && (
            <>
              <button type="button" className={buttonClass("secondary", "sm")} onClick={start}>
                Reschedule
              </button>
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                onClick={() => (change.reset(), setCancelling(true))}
              >
                Cancel demo
              </button>
            </>
          )}
        </div>
        {live?.status === "confirmed" && started && (
          <AttendanceButtons
            booking={live}
            busy={change.isPending}
            onRecord={(attendance) => change.mutate({ kind: "attendance", demoRequestId, attendance })}
          />
        )}
        {change.isError && !picking && <ListMessage kind="error">{change.error.message}</ListMessage>}
      </>
    );

  return (
    <section aria-labelledby="booking-heading" className="space-y-3">
      <h2 id="booking-heading" className="text-lg font-semibold">
        Demo booking
      </h2>
      {body}
      {picking && (
        <SlotDialog
          title={live ? "Reschedule demo" : "Schedule a time"}
          who={name}
          current={live?.startsAt}
          busy={change.isPending}
          error={change.error?.message}
          onClose={() => setPicking(false)}
          onConfirm={(slotStart) =>
            change.mutate(
              { kind: "book", demoRequestId, slotStart, timeZone: live?.timeZone },
              { onSuccess: () => setPicking(false) },
            )
          }
        />
      )}
      {cancelling && live && (
        <ConfirmDialog
          title="Cancel this demo?"
          message="The visitor and the host get a cancellation, and the time is offered again."
          detail={`${name} · ${formatDayTime(live.startsAt)}`}
          confirmLabel="Cancel demo"
          busyLabel="Cancelling..."
          busy={change.isPending}
          onConfirm={() =>
            change.mutate({ kind: "cancel", demoRequestId }, { onSettled: () => setCancelling(false) })
          }
          onCancel={() => setCancelling(false)}
        />
      )}
    </section>
  );
}
