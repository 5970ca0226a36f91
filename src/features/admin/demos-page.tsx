import type { DemoRequest } from "~/contract/demo";
import { deleteDemoRequest, listDemoRequests } from "~/api/demo-requests";
import { ConfirmDialog } from "./confirm-dialog";
import { ExpandableText } from "./expandable-text";
import { formatDateTime } from "./format";
import { PAGE_SIZE } from "./list-params";
import { PageHeader, ResultCount } from "./page-header";
import { Pagination } from "./pagination";
import { DeleteRowButton, useConfirmedDelete } from "./row-delete";
import { SearchBox } from "./search-box";
import { ListMessage, TableRegion, td, th } from "./table";
import { usePagedList } from "./use-paged-list";

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
  const list = usePagedList("demo-requests", listDemoRequests);
  const deletion = useConfirmedDelete<DemoRequest>("demo-requests", deleteDemoRequest);
  const { removal, pending } = deletion;
  const { query } = list;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Demo Requests"
        intro="Requests from the demo page; confirmed ones passed the one-time code check."
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label="Search demo requests"
          placeholder="Search by name, company, email or phone"
          value={list.search}
          onSearch={list.setSearch}
        />
        <ResultCount
          page={list.page}
          pageSize={PAGE_SIZE}
          shown={list.items.length}
          total={list.total}
          noun="requests"
        />
      </div>

      {removal.isError && <ListMessage kind="error">{DELETE_DEMO_FAILED}</ListMessage>}

      {query.isPending ? (
        <ListMessage kind="loading">Loading demo requests...</ListMessage>
      ) : query.isError ? (
        <ListMessage kind="error">{query.error.message}</ListMessage>
      ) : list.items.length === 0 ? (
        <ListMessage kind="empty">No demo requests found.</ListMessage>
      ) : (
        <TableRegion label="Demo requests" busy={query.isPlaceholderData}>
          <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Company
                </th>
                <th scope="col" className={th}>
                  Phone
                </th>
                <th scope="col" className={th}>
                  Email
                </th>
                <th scope="col" className={th}>
                  Comment
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Date
                </th>
                <th scope="col" className={th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.items.map((d) => (
                <tr key={d._id}>
                  <td className={`${td} font-medium`}>{d.fullName}</td>
                  <td className={td}>{d.companyName || "—"}</td>
                  <td className={`${td} whitespace-nowrap`}>{d.phone}</td>
                  <td className={`${td} break-all`}>{d.email}</td>
                  <td className={`${td} min-w-64 max-w-md`}>
                    <ExpandableText text={d.comment} what={`the comment from ${d.fullName}`} />
                  </td>
                  <td className={td}>
                    <StatusBadge status={d.status} />
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time>
                  </td>
                  <td className={td}>
                    <DeleteRowButton
                      label={`Delete demo request from ${d.fullName}`}
                      onClick={() => deletion.ask(d)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}

      <Pagination page={list.page} totalPages={list.totalPages} hrefForPage={list.hrefForPage} />

      {pending && (
        <ConfirmDialog
          title="Delete demo request"
          message={CONFIRM_DELETE_DEMO}
          detail={`${pending.fullName} <${pending.email}>`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={removal.isPending}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </div>
  );
}
