import { useId } from "react";
import { AUDIT_EVENT_LABELS, AUDIT_EVENTS, type AuditEventName, type AuditOutcome } from "~/contract/audit";
import { listAuditEvents } from "~/api/audit";
import { formatDateTime } from "./format";
import { PAGE_SIZE, useListFilter } from "./list-params";
import { PageHeader, ResultCount } from "./page-header";
import { Pagination } from "./pagination";
import { ListMessage, TableRegion, td, th } from "./table";
import { usePagedList } from "./use-paged-list";

export const NO_ACTIVITY = "No activity recorded yet.";
export const NO_MATCHING_ACTIVITY = "No activity of this kind recorded yet.";

const isKnownEvent = (value: string): value is AuditEventName => value in AUDIT_EVENT_LABELS;
const eventLabel = (event: string) => (isKnownEvent(event) ? AUDIT_EVENT_LABELS[event] : event);

const outcomeStyle: Record<AuditOutcome, string> = {
  success: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  failure: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  denied: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};
const outcomeLabel: Record<AuditOutcome, string> = {
  success: "Success",
  failure: "Failure",
  denied: "Denied",
};

function EventFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Event
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
      >
        <option value="">All events</option>
        {AUDIT_EVENTS.map((event) => (
          <option key={event} value={event}>
            {AUDIT_EVENT_LABELS[event]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /activity: the security log, read-only, newest first, filtered by event. */
export function ActivityPage() {
  const [rawEvent, setEvent] = useListFilter("event");
  // An unknown event in an old link shows everything rather than a failed call.
  const event = isKnownEvent(rawEvent) ? rawEvent : undefined;
  const list = usePagedList(
    "audit-events",
    ({ page, pageSize }) => listAuditEvents({ page, pageSize, event }),
    { filter: event, staleTime: 0 },
  );
  const { query } = list;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Activity"
        intro="Security events: deletes, exports, visitor-list views, sign-ins and request limits, newest first."
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <EventFilter value={event ?? ""} onChange={setEvent} />
        <ResultCount
          page={list.page}
          pageSize={PAGE_SIZE}
          shown={list.items.length}
          total={list.total}
          noun="events"
        />
      </div>

      {query.isPending ? (
        <ListMessage kind="loading">Loading activity...</ListMessage>
      ) : query.isError ? (
        <ListMessage kind="error">{query.error.message}</ListMessage>
      ) : list.items.length === 0 ? (
        <ListMessage kind="empty">{event ? NO_MATCHING_ACTIVITY : NO_ACTIVITY}</ListMessage>
      ) : (
        <TableRegion label="Activity" busy={query.isPlaceholderData}>
          <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                <th scope="col" className={th}>
                  Time
                </th>
                <th scope="col" className={th}>
                  Event
                </th>
                <th scope="col" className={th}>
                  Admin
                </th>
                <th scope="col" className={th}>
                  IP address
                </th>
                <th scope="col" className={th}>
                  Outcome
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.items.map((e) => (
                <tr key={e._id}>
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={e.time}>{formatDateTime(e.time)}</time>
                  </td>
                  <td className={`${td} font-medium`}>{eventLabel(e.event)}</td>
                  <td className={`${td} break-all`}>{e.adminEmail ?? "—"}</td>
                  <td className={`${td} whitespace-nowrap`}>{e.ipAddress}</td>
                  <td className={td}>
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${outcomeStyle[e.outcome]}`}
                    >
                      {outcomeLabel[e.outcome]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}

      <Pagination page={list.page} totalPages={list.totalPages} hrefForPage={list.hrefForPage} />
    </div>
  );
}
