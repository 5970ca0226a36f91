import type { UseMutationResult } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useDeleteRow } from "./use-paged-list";

/**
 * Delete with confirmation: `ask(row)` opens the dialog for a row, `confirm` deletes it,
 * `cancel` closes the dialog. The dialog closes when the call settles; on failure the row stays.
 */
export function useConfirmedDelete<T extends { _id: string }>(
  resource: string,
  remove: (id: string) => Promise<void>,
) {
  const removal = useDeleteRow<T>(resource, remove);
  const [pending, setPending] = useState<T | null>(null);
  return {
    removal,
    pending,
    ask: (row: T) => {
      removal.reset();
      setPending(row);
    },
    cancel: () => setPending(null),
    confirm: () => {
      if (pending) removal.mutate(pending, { onSettled: () => setPending(null) });
    },
  };
}

/**
 * The red trash icon button of a table row; `label` names the row for screen readers. The button holds
 * its visually hidden label (`relative`), so in a table that scrolls sideways the label never widens the page.
 */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="relative inline-flex h-9 w-9 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The confirmation of `useConfirmedDelete`, open while a row waits for the answer. */
export function ConfirmDeleteDialog<T extends { _id: string }>({
  deletion,
  title,
  message,
  detail,
}: {
  deletion: ReturnType<typeof useConfirmedDelete<T>>;
  title: string;
  message: string;
  detail: (row: T) => string;
}) {
  const { pending, removal } = deletion;
  if (!pending) return null;
  return (
    <ConfirmDialog
      title={title}
      message={message}
      detail={detail(pending)}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={removal.isPending}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}

/** The confirmation before deleting one item shown on its own (a note, a template); it closes once the call settles. */
export function ConfirmItemDelete({
  what,
  detail,
  removal,
  onClose,
}: {
  what: string;
  detail: string;
  removal: Pick<UseMutationResult<unknown, Error, void>, "isPending" | "mutate">;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={`Delete ${what}`}
      message={`Are you sure you want to delete this ${what}?`}
      detail={detail}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={removal.isPending}
      onConfirm={() => removal.mutate(undefined, { onSettled: onClose })}
      onCancel={onClose}
    />
  );
}
