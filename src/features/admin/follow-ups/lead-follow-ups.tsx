import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { addFollowUp, getLeadFollowUps } from "~/api/follow-ups";
import { listStaff } from "~/api/leads";
import { buttonClass } from "~/components/ui/button";
import { describedBy, errorId, errorTextClass, inputClass, labelClass } from "~/components/ui/input";
import type { LeadKind } from "~/contract/lead-status";
import { fromApiError } from "../availability/field-errors";
import { selectClass } from "../filter-select";
import { ListMessage } from "../table";
import { FollowUpItem, followUpsKey } from "./follow-up-item";

/** A `datetime-local` value (the reader's wall clock) as an ISO instant; "" when empty or unreadable. */
export function localToIso(value: string): string {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : "";
}

function AddFollowUp({ kind, leadId }: { kind: LeadKind; leadId: string }) {
  const ids = { due: useId(), note: useId(), assignee: useId() };
  const client = useQueryClient();
  const staff = useQuery({ queryKey: ["staff"], queryFn: listStaff });
  const [due, setDue] = useState("");
  const [note, setNote] = useState("");
  const [assignee, setAssignee] = useState("");
  const add = useMutation({
    mutationFn: () =>
      addFollowUp(kind, leadId, {
        dueAt: localToIso(due),
        note,
        ...(assignee ? { assigneeId: assignee } : {}),
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
        <div>
          <label htmlFor={ids.due} className={labelClass}>
            Due
          </label>
          <input
            id={ids.due}
            type="datetime-local"
            value={due}
            onChange={(e) => setDue(e.target.value)}
            className={inputClass}
            {...describedBy(ids.due, errors.dueAt)}
          />
          {errors.dueAt && (
            <p id={errorId(ids.due)} className={errorTextClass}>
              {errors.dueAt}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.assignee} className={labelClass}>
            For
          </label>
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
        </div>
      </div>
      <div>
        <label htmlFor={ids.note} className={labelClass}>
          Follow-up note
        </label>
        <textarea
          id={ids.note}
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className={inputClass}
          {...describedBy(ids.note, errors.note)}
        />
        {errors.note && (
          <p id={errorId(ids.note)} className={errorTextClass}>
            {errors.note}
          </p>
        )}
      </div>
      {other && (
        <p role="alert" className={errorTextClass}>
          {other}
        </p>
      )}
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
    queryFn: () => getLeadFollowUps(kind, leadId),
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
