import { Upload } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { compactInputClass, labelClass } from "~/components/ui/input";
import { formatBytes } from "../parse/limits";
import { MAX_FILE_BYTES } from "../parse/messages";
import { defaultTemplate } from "../templates";
import { useKpiUi } from "../ui-store";
import { loadSample, loadSource, useWorkspace } from "./workspace";

/** Where data comes from: drag and drop, the file picker, pasted text or the sample. */
export function SourcePicker() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [pasted, setPasted] = useState("");
  const [pasteError, setPasteError] = useState<string | null>(null);
  const busy = useWorkspace((s) => s.job !== null);
  const request = useKpiUi((s) => s.filePickerRequest);

  // 'Upload a CSV' in the Connect dialog opens the picker once this panel is shown.
  useEffect(() => {
    if (request > useWorkspace.getState().filePickerHandled) {
      useWorkspace.setState({ filePickerHandled: request });
      inputRef.current?.click();
    }
  }, [request]);

  const onFile = (file: File | undefined) => {
    if (file) void loadSource(file, file.name);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!busy) onFile(e.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="csv-dropzone"
        className={`flex flex-col items-center justify-center rounded-2xl border-2 border-dashed p-8 text-center ${
          dragging
            ? "border-brand-600 bg-brand-50 dark:bg-brand-900/30"
            : "border-slate-300 dark:border-slate-600"
        }`}
      >
        <Upload aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-200" />
        <p className="mt-3 font-medium">Drag and drop a CSV file here</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Up to {formatBytes(MAX_FILE_BYTES)}. The first row must hold the column names.
        </p>
        <input
          ref={inputRef}
          id="kpi-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          tabIndex={-1}
          aria-label="CSV file"
          disabled={busy}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonClass("primary", "sm")}
            disabled={busy}
            onClick={() => inputRef.current?.click()}
          >
            Choose a CSV file
          </button>
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            disabled={busy}
            onClick={() => void loadSample(defaultTemplate)}
          >
            Try with sample data
          </button>
        </div>
      </div>
      <form
        className="flex flex-col"
        onSubmit={(e) => {
          e.preventDefault();
          if (!pasted.trim()) {
            setPasteError("Paste some CSV data first.");
            return;
          }
          setPasteError(null);
          void loadSource(pasted, "Pasted data");
        }}
      >
        <label htmlFor="kpi-paste" className={labelClass}>
          Or paste CSV data
        </label>
        <textarea
          id="kpi-paste"
          rows={6}
          className={`${compactInputClass} flex-1 font-mono`}
          placeholder={"month,region,revenue\n2025-07,North,125000"}
          value={pasted}
          aria-invalid={pasteError ? true : undefined}
          aria-describedby={pasteError ? "kpi-paste-error" : undefined}
          onChange={(e) => {
            setPasted(e.target.value);
            setPasteError(null);
          }}
        />
        {pasteError ? (
          <p id="kpi-paste-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {pasteError}
          </p>
        ) : null}
        <button type="submit" className={`${buttonClass("secondary", "sm")} mt-3 self-start`} disabled={busy}>
          Use pasted data
        </button>
      </form>
    </div>
  );
}
