import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { leadsApi } from "~/contract/endpoints/leads";
import type { LeadDetail } from "~/contract/leads";
import { call } from "~/lib/http/call";
import { selectClass } from "~/components/admin/list/filter-select";
import { leadKey } from "./lead-status";
import { StaffOptions } from "./staff-options";
import { listStaff } from "./staff";

/** Who works the lead; choosing someone emails them the lead's link. */
export function LeadAssignee({ lead }: { lead: LeadDetail }) {
  const id = useId();
  const client = useQueryClient();
  const staff = useQuery({ queryKey: ["staff"], queryFn: listStaff });
  const assign = useMutation({
    mutationFn: (to: string) =>
      call(leadsApi.assign, {
        params: { kind: lead.kind, id: lead._id },
        body: { assignedTo: to || null, version: lead.version },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: leadKey(lead.kind, lead._id) });
      void client.invalidateQueries({ queryKey: ["timeline"] });
    },
  });
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Assigned to
      </label>
      <select
        id={id}
        className={selectClass}
        value={assign.isPending ? assign.variables : (lead.assignedTo ?? "")}
        disabled={assign.isPending || !staff.data}
        onChange={(e) => assign.mutate(e.target.value)}
      >
        <StaffOptions staff={staff.data} />
      </select>
      {(assign.isError || staff.isError) && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {(assign.error ?? staff.error)?.message}
        </p>
      )}
    </div>
  );
}
