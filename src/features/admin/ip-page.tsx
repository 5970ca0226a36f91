import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import type { IpRecord } from "~/contract/ip";
import { ApiError } from "~/lib/api-client";
import { deleteIpAddress, listIpAddresses } from "~/api/ip-addresses";
import { ConfirmDialog } from "./confirm-dialog";
import { formatDateTime } from "./format";
import { PAGE_SIZE } from "./list-params";
import { AddLink, PageHeader, ResultCount } from "./page-header";
import { Pagination } from "./pagination";
import { SearchBox } from "./search-box";
import { ListMessage, TableRegion, td, th } from "./table";
import { useDeleteRow, usePagedList } from "./use-paged-list";

export const CONFIRM_DELETE_IP = "Are you sure you want to delete this IP address?";

const iconButton = "inline-flex h-9 w-9 items-center justify-center rounded-lg";

/** /ipaddress: visitor IP records. Failures are logged and shown as a quiet notice (SPEC.md §8). */
export function IpAddressesPage() {
  const list = usePagedList("ip-addresses", listIpAddresses);
  const removal = useDeleteRow<IpRecord>("ip-addresses", deleteIpAddress);
  const [pending, setPending] = useState<IpRecord | null>(null);
  const { query } = list;

  // A 401 is not a failure to report: it signs the visitor out.
  useEffect(() => {
    if (query.error && !(query.error instanceof ApiError && query.error.status === 401))
      console.error("Failed to fetch IP addresses", query.error);
  }, [query.error]);
  useEffect(() => {
    if (removal.error) console.error("Failed to delete IP address", removal.error);
  }, [removal.error]);

  const confirm = () => {
    if (!pending) return;
    removal.mutate(pending, { onSettled: () => setPending(null) });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Visitor IP Addresses"
        intro="Visits recorded after visitors accepted analytics, newest first."
      >
        <AddLink to="/contact">Add New IP</AddLink>
      </PageHeader>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label="Search IP addresses"
          placeholder="Search by IP address, country or city"
          value={list.search}
          onSearch={list.setSearch}
        />
        <ResultCount
          page={list.page}
          pageSize={PAGE_SIZE}
          shown={list.items.length}
          total={list.total}
          noun="records"
        />
      </div>

      {removal.isError && <ListMessage kind="notice">Failed to delete IP address</ListMessage>}

      {query.isPending ? (
        <ListMessage kind="loading">Loading IP addresses...</ListMessage>
      ) : query.isError ? (
        <ListMessage kind="notice">Failed to fetch IP addresses</ListMessage>
      ) : list.items.length === 0 ? (
        <ListMessage kind="empty">No IP addresses found.</ListMessage>
      ) : (
        <TableRegion label="IP addresses" busy={query.isPlaceholderData}>
          <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                <th scope="col" className={th}>
                  IP Address
                </th>
                <th scope="col" className={th}>
                  Country
                </th>
                <th scope="col" className={th}>
                  City
                </th>
                <th scope="col" className={th}>
                  Region
                </th>
                <th scope="col" className={th}>
                  Timezone
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
              {list.items.map((ip) => (
                <tr key={ip._id}>
                  <td className={`${td} font-mono`}>{ip.ipAddress}</td>
                  <td className={td}>{ip.country || "—"}</td>
                  <td className={td}>{ip.city || "—"}</td>
                  <td className={td}>{ip.region || "—"}</td>
                  <td className={td}>{ip.timezone || "—"}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={ip.createdAt}>{formatDateTime(ip.createdAt)}</time>
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    <button
                      type="button"
                      disabled
                      title="Editing IP records is not available"
                      className={`${iconButton} cursor-not-allowed text-slate-400 dark:text-slate-500`}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      <span className="sr-only">Edit {ip.ipAddress} (not available)</span>
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950`}
                      onClick={() => {
                        removal.reset();
                        setPending(ip);
                      }}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      <span className="sr-only">Delete IP address {ip.ipAddress}</span>
                    </button>
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
          title="Delete IP address"
          message={CONFIRM_DELETE_IP}
          detail={[pending.ipAddress, pending.city, pending.country].filter(Boolean).join(", ")}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={removal.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
