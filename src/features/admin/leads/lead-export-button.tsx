import { Download } from "lucide-react";
import { useState } from "react";
import { exportLeadsCsv } from "~/api/lead-triage";
import type { LeadKind } from "~/contract/leads";
import { csvFileName, downloadCsv } from "../csv-export";

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      downloadCsv(await exportLeadsCsv(kind, params), csvFileName(fileBase, search));
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
