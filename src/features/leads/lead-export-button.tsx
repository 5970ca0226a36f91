import type { LeadKind } from "~/contract/leads";
import { CsvDownloadButton } from "~/components/admin/csv/csv-download-button";
import { csvFileName } from "~/components/admin/csv/csv-export";
import { leadsApi } from "~/contract/endpoints/leads";
import { callText } from "~/lib/http/call";

/**
 * Downloads the list's CSV as the screen shows it: every filter, the search and the sort. The server
 * builds the file in batches and records the export in the security log.
 */
export function LeadExportButton({
  kind,
  params,
  search,
  fileBase,
  failure,
}: {
  kind: LeadKind;
  /** The list's query without paging: status, search, filters, sort. */
  params: Record<string, string>;
  search: string;
  fileBase: string;
  failure: string;
}) {
  return (
    <CsvDownloadButton
      csv={() => callText(leadsApi.export, { params: { kind }, query: params })}
      fileName={csvFileName(fileBase, search)}
      failure={failure}
    />
  );
}
