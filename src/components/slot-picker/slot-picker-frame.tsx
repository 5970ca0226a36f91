import type { ReactNode } from "react";
import { bookingMessages } from "~/contract/booking-messages";

/** The picker's fixed frame: prerendered with the page, so the picker arriving later shifts nothing. */
export function SlotPickerFrame({
  id,
  legend = bookingMessages.pickATime,
  errorId,
  children,
}: {
  id: string;
  legend?: string;
  /** The id of the picker's error line, when it shows one. */
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      aria-describedby={errorId}
      className="min-h-[26rem] min-w-0 space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700 sm:min-h-[23rem]"
    >
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** What the frame holds while the picker's code or the free times are on their way. */
export function SlotPickerLoading() {
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
      Loading available times...
    </p>
  );
}
