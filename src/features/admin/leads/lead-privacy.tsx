import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, UserX } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { erasePersonalData, exportPersonalData, getPersonalDataCounts } from "~/api/lead-privacy";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { PersonalDataCounts } from "~/contract/lead-privacy";
import type { LeadDetail } from "~/contract/leads";
import { leadPagePaths } from "~/shared/paths";
import { downloadFile } from "../csv-export";
import { ListMessage } from "../table";
import { listResource } from "./lead-status";

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2 contact messages, 1 demo request, 3 notes, 1 verification code, 0 visitor records and 4 history entries" */
export function describeRecords(c: PersonalDataCounts): string {
  const parts = [
    count(c.contacts, "contact message"),
    count(c.demoRequests, "demo request"),
    count(c.notes, "note"),
    count(c.verificationCodes, "verification code"),
    count(c.visitorRecords, "visitor record"),
  ];
  return `${parts.join(", ")} and ${count(c.history, "history entry", "history entries")}`;
}

/** e.g. personal-data-asha-example-org-2025-06-01.json */
export function personalDataFileName(email: string, now = new Date()): string {
  const slug = email
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `personal-data-${slug}-${now.toISOString().slice(0, 10)}.json`;
}

/** Export and erase everything stored about the lead's person: what a personal data request asks. */
export function LeadPrivacy({ lead }: { lead: LeadDetail }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [counts, setCounts] = useState<PersonalDataCounts | null>(null);

  const exporting = useMutation({
    mutationFn: () => exportPersonalData(lead.kind, lead._id),
    onSuccess: (data) =>
      downloadFile(
        new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
        personalDataFileName(lead.email),
      ),
  });
  const counting = useMutation({
    mutationFn: () => getPersonalDataCounts(lead.kind, lead._id),
    onSuccess: setCounts,
  });
  const erasing = useMutation({
    mutationFn: () => erasePersonalData(lead.kind, lead._id),
    onSuccess: async (gone) => {
      // The lists read afresh; this page's own queries go once it is gone (removed now, they would refetch a 404).
      for (const queryKey of [[listResource.contact], [listResource.demo], ["lead-counts"]])
        client.removeQueries({ queryKey });
      void client.invalidateQueries({ queryKey: ["dashboard-stats"], refetchType: "none" });
      const notice = `Personal data erased: ${describeRecords(gone)}.`;
      await navigate(leadPagePaths[lead.kind], { replace: true, state: { notice } });
      for (const queryKey of [["lead"], ["timeline"]]) client.removeQueries({ queryKey });
    },
    onSettled: () => setCounts(null),
  });
  const failed = exporting.error ?? counting.error ?? erasing.error;

  return (
    <section aria-labelledby="privacy-heading" className="space-y-3">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        Personal data
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Everything stored about this person: every record with the same email or phone, with its notes,
        history, verification codes and visitor records.
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exporting.isPending ? "Exporting..." : "Export JSON"}
        </button>
        <button
          type="button"
          className={buttonClass("danger", "sm")}
          disabled={counting.isPending || erasing.isPending}
          onClick={() => {
            erasing.reset();
            counting.mutate();
          }}
        >
          <UserX aria-hidden="true" className="h-4 w-4" />
          {counting.isPending ? "Counting..." : "Erase person"}
        </button>
      </div>
      {failed && <ListMessage kind="error">{failed.message}</ListMessage>}
      {counts && (
        <ConfirmDialog
          title="Erase this person"
          message={`Everything stored about ${lead.name} will be erased for good. This cannot be undone.`}
          detail={`This erases ${describeRecords(counts)}.`}
          confirmLabel="Erase"
          busyLabel="Erasing..."
          busy={erasing.isPending}
          onConfirm={() => erasing.mutate()}
          onCancel={() => setCounts(null)}
        />
      )}
    </section>
  );
}
