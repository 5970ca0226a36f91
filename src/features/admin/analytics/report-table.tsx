import type { ReactNode } from "react";
import { ExportCsvButton } from "../export-button";
import { TableRegion, td, th } from "../table";

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/** One titled table of the report with its CSV export; an empty period says so. */
export function ReportTable<T, C extends object>({
  title,
  rows,
  columns,
  rowKey,
  csv,
}: {
  title: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  csv: { rows: C[]; columns: (keyof C & string)[]; fileBase: string };
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        {rows.length ? (
          <ExportCsvButton
            list="analytics"
            rows={csv.rows}
            columns={csv.columns}
            fileBase={csv.fileBase}
            failure="The CSV could not be exported. Please try again."
            name={`Export CSV: ${title}`}
          />
        ) : null}
      </div>
      {rows.length ? (
        <div className="mt-2">
          <TableRegion label={title} busy={false}>
            <table className="min-w-full">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.label} scope="col" className={th}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={rowKey(r)} className="border-t border-slate-100 dark:border-slate-800">
                    {columns.map((c) => (
                      <td key={c.label} className={`${td} break-all`}>
                        {c.cell(r)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No data for this period.</p>
      )}
    </section>
  );
}
