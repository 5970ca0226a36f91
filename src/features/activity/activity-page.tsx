import {
  AUDIT_EVENT_LABELS,
  AUDIT_EVENTS,
  type AuditEventName,
  type AuditOutcome,
  type AuditRecord,
} from "~/contract/audit";
import { auditApi } from "~/contract/endpoints/audit";
import { call } from "~/lib/http/call";
import { pageOf } from "~/lib/http/paging";
import { AuditDetail } from "./audit-detail";
import { FilterSelect } from "~/components/admin/list/filter-select";
import { useListFilter } from "~/lib/admin/list-params";
import { type Column, ListShell, TimeCell } from "~/components/admin/list/list-shell";
import { usePagedList } from "~/components/admin/list/use-paged-list";
import { formatCount } from "~/lib/admin/format";

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

/** One page of the log, newest first, optionally of one event. */
const listAuditEvents = async ({
  page,
  pageSize,
  event,
}: {
  page: number;
  pageSize: number;
  event?: AuditEventName;
}) => pageOf(await call(auditApi.list, { query: { page, pageSize, ...(event ? { event } : {}) } }));

const eventOptions = [
  { value: "", label: "All events" },
  ...AUDIT_EVENTS.map((event) => ({ value: event, label: AUDIT_EVENT_LABELS[event] })),
];

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
  const columns: Column<AuditRecord>[] = [
    { header: "Time", className: "whitespace-nowrap", cell: (e) => <TimeCell at={e.time} /> },
    {
      header: "Event",
      className: "font-medium",
      // A repeatable event (a 429, a wrong link) is one row per caller and window, with its count.
      cell: (e) =>
        e.count > 1 ? (
          <>
            {eventLabel(e.event)}{" "}
            <span className="whitespace-nowrap font-normal text-slate-600 dark:text-slate-300">
              × {formatCount(e.count)}
            </span>
          </>
        ) : (
          eventLabel(e.event)
        ),
    },
    { header: "Admin", className: "break-all", cell: (e) => e.adminEmail ?? "—" },
    { header: "IP address", className: "whitespace-nowrap", cell: (e) => e.ipAddress },
    {
      header: "Outcome",
      cell: (e) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${outcomeStyle[e.outcome]}`}
        >
          {outcomeLabel[e.outcome]}
        </span>
      ),
    },
    { header: "Details", className: "break-words", cell: (e) => <AuditDetail event={e} /> },
  ];

  return (
    <ListShell
      title="Activity"
      intro="Security events: deletes, exports, visitor-list views, lead status changes, sign-ins and request limits, newest first."
      filter={<FilterSelect label="Event" value={event ?? ""} onChange={setEvent} options={eventOptions} />}
      noun="events"
      list={list}
      label="Activity"
      columns={columns}
      loading="Loading activity..."
      empty={event ? NO_MATCHING_ACTIVITY : NO_ACTIVITY}
    />
  );
}
