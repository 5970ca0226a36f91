import type { TopRow, TopTable, TrafficReport } from "~/contract/analytics-report";
import { formatCount } from "../format";
import { type Range, TOP_COLUMNS, topCsv } from "./csv-rows";
import { ReportTable } from "./report-table";

const tables: { key: TopTable; title: string; label: string }[] = [
  { key: "pages", title: "Top Pages", label: "Page" },
  { key: "referrers", title: "Top Referrers", label: "Referrer" },
  { key: "campaigns", title: "UTM Campaigns", label: "Campaign" },
  { key: "sources", title: "UTM Sources", label: "Source" },
  { key: "countries", title: "Countries", label: "Country" },
  { key: "browsers", title: "Browsers", label: "Browser" },
  { key: "os", title: "Operating Systems", label: "OS" },
  { key: "devices", title: "Devices", label: "Device" },
];

/** The report's top-ten tables, each exportable for the KPI platform. */
export function TopTables({ report, range }: { report: TrafficReport; range: Range }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {tables.map(({ key, title, label }) => (
        <ReportTable<TopRow, ReturnType<typeof topCsv>[number]>
          key={key}
          title={title}
          rows={report.tables[key]}
          rowKey={(r) => r.value}
          columns={[
            { label, cell: (r) => r.value },
            { label: "Visitors", cell: (r) => formatCount(r.visitors) },
            { label: "Page views", cell: (r) => formatCount(r.pageViews) },
          ]}
          csv={{
            rows: topCsv(range, key, report.tables[key]),
            columns: [...TOP_COLUMNS],
            fileBase: `analytics-${key}`,
          }}
        />
      ))}
    </div>
  );
}
