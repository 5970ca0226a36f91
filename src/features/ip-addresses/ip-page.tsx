import { Pencil } from "lucide-react";
import { useEffect } from "react";
import { ipAddressApi } from "~/contract/endpoints/ip-addresses";
import type { IpRecord } from "~/contract/ip";
import { ApiError } from "~/lib/http/api-client";
import { type Column, ListShell, TimeCell } from "~/components/admin/list/list-shell";
import { AddLink } from "~/components/admin/page-header";
import { DeleteRowButton, useConfirmedDelete } from "~/components/admin/list/row-delete";
import { usePagedList } from "~/components/admin/list/use-paged-list";
import { pagesOf, removerOf } from "~/lib/http/paging";

export const CONFIRM_DELETE_IP = "Are you sure you want to delete this IP address?";

const listIpAddresses = pagesOf(ipAddressApi.list);
const deleteIpAddress = removerOf(ipAddressApi.remove);

/** Editing IP records is not offered; the button says so. */
function EditUnavailable({ ip }: { ip: string }) {
  return (
    <button
      type="button"
      disabled
      title="Editing IP records is not available"
      className="inline-flex h-9 w-9 cursor-not-allowed items-center justify-center rounded-lg text-slate-400 dark:text-slate-500"
    >
      <Pencil aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">Edit {ip} (not available)</span>
    </button>
  );
}

/** /ipaddress: visitor IP records. Failures are logged and shown as a quiet notice (docs/product.md §8). */
export function IpAddressesPage() {
  const list = usePagedList("ip-addresses", listIpAddresses);
  const deletion = useConfirmedDelete<IpRecord>("ip-addresses", deleteIpAddress);
  const { query } = list;
  const { removal } = deletion;

  // A 401 is not a failure to report: it signs the visitor out.
  useEffect(() => {
    if (query.error && !(query.error instanceof ApiError && query.error.status === 401))
      console.error("Failed to fetch IP addresses", query.error);
  }, [query.error]);
  useEffect(() => {
    if (removal.error) console.error("Failed to delete IP address", removal.error);
  }, [removal.error]);

  const columns: Column<IpRecord>[] = [
    { header: "IP Address", className: "font-mono", cell: (ip) => ip.ipAddress },
    { header: "Country", cell: (ip) => ip.country || "—" },
    { header: "City", cell: (ip) => ip.city || "—" },
    { header: "Region", cell: (ip) => ip.region || "—" },
    { header: "Timezone", cell: (ip) => ip.timezone || "—" },
    { header: "Date", className: "whitespace-nowrap", cell: (ip) => <TimeCell at={ip.createdAt} /> },
    {
      header: "Actions",
      className: "whitespace-nowrap",
      cell: (ip) => (
        <>
          <EditUnavailable ip={ip.ipAddress} />
          <DeleteRowButton label={`Delete IP address ${ip.ipAddress}`} onClick={() => deletion.ask(ip)} />
        </>
      ),
    },
  ];

  return (
    <ListShell
      title="Visitor IP Addresses"
      intro="Visits recorded after visitors accepted analytics, newest first."
      actions={<AddLink to="/contact">Add New IP</AddLink>}
      items="IP addresses"
      search={{ placeholder: "Search by IP address, country or city" }}
      noun="records"
      list={list}
      columns={columns}
      failure="Failed to fetch IP addresses"
      deletes={{
        deletion,
        title: "Delete IP address",
        message: CONFIRM_DELETE_IP,
        detail: (ip) => [ip.ipAddress, ip.city, ip.country].filter(Boolean).join(", "),
        failed: "Failed to delete IP address",
        quiet: true,
      }}
    />
  );
}
