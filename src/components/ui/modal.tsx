import { X } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { useDialogFocus } from "./use-dialog-focus";

const looks = {
  dialog: {
    backdrop: "items-end bg-slate-950/60 p-0 sm:items-center sm:p-4",
    panel: "max-h-[90vh] max-w-lg overflow-y-auto rounded-t-2xl p-6 shadow-xl sm:rounded-2xl",
    title: "text-xl font-bold",
  },
  alertdialog: {
    backdrop: "items-center bg-slate-900/50 p-4",
    panel: "max-w-md rounded-xl p-6 shadow-2xl",
    title: "text-lg font-semibold",
  },
};

/** A small icon button that closes a panel; `label` names what it closes. */
export function CloseButton({
  label = "Close",
  onClick,
  className = "text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800",
}: {
  label?: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      data-close
      onClick={onClick}
      className={`rounded-md p-1 ${className}`}
      aria-label={label}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * The frame of every modal: backdrop, panel with its role and title, and the focus rules of
 * `useDialogFocus` (focus to `initial`, Tab stays inside, Escape calls `onEscape`, focus goes back).
 */
export function ModalFrame({
  role,
  title,
  onEscape,
  initial,
  describedBy,
  aside,
  children,
}: {
  role: keyof typeof looks;
  title: string;
  onEscape: () => void;
  initial: (panel: HTMLDivElement | null) => HTMLElement | null | undefined;
  describedBy?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onEscape, () => initial(ref.current));
  const look = looks[role];

  return (
    <div className={`fixed inset-0 z-50 flex justify-center ${look.backdrop}`}>
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`w-full bg-white dark:bg-slate-900 ${look.panel}`}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className={look.title}>
            {title}
          </h2>
          {aside}
        </div>
        {children}
      </div>
    </div>
  );
}

const firstField = (panel: HTMLDivElement | null) =>
  panel?.querySelector<HTMLElement>("input, select, textarea, button:not([data-close]), a[href]");

/**
 * An accessible modal: focus moves to its first field (or to `initial`), Tab stays inside, Escape or the
 * close button closes.
 */
export function Modal({
  title,
  onClose,
  initial = firstField,
  children,
}: {
  title: string;
  onClose: () => void;
  initial?: (panel: HTMLDivElement | null) => HTMLElement | null | undefined;
  children: ReactNode;
}) {
  return (
    <ModalFrame
      role="dialog"
      title={title}
      onEscape={onClose}
      initial={initial}
      aside={<CloseButton onClick={onClose} />}
    >
      <div className="mt-4">{children}</div>
    </ModalFrame>
  );
}
