import { useId, useRef } from "react";
import { buttonClass } from "./button";
import { ModalFrame } from "./modal";

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
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);

  return (
    <ModalFrame
      role="alertdialog"
      title={title}
      describedBy={messageId}
      onEscape={() => (busy ? undefined : onCancel())}
      initial={() => cancel.current}
    >
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
    </ModalFrame>
  );
}
