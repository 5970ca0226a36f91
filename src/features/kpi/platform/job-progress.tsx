import { buttonClass } from "~/components/ui/button";
import { formatBytes, formatNumber } from "./format";
import { cancelJob, useWorkspace } from "./workspace";

export function JobProgress() {
  const job = useWorkspace((s) => s.job);
  if (!job) return null;
  const pct = job.total > 0 ? Math.min(100, Math.round((job.loaded / job.total) * 100)) : 0;
  const label = job.kind === "inspect" ? `Reading ${job.name}` : `Extracting KPIs from ${job.name}`;
  return (
    <div className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="kpi-job-label" className="font-medium">
          {label}… {pct}%
        </p>
        <button type="button" className={buttonClass("secondary", "sm")} onClick={cancelJob}>
          Cancel
        </button>
      </div>
      <div
        role="progressbar"
        aria-labelledby="kpi-job-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        {/* Scaled, not resized: the compositor animates it without layout or paint on the main thread. */}
        <div
          className="h-full origin-left bg-brand-600 transition-transform"
          style={{ transform: `scaleX(${pct / 100})` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {formatNumber(job.rows)} rows · {formatBytes(job.loaded)} of {formatBytes(job.total)}
      </p>
    </div>
  );
}
