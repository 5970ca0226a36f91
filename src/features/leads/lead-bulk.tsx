import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { leadsApi } from "~/contract/endpoints/leads";
import type { LeadBulk } from "~/contract/lead-list";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadKind, type LeadStatus } from "~/contract/leads";
import { selectClass } from "~/components/admin/list/filter-select";
import type { ListSelection } from "~/components/admin/list/list-shell";
import { call } from "~/lib/http/call";
import { listResource } from "./lead-status";
import { listStaff } from "./staff";
import { StaffOptions } from "./staff-options";

type Row = { _id: string; version: number };

/** Row checkboxes of a lead list: only rows on the page shown count as selected. */
export function useLeadSelection<T extends Row>(items: T[], rowName: (row: T) => string) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const onPage = useMemo(() => items.filter((r) => ids.has(r._id)), [items, ids]);
  const selection: ListSelection<T> = {
    selected: new Set(onPage.map((r) => r._id)),
    toggle: (id, on) =>
      setIds((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    togglePage: (page, on) => setIds(on ? new Set(page) : new Set()),
    rowName,
  };
  return { selection, chosen: onPage, clear: () => setIds(new Set()) };
}

const plural = (n: number) => `${n} ${n === 1 ? "lead" : "leads"}`;

/** What each action asks before it runs, and says once done. */
function wording(action: LeadBulk, n: number, staffEmail?: string) {
  switch (action.action) {
    case "assign":
      return {
        title: "Assign leads",
        message: `Assign ${plural(n)} to ${staffEmail ?? "nobody"}?`,
        confirm: "Assign",
        done: `${plural(n)} assigned.`,
      };
    case "status": {
      const label = LEAD_STATUS_LABELS[action.leadStatus];
      return {
        title: "Set status",
        message: `Set the status of ${plural(n)} to ${label}?`,
        confirm: "Set status",
        done: `${plural(n)} set to ${label}.`,
      };
    }
    case "spam":
      return {
        title: "Mark as spam",
        message: `Mark ${plural(n)} as spam?`,
        confirm: "Mark spam",
        done: `${plural(n)} marked as spam.`,
      };
    case "delete":
      return {
        title: "Delete leads",
        message: `Delete ${plural(n)}? This cannot be undone.`,
        confirm: "Delete",
        done: `${plural(n)} deleted.`,
      };
  }
}

/**
 * The actions on the selected rows: assign, set status, mark spam, delete. Each asks first, naming the
 * count; the server does all or nothing, so a failure (someone changed a lead meanwhile) changes none.
 */
export function LeadBulkBar<T extends Row>({
  kind,
  chosen,
  clear,
}: {
  kind: LeadKind;
  chosen: T[];
  clear: () => void;
}) {
  const id = useId();
  const client = useQueryClient();
  const staff = useQuery({ queryKey: ["staff"], queryFn: listStaff });
  const [assignee, setAssignee] = useState("");
  const [status, setStatus] = useState<LeadStatus>("contacted");
  const [asking, setAsking] = useState<LeadBulk | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async (body: LeadBulk) =>
      (await call(leadsApi.bulk, { params: { kind }, body })).data?.count ?? 0,
    onSuccess: (_n, body) => {
      setDone(wording(body, body.leads.length, emailOf(body)).done);
      setAsking(null);
      clear();
      for (const queryKey of [[listResource[kind]], ["lead-counts", kind], ["dashboard-stats"], ["pipeline"]])
        void client.invalidateQueries({ queryKey });
    },
    onError: () => setAsking(null),
  });
  const emailOf = (body: LeadBulk) =>
    body.action === "assign" ? staff.data?.find((s) => s._id === body.assignedTo)?.email : undefined;
  const leads = chosen.map((r) => ({ id: r._id, version: r.version }));
  const ask = (body: LeadBulk) => {
    setDone(null);
    run.reset();
    setAsking(body);
  };
  const words = asking && wording(asking, asking.leads.length, emailOf(asking));
  const disabled = run.isPending;

  return (
    <div className="space-y-2">
      <div
        role="group"
        aria-label="Selected leads"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <span
          className={chosen.length === 0 ? "text-slate-600 dark:text-slate-300" : "font-medium"}
          aria-live="polite"
        >
          {chosen.length === 0 ? "Select leads to act on them" : `${plural(chosen.length)} selected`}
        </span>
        {/* The actions appear with a selection: disabled buttons (a red Delete among them) read as broken. */}
        {chosen.length > 0 && (
          <>
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-assignee`} className="sr-only">
                Assign the selected leads to
              </label>
              <select
                id={`${id}-assignee`}
                className={selectClass}
                value={assignee}
                onChange={(e) => setAssignee(e.target.value)}
              >
                <StaffOptions staff={staff.data} />
              </select>
              <button
                type="button"
                disabled={disabled}
                className={buttonClass("secondary", "sm")}
                onClick={() => ask({ action: "assign", leads, assignedTo: assignee || null })}
              >
                Assign
              </button>
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-status`} className="sr-only">
                New status for the selected leads
              </label>
              <select
                id={`${id}-status`}
                className={selectClass}
                value={status}
                onChange={(e) => setStatus(e.target.value as LeadStatus)}
              >
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LEAD_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                disabled={disabled}
                className={buttonClass("secondary", "sm")}
                onClick={() => ask({ action: "status", leads, leadStatus: status })}
              >
                Set status
              </button>
            </div>
            <button
              type="button"
              disabled={disabled}
              className={buttonClass("secondary", "sm")}
              onClick={() => ask({ action: "spam", leads })}
            >
              Mark spam
            </button>
            <button
              type="button"
              disabled={disabled}
              className={buttonClass("danger", "sm")}
              onClick={() => ask({ action: "delete", leads })}
            >
              Delete selected
            </button>
          </>
        )}
      </div>
      {done && (
        <p role="status" className="text-sm text-green-800 dark:text-green-300">
          {done}
        </p>
      )}
      {run.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {run.error.message}
        </p>
      )}
      {asking && words && (
        <ConfirmDialog
          title={words.title}
          message={words.message}
          confirmLabel={words.confirm}
          busyLabel="Working..."
          busy={run.isPending}
          onConfirm={() => run.mutate(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
