import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { buttonClass } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Field } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { describedBy, inputClass } from "~/components/ui/input";
import { Modal } from "~/components/ui/modal";
import { leadsApi } from "~/contract/endpoints/leads";
import {
  MANUAL_LEAD_SOURCE_LABELS,
  MANUAL_LEAD_SOURCES,
  type ManualLeadInput,
  manualLeadSchema,
} from "~/contract/manual-lead";
import { callData } from "~/lib/http/call";
import { leadPagePath } from "~/shared/paths";

type Fields = z.input<typeof manualLeadSchema>;
const blank: Fields = { name: "", email: "", phone: "", message: "", source: "" as Fields["source"] };

/**
 * "Add lead" on /list: a phone call or a walk-in typed in by staff. It goes straight in as New (no spam
 * check, no public form limit), logged as theirs; their new lead's page opens.
 */
export function AddLeadButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass("secondary", "sm")}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add lead
      </button>
      {open && <AddLeadDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function AddLeadDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const sourceId = `add-lead-${useId()}-source`;
  const form = useForm<Fields, unknown, z.output<typeof manualLeadSchema>>({
    resolver: zodResolver(manualLeadSchema),
    defaultValues: blank,
  });
  const add = useMutation({
    mutationFn: (input: ManualLeadInput) =>
      callData(leadsApi.addContact, { body: manualLeadSchema.parse(input) }),
    onSuccess: (lead) => {
      for (const queryKey of [["contacts"], ["lead-counts", "contact"], ["dashboard-stats"]])
        void client.invalidateQueries({ queryKey });
      onClose();
      void navigate(leadPagePath("contact", lead._id));
    },
  });
  const sourceError = form.formState.errors.source?.message;
  return (
    <Modal title="Add lead" onClose={onClose}>
      <form
        noValidate
        aria-busy={add.isPending}
        onSubmit={form.handleSubmit((fields) => add.mutate(fields))}
        className="space-y-4"
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">
          A phone call, a walk-in or a referral. It is added as New, with you as the one who added it.
        </p>
        <FormField form={form} idPrefix="add-lead" name="name" label="Name" required autoComplete="off" />
        <FormField
          form={form}
          idPrefix="add-lead"
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          required
          autoComplete="off"
        />
        <FormField form={form} idPrefix="add-lead" name="phone" label="Phone" type="tel" autoComplete="off" />
        <Field id={sourceId} label="Source" required error={sourceError}>
          <select
            id={sourceId}
            aria-required="true"
            className={inputClass}
            {...form.register("source", { onChange: () => form.clearErrors("source") })}
            {...describedBy(sourceId, sourceError)}
          >
            <option value="">Choose…</option>
            {MANUAL_LEAD_SOURCES.map((s) => (
              <option key={s} value={s}>
                {MANUAL_LEAD_SOURCE_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        <FormField form={form} idPrefix="add-lead" name="message" label="Message" required rows={4} />
        {add.isError && <FormMessage tone="error">{add.error.message}</FormMessage>}
        <DialogActions label="Add lead" busyLabel="Adding..." busy={add.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
