import type { DemoRequest } from "~/contract/demo";
import { deleteDemoRequest, listDemoRequests } from "~/api/demo-requests";
import { ExpandableText } from "./expandable-text";
import { LeadBulkBar } from "./leads/lead-bulk";
import { useLeadColumns } from "./leads/lead-columns";
import { LeadExportButton } from "./leads/lead-export-button";
import { LeadFilterBar } from "./leads/lead-filters";
import { FastBadge, LeadLink, StatusCell, StatusFilter } from "./leads/lead-status";
import { useLeadList } from "./leads/use-lead-list";
import { NameWithFirstTouch } from "./first-touch-line";
import { type Column, ListShell, TimeCell } from "./list-shell";
import { DeleteRowButton, useConfirmedDelete } from "./row-delete";

export const CONFIRM_DELETE_DEMO = "Are you sure you want to delete this demo request?";
export const DELETE_DEMO_FAILED = "Failed to delete demo request";

function StatusBadge({ status }: { status: DemoRequest["status"] }) {
  const confirmed = status === "confirmed";
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        confirmed
          ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200"
          : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      }`}
    >
      {confirmed ? "Confirmed" : "Pending"}
    </span>
  );
}

/** /demos: demo requests, confirmed (OTP verified) and pending. */
export function DemoRequestsPage() {
  const leads = useLeadList("demo-requests", listDemoRequests, (d: DemoRequest) => d.fullName);
  const { list, status, setStatus } = leads;
  const leadColumns = useLeadColumns<DemoRequest>();
  const deletion = useConfirmedDelete<DemoRequest>("demo-requests", deleteDemoRequest);
  const columns: Column<DemoRequest>[] = [
    {
      header: "Name",
      sort: "name",
      cell: (d) => (
        <NameWithFirstTouch name={<LeadLink kind="demo" id={d._id} name={d.fullName} />} lead={d} />
      ),
    },
    { header: "Company", cell: (d) => d.companyName || "—" },
    { header: "Phone", className: "whitespace-nowrap", cell: (d) => d.phone },
    { header: "Email", className: "break-all", cell: (d) => d.email },
    {
      header: "Comment",
      className: "min-w-64 max-w-md",
      cell: (d) => <ExpandableText text={d.comment} what={`the comment from ${d.fullName}`} />,
    },
    {
      header: "Status",
      cell: (d) => (
        <div className="flex flex-wrap gap-1">
          <StatusBadge status={d.status} />
          {d.fast && <FastBadge />}
        </div>
      ),
    },
    {
      header: "Date",
      sort: "received",
      className: "whitespace-nowrap",
      cell: (d) => <TimeCell at={d.createdAt} />,
    },
    {
      header: "Lead status",
      sort: "status",
      cell: (d) => <StatusCell kind="demo" lead={d} name={d.fullName} />,
    },
    ...leadColumns,
    {
      header: "Actions",
      cell: (d) => (
        <DeleteRowButton label={`Delete demo request from ${d.fullName}`} onClick={() => deletion.ask(d)} />
      ),
    },
  ];

  return (
    <ListShell
      title="Demo Requests"
      intro="Requests from the demo page; confirmed ones passed the one-time code check."
      actions={
        <LeadExportButton
          kind="demo"
          params={leads.exportParams}
          search={list.search}
          fileBase="demo-requests"
          failure="Failed to export demo requests"
        />
      }
      items="demo requests"
      search={{ placeholder: "Search by name, company, email or phone" }}
      filter={<StatusFilter kind="demo" search={list.search} value={status} onChange={setStatus} />}
      moreFilters={<LeadFilterBar list={leads.view} />}
      sort={leads.sort}
      selection={leads.selection}
      bulk={<LeadBulkBar kind="demo" chosen={leads.chosen} clear={leads.clear} />}
      noun="requests"
      list={list}
      columns={columns}
      deletes={{
        deletion,
        title: "Delete demo request",
        message: CONFIRM_DELETE_DEMO,
        detail: (d) => `${d.fullName} <${d.email}>`,
        failed: DELETE_DEMO_FAILED,
      }}
    />
  );
}
