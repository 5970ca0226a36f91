import { buttonClass } from "./button";

/**
 * A dialog's closing row: the way out, then the action, which names its work while busy. Without
 * `onConfirm` the action submits the dialog's form.
 */
export function DialogActions({
  label,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
  cancelLabel = "Cancel",
  disabled = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm?: () => void;
  cancelLabel?: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex justify-end gap-3">
      <button type="button" onClick={onCancel} disabled={busy} className={buttonClass("secondary", "sm")}>
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? "button" : "submit"}
        onClick={onConfirm}
        disabled={busy || disabled}
        className={buttonClass("primary", "sm")}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
