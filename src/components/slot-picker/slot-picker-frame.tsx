import type { ReactNode } from "react";
import { bookingMessages } from "~/contract/booking-messages";

/**
 * The picker's frame, prerendered with the page. Its content box has one height in every state (loading,
 * times, none free, failed), and the times scroll inside it, so the picker arriving later moves nothing
 * below it, such as the button the visitor is about to press.
 */
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
      className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <div className="mt-4 flex h-[33rem] flex-col gap-4 sm:h-[28rem] lg:h-[26.5rem]">{children}</div>
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
