import { tableFilter, type TopRow, type TopTable, type TrafficReport } from "~/contract/analytics-report";
import { formatCount } from "~/lib/admin/format";
import { FilterLink } from "./filter-link";
import { ReportTable } from "./report-table";

const tables: { key: TopTable; title: string; label: string; count?: string }[] = [
  { key: "pages", title: "Top Pages", label: "Page" },
  { key: "entries", title: "Entry Pages", label: "Entry page" },
  { key: "referrers", title: "Top Referrers", label: "Referrer" },
  { key: "campaigns", title: "UTM Campaigns", label: "Campaign" },
  { key: "sources", title: "UTM Sources", label: "Source" },
  { key: "mediums", title: "UTM Mediums", label: "Medium" },
  { key: "countries", title: "Countries", label: "Country" },
  { key: "browsers", title: "Browsers", label: "Browser" },
  { key: "os", title: "Operating Systems", label: "OS" },
  { key: "devices", title: "Devices", label: "Device" },
  { key: "events", title: "Events", label: "Event", count: "Times" },
  { key: "props", title: "Event Properties", label: "Property", count: "Times" },
];

/** The report's top-ten tables, each exportable for the KPI platform; a row's value filters the report by it. */
export function TopTables({ report }: { report: TrafficReport }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {tables.map(({ key, title, label, count = "Page views" }) => (
        <ReportTable<TopRow>
          key={key}
          title={title}
          rows={report.tables[key]}
          rowKey={(r) => r.value}
          columns={[
            { label, cell: (r) => <FilterLink dimension={tableFilter[key]} value={r.value} /> },
            { label: "Visitors", cell: (r) => formatCount(r.visitors) },
            { label: count, cell: (r) => formatCount(r.pageViews) },
          ]}
          csv={key}
        />
      ))}
    </div>
  );
}
