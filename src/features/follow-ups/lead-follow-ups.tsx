import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { describedBy, inputClass } from "~/components/ui/input";
import { followUpApi } from "~/contract/endpoints/follow-ups";
import { leadsApi } from "~/contract/endpoints/leads";
import type { LeadKind } from "~/contract/lead-status";
import { call } from "~/lib/http/call";
import { fromApiError } from "~/lib/http/field-errors";
import { selectClass } from "~/components/admin/list/filter-select";
import { ListMessage } from "~/components/admin/list/table";
import { followUpsKey } from "~/lib/admin/query-keys";
import { FollowUpItem } from "./follow-up-item";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";

/** A `datetime-local` value (the reader's wall clock) as an ISO instant; "" when empty or unreadable. */
export function localToIso(value: string): string {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : "";
}

function AddFollowUp({ kind, leadId }: { kind: LeadKind; leadId: string }) {
  const ids = { due: useId(), note: useId(), assignee: useId() };
  const client = useQueryClient();
  const staff = useQuery({
    queryKey: ["staff"],
    queryFn: async () => (await call(leadsApi.staff)).data ?? [],
  });
  const [due, setDue] = useState("");
  const [note, setNote] = useState("");
  const [assignee, setAssignee] = useState("");
  const add = useMutation({
    mutationFn: () =>
      call(followUpApi.add, {
        params: { kind, id: leadId },
        body: { dueAt: localToIso(due), note, ...(assignee ? { assigneeId: assignee } : {}) },
      }),
    onSuccess: () => {
      setDue("");
      setNote("");
      setAssignee("");
      void client.invalidateQueries({ queryKey: followUpsKey });
    },
  });
  const errors = fromApiError(add.error);
  const other = add.isError && !errors.dueAt && !errors.note ? add.error.message : undefined;
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={ids.due} label="Due" error={errors.dueAt}>
          <input
            id={ids.due}
            type="datetime-local"
            value={due}
            onChange={(e) => setDue(e.target.value)}
            className={inputClass}
            {...describedBy(ids.due, errors.dueAt)}
          />
        </Field>
        <Field id={ids.assignee} label="For">
          <select
            id={ids.assignee}
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
            className={`${selectClass} mt-1 w-full`}
          >
            <option value="">The lead&apos;s assignee</option>
            {staff.data?.map((s) => (
              <option key={s._id} value={s._id}>
                {s.email}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={ids.note} label="Follow-up note" error={errors.note}>
        <textarea
          id={ids.note}
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className={inputClass}
          {...describedBy(ids.note, errors.note)}
        />
      </Field>
      <FormAlert>{other}</FormAlert>
      <button type="submit" disabled={add.isPending} className={buttonClass("primary", "sm")}>
        {add.isPending ? "Adding..." : "Add follow-up"}
      </button>
    </form>
  );
}

/** The lead page's follow-ups: open ones first, each done with one click, and a form for a new one. */
export function LeadFollowUps({ kind, leadId }: { kind: LeadKind; leadId: string }) {
  const list = useQuery({
    queryKey: [...followUpsKey, "lead", kind, leadId],
    queryFn: async () => (await call(followUpApi.ofLead, { params: { kind, id: leadId } })).data ?? [],
  });
  return (
    <section aria-labelledby="follow-ups-heading" className="space-y-3">
      <h2 id="follow-ups-heading" className="text-lg font-semibold">
        Follow-ups
      </h2>
      {list.isPending ? (
        <ListMessage kind="loading">Loading follow-ups...</ListMessage>
      ) : list.isError ? (
        <ListMessage kind="error">{list.error.message}</ListMessage>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No follow-ups yet.</p>
      ) : (
        <ul
          aria-label="Follow-ups of this lead"
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {list.data.map((f) => (
            <FollowUpItem key={f._id} item={f} showLead={false} />
          ))}
        </ul>
      )}
      <AddFollowUp kind={kind} leadId={leadId} />
    </section>
  );
}
