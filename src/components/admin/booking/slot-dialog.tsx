import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { availabilityApi } from "~/contract/endpoints/availability";
import { callData } from "~/lib/http/call";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Modal } from "~/components/ui/modal";
import { SlotPicker } from "~/components/slot-picker/slot-picker";
import { formatDayTime, localTimeZone } from "./demo-time";

export const FREE_SLOTS_KEY = ["free-slots"];

/**
 * Choose a new time for a demo among the free slots with the shared picker (in the reader's zone, which
 * they can switch) and confirm it. The server books or moves the demo and sends the mails; `error` is
 * its refusal (e.g. the time was just taken).
 */
export function SlotDialog({
  title,
  who,
  current,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  /** Whose demo: "Asha Rao, Acme". */
  who: string;
  /** The demo's present start, when it has one. */
  current?: string;
  busy: boolean;
  error?: string;
  onConfirm: (slotStart: string) => void;
  onClose: () => void;
}) {
  const [zone, setZone] = useState(localTimeZone);
  const slots = useQuery({
    queryKey: FREE_SLOTS_KEY,
    queryFn: () => callData(availabilityApi.slots),
    staleTime: 0,
  });
  const [choice, setChoice] = useState<string | null>(null);
  const company = slots.data?.companyTimeZone;
  return (
    // Focus on the dialog itself: its fields arrive with the times, and its first button until then is
    // "Close" at the foot, which would scroll a phone's sheet past the title.
    <Modal title={title} onClose={onClose} initial={(panel) => panel}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{who}</span>
          {current && <> · now {formatDayTime(current, zone)}</>}
        </p>
        <SlotPicker
          idPrefix="staff"
          legend="Pick a time"
          status={slots.isPending ? "loading" : slots.isError ? "error" : "ready"}
          slots={slots.data?.available ? slots.data.slots : []}
          timeZone={zone}
          zones={company ? [company] : []}
          onTimeZoneChange={setZone}
          value={choice}
          onChange={setChoice}
          onRetry={() => void slots.refetch()}
          emptyText="No free times in the booking window."
        />
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <DialogActions
          label="Confirm time"
          busyLabel="Saving..."
          busy={busy}
          disabled={!choice}
          cancelLabel="Close"
          onCancel={onClose}
          onConfirm={() => choice && onConfirm(choice)}
        />
      </div>
    </Modal>
  );
}
