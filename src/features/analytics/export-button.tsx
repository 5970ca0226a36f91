import { createContext, useContext } from "react";
import type { AnalyticsCsvTable } from "~/contract/analytics-csv";
import type { Comparison, ReportFilters } from "~/contract/analytics-report";
import { analyticsApi } from "~/contract/endpoints/analytics";
import { callText } from "~/lib/http/call";
import { useReadOnlyReport } from "./read-only";
import { CsvDownloadButton } from "~/components/admin/csv/csv-download-button";
import { csvFileName } from "~/components/admin/csv/csv-export";

/** The report on screen, whose tables the export buttons ask the server for (set by `Report`). */
export const ExportedReport = createContext<{
  from: string;
  to: string;
  filters: ReportFilters;
  compare: Comparison;
} | null>(null);

/**
 * Downloads one table of the report on screen as CSV. The server builds the file for the same period and
 * filters, after a recent step-up, and records the export in the security log.
 */
export function ExportCsvButton({ table, name }: { table: AnalyticsCsvTable; name?: string }) {
  const report = useContext(ExportedReport);
  // A shared report is read signed out: there is no member to confirm it or log it against.
  const readOnly = useReadOnlyReport();
  if (readOnly || !report) return null;
  const { from, to, filters, compare } = report;
  const csv = () =>
    callText(analyticsApi.exportCsv, { params: { table }, query: { from, to, ...filters, compare } });
  return (
    <CsvDownloadButton
      csv={csv}
      fileName={csvFileName(`analytics-${table}`, "")}
      failure="The CSV could not be exported. Please try again."
      name={name}
    />
  );
}
