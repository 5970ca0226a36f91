import type { Comparison, ReportFilters, TrafficReport } from "~/contract/analytics-report";
import { type Realtime, SHARE_TOKEN_HEADER } from "~/contract/analytics-sharing";
import { analyticsApi } from "~/contract/endpoints/analytics";
import { analyticsSharingApi } from "~/contract/endpoints/analytics-sharing";
import { callData } from "~/lib/http/call";
import type { PeriodQuery } from "./period";

/** Traffic, funnel and Web Vitals for a period of the company's days, filtered; the default comparison is left out. */
export function getTrafficReport(
  period: PeriodQuery,
  filters: ReportFilters = {},
  compare: Comparison = "previous",
): Promise<TrafficReport> {
  // A filter left undefined is not sent (axios leaves out undefined parameters).
  const query = { ...period, ...filters, ...(compare !== "previous" ? { compare } : {}) };
  return callData(analyticsApi.report, { query });
}

/** A shared link's report, signed out: the token goes in a header, never the URL. */
export const getSharedReport = (token: string, period: PeriodQuery): Promise<TrafficReport> =>
  callData(analyticsSharingApi.sharedReport, {
    query: period,
    headers: { [SHARE_TOKEN_HEADER]: token },
  });

/** A shared link's Now panel. */
export const getSharedRealtime = (token: string): Promise<Realtime> =>
  callData(analyticsSharingApi.sharedRealtime, { headers: { [SHARE_TOKEN_HEADER]: token } });
