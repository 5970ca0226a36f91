import { columnTypeLabels } from "~/shared/kpi";
import { linkButton } from "~/components/ui/button";
import { formatBytes, formatNumber } from "./format";
import { resetWorkspace, type Dataset } from "./workspace";

export function DataPreview({ dataset }: { dataset: Dataset }) {
  const { info } = dataset;
  return (
    <section aria-labelledby="kpi-preview-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="kpi-preview-heading" className="text-lg font-semibold">
          Preview: {dataset.name}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {formatNumber(info.rowCount)} rows · {info.columns.length} columns · {formatBytes(dataset.size)}{" "}
          <button type="button" className={linkButton} onClick={resetWorkspace}>
            Clear data
          </button>
        </p>
      </div>
      <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">First {info.preview.length} rows with detected column types</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              {info.columns.map((c, i) => (
                <th key={`${c}-${i}`} scope="col" className="px-3 py-2 align-top whitespace-nowrap">
                  <span className="block font-semibold">{c}</span>
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                    {columnTypeLabels[info.types[i] ?? "text"]}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {info.preview.map((row, r) => (
              <tr key={r} className="border-t border-slate-100 dark:border-slate-800">
                {info.columns.map((_, i) => (
                  <td key={i} className="max-w-[16rem] truncate px-3 py-2">
                    {row[i] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
