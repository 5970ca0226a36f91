import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { contactApi } from "~/contract/endpoints/contact";
import { leadsApi } from "~/contract/endpoints/leads";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadKind, type LeadStatus } from "~/contract/lead-status";
import { call, callData } from "~/lib/http/call";
import { leadPagePath } from "~/shared/paths";
import { FilterSelect, selectClass } from "~/components/admin/list/filter-select";
import { formatCount } from "~/lib/admin/format";
import { useListFilter } from "~/lib/admin/list-params";

/** The query keys a lead's change makes stale: its list, its page, the counts and the dashboard. */
export const listResource: Record<LeadKind, string> = { contact: "contacts", demo: "demo-requests" };
export const leadKey = (kind: LeadKind, id: string) => ["lead", kind, id];

const isStatus = (value: string): value is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(value);

/** The list's status filter, kept in the URL (`?status=`); an unknown value shows every status. */
export function useStatusFilter(): [LeadStatus | undefined, (value: string) => void] {
  const [raw, set] = useListFilter("status");
  return [isStatus(raw) ? raw : undefined, set];
}

/**
 * The status filter with how many leads have each status (the search applied). The default view is every
 * status but Spam, which has its own entry (ADR 0028).
 */
export function StatusFilter(props: {
  kind: LeadKind;
  search: string;
  value: LeadStatus | undefined;
  onChange: (value: string) => void;
}) {
  const counts = useQuery({
    queryKey: ["lead-counts", props.kind, props.search.trim()],
    queryFn: () => {
      const search = props.search.trim();
      return callData(leadsApi.statusCounts, {
        params: { kind: props.kind },
        query: search ? { search } : {},
      });
    },
  });
  const n = (k: number | undefined) => (k === undefined ? "" : ` (${formatCount(k)})`);
  const all = counts.data
    ? Object.values(counts.data).reduce((a, b) => a + b, 0) - counts.data.spam
    : undefined;
  const options = [
    { value: "", label: `All but spam${n(all)}` },
    ...LEAD_STATUSES.map((s) => ({ value: s, label: `${LEAD_STATUS_LABELS[s]}${n(counts.data?.[s])}` })),
  ];
  return (
    <FilterSelect label="Status" value={props.value ?? ""} onChange={props.onChange} options={options} />
  );
}

/**
 * A new status: a contact through the spec's contact update, a demo request through its own call; the
 * version is the one on screen (409 when someone changed it since). Answers the server's message: "Not
 * spam" on a demo request without a code says whether its visitor was mailed a link.
 */
async function setLeadStatus(kind: LeadKind, id: string, leadStatus: LeadStatus, version: number) {
  const body = { leadStatus, version };
  // One fallback text for both kinds.
  const failed = leadsApi.demoStatus.failed;
  const answer =
    kind === "contact"
      ? await call(contactApi.update, { params: { id }, body, failed })
      : await call(leadsApi.demoStatus, { params: { id }, body });
  return answer.message;
}

/** Changes a lead's status from the version on screen; a 409 says "Changed by someone else, reload." */
export function useLeadStatus(kind: LeadKind, lead: { _id: string; version: number }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: LeadStatus) => setLeadStatus(kind, lead._id, status, lead.version),
    onSuccess: () => {
      for (const queryKey of [
        [listResource[kind]],
        leadKey(kind, lead._id),
        ["lead-counts", kind],
        ["timeline"],
      ])
        void client.invalidateQueries({ queryKey });
      void client.invalidateQueries({ queryKey: ["dashboard-stats"] });
    },
  });
}

/**
 * The status of one lead as a select (list row and lead page), with "Not spam" beside it while the lead
 * is Spam (it moves the lead to New; the server sends the staff notice then); the failure shows under it.
 * `name`, on list rows, tells the rows' buttons apart.
 */
export function LeadStatusSelect({
  kind,
  lead,
  label,
  name,
}: {
  kind: LeadKind;
  lead: { _id: string; version: number; leadStatus: LeadStatus };
  label: string;
  name?: string;
}) {
  const change = useLeadStatus(kind, lead);
  const shown = change.isPending ? change.variables : lead.leadStatus;
  // A demo request leaving Spam: whether its visitor was mailed a confirmation link.
  const said = change.isSuccess && change.data?.includes("confirmation link") ? change.data : undefined;
  // "Not spam" goes away once done: focus moves to the select, which now says New.
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <select
          ref={selectRef}
          aria-label={label}
          value={shown}
          disabled={change.isPending}
          onChange={(e) => isStatus(e.target.value) && change.mutate(e.target.value)}
          className={selectClass}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        {lead.leadStatus === "spam" && (
          <button
            type="button"
            aria-label={name ? `Not spam: ${name}` : undefined}
            disabled={change.isPending}
            onClick={() => change.mutate("new", { onSuccess: () => selectRef.current?.focus() })}
            className={buttonClass("secondary", "sm")}
          >
            Not spam
          </button>
        )}
      </div>
      {change.isError && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {change.error.message}
        </p>
      )}
      {kind === "demo" && (
        <p role="status" className="max-w-xs text-xs text-slate-600 empty:hidden dark:text-slate-300">
          {said}
        </p>
      )}
    </div>
  );
}

const badge = "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** A New lead past its reply time. */
export function OverdueBadge() {
  return (
    <span className={`${badge} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200`}>Overdue</span>
  );
}

/**
 * A demo request sent sooner after the form appeared than a person usually takes (SPAM_MIN_FILL_MS): kept
 * as a lead with its code, marked so staff can judge it (ADR 0042).
 */
export function FastBadge() {
  return (
    <span
      title="Sent within seconds of the form appearing (autofill, or a script)"
      className={`${badge} bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100`}
    >
      Fast
      <span className="sr-only"> fill: sent within seconds of the form appearing</span>
    </span>
  );
}

/** The email or phone was proved with a one-time code. */
export function VerifiedBadge() {
  return (
    <span className={`${badge} bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200`}>
      Verified
    </span>
  );
}

/** The status cell of a list row: the select, and the Overdue mark when due. */
export function StatusCell(props: {
  kind: LeadKind;
  lead: { _id: string; version: number; leadStatus: LeadStatus; overdue: boolean };
  name: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <LeadStatusSelect
        kind={props.kind}
        lead={props.lead}
        label={`Status of ${props.name}`}
        name={props.name}
      />
      {props.lead.overdue && <OverdueBadge />}
    </div>
  );
}

/** A row's name, opening the lead's page. */
export function LeadLink({ kind, id, name }: { kind: LeadKind; id: string; name: string }) {
  return (
    <Link
      to={leadPagePath(kind, id)}
      className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
    >
      {name}
    </Link>
  );
}
