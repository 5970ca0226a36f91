import { useState, type FormEvent } from "react";
import { bookingMessages } from "~/contract/booking";
import { bookingApi } from "~/contract/endpoints/booking";
import { BookedTime } from "~/components/slot-picker/booked-time";
import { detectTimeZone } from "~/components/slot-picker/format";
import { isSlotRefusal } from "~/components/slot-picker/free-slots";
import { SlotPicker } from "~/components/slot-picker/slot-picker";
import { primaryButton } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { toApiError } from "~/lib/http/api-client";
import { callData } from "~/lib/http/call";
import { ContactInstead } from "./contact-instead";
import { ManageFrame } from "./manage-frame";
import { SharedState, sharedHeading } from "./manage-states";
import { unchangeableReason } from "./unchangeable-reason";
import { useFreeSlots } from "./use-free-slots";
import { useManagedBooking } from "./use-managed-booking";

const noNewTimes = "No other demo times are open right now. Please call or email us to move your demo.";

/** /demo/reschedule#<token>: the booked time, the picker, and "Reschedule". */
export function ReschedulePage() {
  const { token, phase, setPhase, retry } = useManagedBooking();
  const open = phase.at === "open" && phase.view.canChange;
  const free = useFreeSlots(open);
  const [zone, setZone] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const timeZone = zone ?? detectTimeZone(phase.at === "open" ? phase.view.timeZone : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token || saving) return;
    setFailure(null);
    if (!slot) {
      setPickError("Please pick a time.");
      document.querySelector<HTMLInputElement>('input[name="reschedule-slot"]')?.focus();
      return;
    }
    setSaving(true);
    try {
      const view = await callData(bookingApi.reschedule, { body: { token, slotStart: slot, timeZone } });
      setPhase({ at: "done", view });
    } catch (error) {
      const e = toApiError(error, bookingApi.reschedule.failed);
      if (isSlotRefusal(e)) {
        setSlot(null);
        setPickError(e.message);
        free.reload();
      } else if (e.message === bookingMessages.tooLateToChange && phase.at === "open") {
        setPhase({ at: "open", view: { ...phase.view, canChange: false } });
      } else {
        setFailure(e.message);
      }
    } finally {
      setSaving(false);
    }
  }

  const heading =
    sharedHeading(phase) ??
    (phase.at === "done" ? "Demo rescheduled" : open ? "Pick a new time" : "Your demo");

  return (
    <ManageFrame title="Reschedule your demo" heading={heading} stateKey={`${phase.at}:${heading}`}>
      <SharedState phase={phase} onRetry={retry} />
      {phase.at === "done" ? (
        <>
          <p role="status">Your demo has been moved. We have emailed you the updated invitation.</p>
          <BookedTime booking={phase.view} />
        </>
      ) : null}
      {phase.at === "open" ? (
        <>
          <p className="text-slate-600 dark:text-slate-300">Your demo is booked for:</p>
          <BookedTime booking={phase.view} />
          {open ? (
            <form noValidate onSubmit={submit} className="space-y-5">
              <SlotPicker
                idPrefix="reschedule"
                legend="Pick a new time"
                status={free.status}
                slots={free.slots?.available ? free.slots.slots.filter((s) => s !== phase.view.startsAt) : []}
                timeZone={timeZone}
                zones={[phase.view.timeZone, phase.view.companyTimeZone]}
                onTimeZoneChange={setZone}
                value={slot}
                onChange={(s) => {
                  setSlot(s);
                  setPickError(null);
                }}
                onRetry={free.reload}
                error={pickError}
                emptyText={noNewTimes}
              />
              {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
              <button type="submit" disabled={saving} className={primaryButton}>
                {saving ? "Rescheduling..." : "Reschedule"}
              </button>
            </form>
          ) : (
            <ContactInstead reason={unchangeableReason(phase.view)} />
          )}
        </>
      ) : null}
    </ManageFrame>
  );
}
