import { useId, useRef } from "react";
import { buttonClass } from "./button";
import { useDialogFocus } from "./use-dialog-focus";

/**
 * Modal confirmation (role alertdialog). Focus starts on Cancel so Enter never deletes by accident,
 * Tab stays inside, Escape cancels (not while busy), and focus goes back where it was.
 */
export function ConfirmDialog({
  title,
  message,
  detail,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  detail?: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const messageId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useDialogFocus(
    panel,
    () => (busy ? undefined : onCancel()),
    () => cancel.current,
  );

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-2xl dark:bg-slate-900"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={messageId} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          <p>{message}</p>
          {detail && <p className="mt-2 break-words font-medium text-slate-900 dark:text-white">{detail}</p>}
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <button
            ref={cancel}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={buttonClass("secondary", "sm")}
          >
            Cancel
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass("danger", "sm")}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
