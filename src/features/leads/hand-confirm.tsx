import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Field } from "~/components/ui/field";
import { FormMessage } from "~/components/ui/form-message";
import { inputClass } from "~/components/ui/input";
import { Modal } from "~/components/ui/modal";
import { leadsApi } from "~/contract/endpoints/leads";
import { demoConfirmSchema, type LeadDetail } from "~/contract/leads";
import { call } from "~/lib/http/call";
import { leadKey, listResource } from "./lead-status";

/**
 * "Mark confirmed" on a demo request its visitor never confirmed (e.g. caught as Spam, then reached by
 * phone): confirmed without a code, with an optional note; the timeline says who did it.
 */
export function HandConfirm({ lead }: { lead: LeadDetail }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const noteId = `hand-confirm-${useId()}`;
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: () =>
      call(leadsApi.demoConfirm, {
        params: { id: lead._id },
        body: demoConfirmSchema.parse({ version: lead.version, note }),
      }),
    onSuccess: () => {
      for (const queryKey of [
        leadKey("demo", lead._id),
        [listResource.demo],
        ["timeline"],
        ["dashboard-stats"],
      ])
        void client.invalidateQueries({ queryKey });
      setOpen(false);
    },
  });
  const close = () => {
    setOpen(false);
    confirm.reset();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass("secondary", "sm")}>
        Mark confirmed
      </button>
      {open && (
        <Modal title="Mark confirmed" onClose={close}>
          <form
            noValidate
            aria-busy={confirm.isPending}
            onSubmit={(e) => {
              e.preventDefault();
              confirm.mutate();
            }}
            className="space-y-4"
          >
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {lead.name} has not confirmed with a code. Confirm the request yourself when you have reached
              them; the timeline records that you did.
            </p>
            <Field id={noteId} label="Note (optional)">
              <textarea
                id={noteId}
                rows={3}
                maxLength={500}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                placeholder="e.g. Confirmed on the phone."
                className={inputClass}
              />
            </Field>
            {confirm.isError && <FormMessage tone="error">{confirm.error.message}</FormMessage>}
            <DialogActions
              label="Confirm request"
              busyLabel="Confirming..."
              busy={confirm.isPending}
              onCancel={close}
            />
          </form>
        </Modal>
      )}
    </>
  );
}
