import { z } from "zod";
import { endpoint } from "../endpoint";
import { dashboardStatsSchema } from "../analytics";
import { analyticsCsvParamsSchema } from "../analytics-csv";
import { reportQuerySchema, trafficReportSchema } from "../analytics-report";
import { collectSchema } from "../collect";
import { envelope } from "../envelope";

/** The admin dashboard's counts, the Analytics screen's report and the public beacon. */
export const analyticsApi = {
  dashboardStats: endpoint({
    method: "GET",
    path: "/Analytics/DashboardStats",
    response: envelope(dashboardStatsSchema),
    errors: [401],
    summary: "Real counts for the admin dashboard",
    failed: "Failed to fetch dashboard stats",
  }),
  report: endpoint({
    method: "GET",
    path: "/Analytics/Report",
    query: reportQuerySchema,
    response: envelope(trafficReportSchema),
    errors: [400, 401],
    summary:
      "Traffic, funnel and Web Vitals for a range of the company's days (or the last `days` of them), narrowed by filters (all apply), with the period before it or the same days a year before",
    failed: "Failed to fetch the analytics report",
  }),
  /** The answer is the CSV itself (text/csv); the schema only documents it. */
  exportCsv: endpoint({
    method: "GET",
    path: "/Analytics/Report/Export/:table",
    params: analyticsCsvParamsSchema,
    query: reportQuerySchema,
    response: z.string().describe("text/csv"),
    errors: [400, 401, 403],
    summary: "One table of the report as CSV, in the KPI platform's layout, for the same period and filters",
    failed: "Failed to export the analytics",
  }),
  /** Answered 202 with an empty body; the beacon posts it with sendBeacon, not through `call`. */
  collect: endpoint({
    method: "POST",
    path: "/Analytics/Collect",
    body: collectSchema,
    response: z.null().describe("Accepted: counted, or ignored for bots and signed-in staff"),
    errors: [400, 413, 415, 429],
    summary: "Cookieless page view or Web Vitals beacon (no IP or User-Agent is stored)",
    failed: "Failed to send the page view",
  }),
};
