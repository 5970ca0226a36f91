import type { ExportList } from "~/contract/audit";
import { auditApi } from "~/contract/endpoints/audit";
import { call } from "~/lib/http/call";
import type { PageOf, PageRequest } from "~/lib/http/paging";
import { useReadOnlyReport } from "./read-only";
import { CsvDownloadButton } from "~/components/admin/csv/csv-download-button";
import { csvFileName, fetchAllPages, toCsv } from "~/components/admin/csv/csv-export";

/**
 * Downloads every record of the current search (or the `rows` given) as CSV, once the security log
 * has recorded the export.
 */
export function ExportCsvButton<T extends object>({
  list,
  fetchPage,
  rows: given,
  search = "",
  columns,
  fileBase,
  failure,
  name,
}: {
  /** Which list the security log names for this export. */
  list: ExportList;
  fetchPage?: (request: PageRequest) => Promise<PageOf<T>>;
  /** Rows already on screen, exported as they are (no paging). */
  rows?: T[];
  search?: string;
  columns: (keyof T & string)[];
  fileBase: string;
  failure: string;
  /** Accessible name when one screen has several export buttons (it keeps the visible text). */
  name?: string;
}) {
  // A shared report is read signed out: there is no security log to record an export in.
  const readOnly = useReadOnlyReport();
  if (readOnly) return null;
  const csv = async () => {
    const rows = given ?? (fetchPage ? await fetchAllPages(fetchPage, search) : []);
    await call(auditApi.recordExport, {
      body: { list, rows: rows.length, filtered: Boolean(search.trim()) },
    });
    return toCsv(rows, columns);
  };
  return (
    <CsvDownloadButton csv={csv} fileName={csvFileName(fileBase, search)} failure={failure} name={name} />
  );
}
