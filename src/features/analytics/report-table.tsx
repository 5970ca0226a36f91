import type { ReactNode } from "react";
import type { AnalyticsCsvTable } from "~/contract/analytics-csv";
import { ExportCsvButton } from "./export-button";
import { HeaderRow, TableRegion, td } from "~/components/admin/list/table";

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/** A captioned table in a keyboard-scrollable region. */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
}: {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
}) {
  return (
    <TableRegion label={caption} busy={false}>
      <table className="min-w-full">
        <caption className="sr-only">{caption}</caption>
        <HeaderRow labels={columns.map((c) => c.label)} />
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} className="border-t border-slate-100 dark:border-slate-800">
              {columns.map((c) => (
                <td key={c.label} className={`${td} break-words`}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** One titled section of the report: a table (with its CSV export when given), or a line when empty. */
export function ReportTable<T>({
  title,
  caption = title,
  intro,
  rows,
  columns,
  rowKey,
  csv,
  empty = "No data for this period.",
}: {
  title: string;
  caption?: string;
  intro?: ReactNode;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** The table's name in the report's CSV export. */
  csv?: AnalyticsCsvTable;
  empty?: string;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        {csv && rows.length ? <ExportCsvButton table={csv} name={`Export CSV: ${title}`} /> : null}
      </div>
      {intro}
      <div className="mt-2">
        {rows.length ? (
          <DataTable caption={caption} rows={rows} columns={columns} rowKey={rowKey} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>
        )}
      </div>
    </section>
  );
}
