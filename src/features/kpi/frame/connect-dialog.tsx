import { FileSpreadsheet } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { otherSources } from "../content";

export function ConnectDialog({ onClose, onUploadCsv }: { onClose: () => void; onUploadCsv: () => void }) {
  return (
    <Modal title="Connect a data source" onClose={onClose}>
      <ul className="space-y-3">
        <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-900/40">
          <span className="flex items-center gap-3">
            <FileSpreadsheet aria-hidden="true" className="size-6 text-brand-700 dark:text-brand-200" />
            <span>
              <span className="block font-semibold">CSV file upload</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">
                Available now, parsed in your browser.
              </span>
            </span>
          </span>
          <button type="button" className={buttonClass("primary", "sm")} onClick={onUploadCsv}>
            Upload a CSV
          </button>
        </li>
        {otherSources.map((source) => (
          <li
            key={source}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <span className="font-medium">{source}</span>
            <Link
              to="/contact"
              className={buttonClass("secondary", "sm")}
              aria-label={`Talk to us about ${source}`}
            >
              Talk to us
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
