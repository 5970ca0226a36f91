import { useState } from "react";
import { Link } from "react-router";
import { bookingMessages } from "~/contract/booking";
import { bookingApi } from "~/contract/endpoints/booking";
import { BookedTime } from "~/components/slot-picker/booked-time";
import { buttonClass, primaryButton } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { toApiError } from "~/lib/http/api-client";
import { callData } from "~/lib/http/call";
import { ContactInstead } from "./contact-instead";
import { ManageFrame } from "./manage-frame";
import { SharedState, sharedHeading } from "./manage-states";
import { unchangeableReason } from "./unchangeable-reason";
import { useManagedBooking } from "./use-managed-booking";

/** /demo/cancel#<token>: the booked time and one button that cancels it. */
export function CancelPage() {
  const { token, phase, setPhase, retry } = useManagedBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function cancel() {
    if (!token || saving || phase.at !== "open") return;
    setFailure(null);
    setSaving(true);
    try {
      setPhase({ at: "done", view: await callData(bookingApi.cancel, { body: { token } }) });
    } catch (error) {
      const e = toApiError(error, bookingApi.cancel.failed);
      if (e.message === bookingMessages.tooLateToChange) {
        setPhase({ at: "open", view: { ...phase.view, canChange: false } });
      } else setFailure(e.message);
    } finally {
      setSaving(false);
    }
  }

  const open = phase.at === "open" && phase.view.canChange;
  const heading =
    sharedHeading(phase) ??
    (phase.at === "done"
      ? "Demo cancelled"
      : phase.at === "open" && phase.view.status === "cancelled"
        ? "Demo cancelled"
        : open
          ? "Cancel this demo?"
          : "Your demo");

  return (
    <ManageFrame title="Cancel your demo" heading={heading} stateKey={`${phase.at}:${heading}`}>
      <SharedState phase={phase} onRetry={retry} />
      {phase.at === "done" ? (
        <>
          <p role="status">Your demo is cancelled. We have emailed you the cancellation.</p>
          <BookedTime booking={phase.view} />
          <Link to="/demo" className={primaryButton}>
            Book a Demo
          </Link>
        </>
      ) : null}
      {phase.at === "open" ? (
        <>
          <BookedTime booking={phase.view} />
          {open ? (
            <>
              <p className="text-slate-600 dark:text-slate-300">
                Cancelling frees this time for others. You can book a new demo whenever you like.
              </p>
              {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
              <button
                type="button"
                onClick={() => void cancel()}
                disabled={saving}
                className={buttonClass("danger")}
              >
                {saving ? "Cancelling..." : "Cancel demo"}
              </button>
            </>
          ) : (
            <ContactInstead reason={unchangeableReason(phase.view)} />
          )}
        </>
      ) : null}
    </ManageFrame>
  );
}
