import { Download } from "lucide-react";
import { useState } from "react";
import { downloadCsv } from "./csv-export";

/** "Export CSV": makes the file with `csv` (which may take a while), then saves it as `fileName`. */
export function CsvDownloadButton({
  csv,
  fileName,
  failure,
  name,
}: {
  csv: () => Promise<string>;
  fileName: string;
  /** Shown when making the file fails. */
  failure: string;
  /** Accessible name when one screen has several export buttons (it keeps the visible text). */
  name?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      downloadCsv(await csv(), fileName);
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
