import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { getFreeSlots } from "~/api/staff-booking";
import { buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { ListMessage } from "../table";
import { formatDayTime, localTimeZone, zoneName } from "./demo-time";
import { SlotSelect } from "./slot-select";

export const FREE_SLOTS_KEY = ["free-slots"];

/**
 * Choose a new time for a demo among the free slots (shown in the reader's zone) and confirm it. The
 * server books or moves the demo and sends the mails; `error` is its refusal (e.g. the time was taken).
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
  const zone = localTimeZone();
  const slots = useQuery({ queryKey: FREE_SLOTS_KEY, queryFn: getFreeSlots, staleTime: 0 });
  const [choice, setChoice] = useState<string | null>(null);
  const list = slots.data?.slots ?? [];
  return (
    <Modal title={title} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{who}</span>
          {current && <> · now {formatDayTime(current, zone)}</>}
        </p>
        {slots.isPending ? (
          <ListMessage kind="loading">Loading free times...</ListMessage>
        ) : slots.isError ? (
          <ListMessage kind="error">{slots.error.message}</ListMessage>
        ) : !slots.data.available || list.length === 0 ? (
          <ListMessage kind="empty">No free times in the booking window.</ListMessage>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">Times in {zoneName(zone)}.</p>
            <SlotSelect value={choice} onChange={setChoice} slots={list} timeZone={zone} />
          </>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} disabled={busy} className={buttonClass("secondary", "sm")}>
            Close
          </button>
          <button
            type="button"
            disabled={busy || !choice}
            onClick={() => choice && onConfirm(choice)}
            className={buttonClass("primary", "sm")}
          >
            {busy ? "Saving..." : "Confirm time"}
          </button>
        </div>
      </div>
    </Modal>
  );
}
