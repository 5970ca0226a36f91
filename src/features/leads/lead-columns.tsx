import { useQuery } from "@tanstack/react-query";
import type { Column } from "~/components/admin/list/list-shell";
import { formatLeadValue } from "~/components/admin/lead-value-format";
import { listStaff } from "./staff";

type Lead = { value: number | null; assignedTo: string | null };

/** The Value and Assigned to columns of the lead lists, both sortable (issue 26). */
export function useLeadColumns<T extends Lead>(): Column<T>[] {
  const staff = useQuery({ queryKey: ["staff"], queryFn: listStaff });
  const emailOf = (id: string | null) =>
    id === null ? "—" : (staff.data?.find((s) => s._id === id)?.email ?? "…");
  return [
    {
      header: "Value",
      sort: "value",
      className: "whitespace-nowrap tabular-nums",
      cell: (r) => formatLeadValue(r.value),
    },
    { header: "Assigned to", sort: "assignee", className: "break-all", cell: (r) => emailOf(r.assignedTo) },
  ];
}
