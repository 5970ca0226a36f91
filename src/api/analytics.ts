import { dashboardStatsSchema, type DashboardStats } from "~/contract/analytics";
import {
  type Comparison,
  type ReportFilters,
  trafficReportSchema,
  type TrafficReport,
} from "~/contract/analytics-report";
import { requestData } from "~/lib/http/api-client";

const FETCH_FAILED = "Failed to fetch dashboard stats";

/** GET /Analytics/DashboardStats: the real counts behind the dashboard tiles. */
export async function getDashboardStats(): Promise<DashboardStats> {
  return requestData(dashboardStatsSchema, { method: "GET", url: "/Analytics/DashboardStats" }, FETCH_FAILED);
}

/** GET /Analytics/Report: traffic, funnel and Web Vitals for an inclusive range of UTC days, filtered. */
export async function getTrafficReport(
  from: string,
  to: string,
  filters: ReportFilters = {},
  compare: Comparison = "previous",
): Promise<TrafficReport> {
  const query = new URLSearchParams({ from, to });
  for (const [d, v] of Object.entries(filters)) if (v !== undefined) query.set(d, v);
  if (compare !== "previous") query.set("compare", compare);
  const url = `/Analytics/Report?${query.toString()}`;
  return requestData(trafficReportSchema, { method: "GET", url }, "Failed to fetch the analytics report");
}
