import { dashboardStatsSchema, type DashboardStats } from "~/contract/analytics";
import { envelope } from "~/contract/envelope";
import { request } from "~/lib/api-client";

const FETCH_FAILED = "Failed to fetch dashboard stats";

const statsAnswer = envelope(dashboardStatsSchema).required({ data: true });

/** GET /Analytics/DashboardStats: the real counts behind the dashboard tiles. */
export async function getDashboardStats(): Promise<DashboardStats> {
  const answer = await request(
    statsAnswer,
    { method: "GET", url: "/Analytics/DashboardStats" },
    FETCH_FAILED,
  );
  return answer.data;
}
