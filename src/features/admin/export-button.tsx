import { Download } from "lucide-react";
import { useState } from "react";
import type { ExportList } from "~/contract/audit";
import { recordExport } from "~/api/audit";
import type { PageOf, PageRequest } from "~/api/paging";
import { useReadOnlyReport } from "./analytics/read-only";
import { csvFileName, downloadCsv, fetchAllPages, toCsv } from "./csv-export";

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A shared report is read signed out: there is no security log to record an export in.
  const readOnly = useReadOnlyReport();
  if (readOnly) return null;

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const rows = given ?? (fetchPage ? await fetchAllPages(fetchPage, search) : []);
      await recordExport({ list, rows: rows.length, filtered: Boolean(search.trim()) });
      downloadCsv(await toCsv(rows, columns), csvFileName(fileBase, search));
    } catch (e) {
      console.error(e);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void run()}
        disabled={busy}
        aria-label={name}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {busy ? "Exporting..." : "Export CSV"}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}
