import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "~/lib/http/api-client";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { ListMessage } from "~/components/admin/list/table";
import { Report } from "./analytics-page";
import { NowPanel } from "./now-panel";
import { periodFrom, periodText } from "./period";
import { PeriodPicker } from "./period-picker";
import { getSharedRealtime, getSharedReport } from "./report-calls";
import { ReadOnlyReport } from "./read-only";

const frame =
  "min-h-screen bg-slate-50 px-4 py-8 text-slate-900 sm:px-8 dark:bg-slate-950 dark:text-slate-100";

/**
 * /share/analytics/:token: the report of a shared link and its Now panel, read-only and signed out: no
 * admin area, no leads, no CSV export. An unknown or revoked token shows a not-found page.
 */
export function SharedReportPage({ token }: { token: string }) {
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params);
  const report = useQuery({
    queryKey: ["shared-analytics-report", token, period.query],
    queryFn: () => getSharedReport(token, period.query),
    retry: false,
  });
  if (report.error instanceof ApiError && report.error.status === 404) return <SharedReportGone />;
  return (
    <main id="main" className={frame}>
      <div className="mx-auto max-w-7xl space-y-8">
        <PageHeader
          title="Analytics"
          intro={`A shared, read-only report: visits counted without cookies or stored addresses, ${periodText(period, report.data)}.`}
        >
          <PeriodPicker
            period={period}
            shown={report.data}
            onCustom={(from, to) => setParams({ from, to })}
          />
        </PageHeader>
        {period.problem && <ListMessage kind="notice">{period.problem}</ListMessage>}
        <NowPanel id={`shared:${token}`} load={() => getSharedRealtime(token)} />
        {report.isError && (
          <LoadError message="The analytics could not be loaded." onRetry={() => void report.refetch()} />
        )}
        {report.isPending && <ListMessage kind="loading">Loading analytics...</ListMessage>}
        {report.data && (
          <ReadOnlyReport.Provider value={true}>
            <Report report={report.data} />
          </ReadOnlyReport.Provider>
        )}
      </div>
    </main>
  );
}

/** A revoked or unknown link: says so plainly. */
export function SharedReportGone() {
  return (
    <main id="main" className={`${frame} flex items-center justify-center`}>
      <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">Shared report not found</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          This link does not exist or was revoked. Ask the person who shared it for a new one.
        </p>
        <Link
          to="/"
          className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
        >
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
