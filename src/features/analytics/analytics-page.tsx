import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { TrafficReport } from "~/contract/analytics-report";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { ListMessage } from "~/components/admin/list/table";
import { ExportCsvButton, ExportedReport } from "./export-button";
import { EventSections } from "./event-sections";
import { ComparePicker, comparedWith } from "./compare-picker";
import { FilterChips } from "./filter-chips";
import { compareFrom, filtersFrom, keptParams } from "./filters";
import { Funnel } from "./funnel";
import { periodFrom, periodText } from "./period";
import { PeriodPicker } from "./period-picker";
import { getTrafficReport } from "./report-calls";
import { Totals } from "./totals";
import { TopTables } from "./top-tables";
import { TrafficChart } from "./traffic-chart";
import { Vitals } from "./vitals";
import { NowPanel } from "./now-panel";
import { OwnerAnalyticsSettings } from "./owner-settings";

/** /analytics: the site's cookieless traffic, sources, funnel and Web Vitals for a period in the URL. */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params);
  const filters = filtersFrom(params);
  const compare = compareFrom(params);
  const report = useQuery({
    queryKey: ["analytics-report", period.query, filters, compare],
    queryFn: () => getTrafficReport(period.query, filters, compare),
    placeholderData: keepPreviousData,
  });
  // The days the report covers, once it has answered for this period.
  const shown = report.isPlaceholderData ? undefined : report.data;

  return (
    <div className="space-y-8">
      <PageHeader
        title="Analytics"
        intro={`Visits counted without cookies or stored addresses, ${periodText(period, shown)}.`}
      >
        <PeriodPicker
          period={period}
          shown={shown}
          keep={keptParams(params)}
          onCustom={(from, to) =>
            setParams(new URLSearchParams(`from=${from}&to=${to}${keptParams(params)}`))
          }
        />
      </PageHeader>
      <ComparePicker compare={compare} />
      <FilterChips filters={filters} />
      {period.problem && <ListMessage kind="notice">{period.problem}</ListMessage>}
      <NowPanel />
      {report.isError && (
        <LoadError message="The analytics could not be loaded." onRetry={() => void report.refetch()} />
      )}
      {(report.isPending || report.isPlaceholderData) && (
        <ListMessage kind="loading">Loading analytics...</ListMessage>
      )}
      {report.data && <Report report={report.data} />}
      <OwnerAnalyticsSettings />
    </div>
  );
}

export function Report({ report }: { report: TrafficReport }) {
  const { from, to, filters, compare } = report;
  return (
    <ExportedReport.Provider value={{ from, to, filters, compare }}>
      <Totals
        totals={report.totals}
        previous={report.previous}
        note={comparedWith(report.compare, report.daily.length)}
      />
      <TrafficChart days={report.daily} />
      <div className="flex justify-end">
        <ExportCsvButton table="daily" name="Export CSV: Daily Visitors and Page Views" />
      </div>
      <TopTables report={report} />
      <Funnel funnel={report.funnel} />
      <EventSections
        report={report}
        compared={
          report.compare === "year" ? "the same period last year" : `the ${report.daily.length} days before`
        }
        filtered={Object.keys(report.filters).length > 0}
      />
      <Vitals rows={report.vitals} />
    </ExportedReport.Provider>
  );
}
