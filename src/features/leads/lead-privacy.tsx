import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, UserX } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { leadPrivacyApi } from "~/contract/endpoints/lead-privacy";
import type { PersonalDataCounts } from "~/contract/lead-privacy";
import type { LeadDetail } from "~/contract/leads";
import { countsOf, type MatchedRecord, refOf } from "~/contract/person-records";
import { ApiError } from "~/lib/http/api-client";
import { callData } from "~/lib/http/call";
import { leadPagePaths } from "~/shared/paths";
import { downloadFile } from "~/components/admin/csv/csv-export";
import { LoadError } from "~/components/admin/load-error";
import { ListMessage } from "~/components/admin/list/table";
import { listResource } from "./lead-status";
import { PersonRecords, recordKey } from "./person-records";

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

/**
 * A personal data request on the lead's person (owners): every matched record with why it matched,
 * ticked or not, then Export JSON and Erase for the ticked ones. The erase sends the counts its
 * confirmation showed; if the records changed meanwhile the server refuses and the list is read again.
 */
export function LeadPrivacy({ lead }: { lead: LeadDetail }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  // Set once the erase succeeded: the records are gone, and reading them again would be a 404.
  const [erased, setErased] = useState(false);
  const params = { kind: lead.kind, id: lead._id };
  const preview = useQuery({
    queryKey: ["person-records", lead.kind, lead._id],
    queryFn: () => callData(leadPrivacyApi.preview, { params }),
    staleTime: 0,
    enabled: !erased,
    // Each reading is a logged review: not again just because the window got the focus back.
    refetchOnWindowFocus: false,
  });
  // The owner's changes to the default ticks, by record; forgotten when the list is read again.
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const [confirming, setConfirming] = useState<PersonalDataCounts | null>(null);
  const records = preview.data?.records ?? [];
  const isTicked = (r: MatchedRecord) => changed[recordKey(r)] ?? r.ticked;
  const ticked = records.filter(isTicked);

  const reload = () => {
    setChanged({});
    void preview.refetch();
  };
  const exporting = useMutation({
    mutationFn: () => callData(leadPrivacyApi.export, { params, body: { records: ticked.map(refOf) } }),
    onSuccess: (data) =>
      downloadFile(
        new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
        personalDataFileName(lead.email),
      ),
    onError: (err) => isConflict(err) && reload(),
  });
  const erasing = useMutation({
    mutationFn: (expected: PersonalDataCounts) =>
      callData(leadPrivacyApi.erase, {
        params,
        body: { records: ticked.map(refOf), expected, matched: records.length },
      }),
    onSuccess: async (gone) => {
      setErased(true);
      // The lists read afresh; this page's own queries go once it is gone (removed now, they would refetch a 404).
      for (const queryKey of [[listResource.contact], [listResource.demo], ["lead-counts"]])
        client.removeQueries({ queryKey });
      void client.invalidateQueries({ queryKey: ["dashboard-stats"], refetchType: "none" });
      const notice = `Personal data erased: ${describeRecords(gone)}.`;
      await navigate(leadPagePaths[lead.kind], { replace: true, state: { notice } });
      for (const queryKey of [["lead"], ["timeline"], ["person-records"]]) client.removeQueries({ queryKey });
    },
    onError: (err) => isConflict(err) && reload(),
    onSettled: () => setConfirming(null),
  });
  const failed = exporting.error ?? erasing.error;
  const busy = exporting.isPending || erasing.isPending;
  const nothing = ticked.length === 0;

  return (
    <section aria-labelledby="privacy-heading" className="space-y-3">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        Personal data
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Records with the same email or phone as this lead. Only ticked records, with their notes, history,
        verification codes and visitor records, are exported or erased. Records that share only the phone, or
        an email nobody proved with a code, start unticked: tick them only once you are sure they are this
        person&apos;s.
      </p>
      {preview.isPending ? (
        <ListMessage kind="loading">Finding this person&apos;s records...</ListMessage>
      ) : preview.isError ? (
        <LoadError message={preview.error.message} onRetry={() => void preview.refetch()} />
      ) : (
        <PersonRecords
          records={records}
          isTicked={isTicked}
          disabled={busy}
          onTick={(r, on) => {
            exporting.reset();
            erasing.reset();
            setChanged((c) => ({ ...c, [recordKey(r)]: on }));
          }}
        />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {preview.isSuccess && `${ticked.length} of ${records.length} records ticked.`}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={!preview.isSuccess || nothing || busy}
          onClick={() => {
            erasing.reset();
            exporting.mutate();
          }}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exporting.isPending ? "Exporting..." : "Export JSON"}
        </button>
        <button
          type="button"
          className={buttonClass("danger", "sm")}
          disabled={!preview.isSuccess || nothing || busy}
          onClick={() => {
            exporting.reset();
            erasing.reset();
            setConfirming(countsOf(ticked));
          }}
        >
          <UserX aria-hidden="true" className="h-4 w-4" />
          Erase person
        </button>
      </div>
      {failed && <ListMessage kind="error">{failed.message}</ListMessage>}
      {confirming && (
        <ConfirmDialog
          title="Erase this person"
          message={`The ${plural(ticked.length, "ticked record")} of ${lead.name} will be erased for good. This cannot be undone.`}
          detail={`This erases ${describeRecords(confirming)}.`}
          confirmLabel="Erase"
          busyLabel="Erasing..."
          busy={erasing.isPending}
          onConfirm={() => erasing.mutate(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** The server refused because the records changed since they were shown. */
const isConflict = (err: unknown) => err instanceof ApiError && err.status === 409;
