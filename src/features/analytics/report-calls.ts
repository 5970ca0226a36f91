import type { Comparison, ReportFilters, TrafficReport } from "~/contract/analytics-report";
import { type Realtime, SHARE_TOKEN_HEADER } from "~/contract/analytics-sharing";
import { analyticsApi } from "~/contract/endpoints/analytics";
import { analyticsSharingApi } from "~/contract/endpoints/analytics-sharing";
import { callData } from "~/lib/http/call";

/** Traffic, funnel and Web Vitals for an inclusive range of UTC days, filtered; the default comparison is left out. */
export function getTrafficReport(
  from: string,
  to: string,
  filters: ReportFilters = {},
  compare: Comparison = "previous",
): Promise<TrafficReport> {
  // A filter left undefined is not sent (axios leaves out undefined parameters).
  const query = { from, to, ...filters, ...(compare !== "previous" ? { compare } : {}) };
  return callData(analyticsApi.report, { query });
}

/** A shared link's report, signed out: the token goes in a header, never the URL. */
export const getSharedReport = (token: string, from: string, to: string): Promise<TrafficReport> =>
  callData(analyticsSharingApi.sharedReport, {
    query: { from, to },
    headers: { [SHARE_TOKEN_HEADER]: token },
  });

/** A shared link's Now panel. */
export const getSharedRealtime = (token: string): Promise<Realtime> =>
  callData(analyticsSharingApi.sharedRealtime, { headers: { [SHARE_TOKEN_HEADER]: token } });
