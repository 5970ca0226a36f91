import { api, ApiError, toApiError } from "~/lib/api-client";
import { dashboardStatsSchema, type DashboardStats } from "~/contract/analytics";
import { envelope } from "~/contract/envelope";

const FETCH_FAILED = "Failed to fetch dashboard stats";

/** GET /Analytics/DashboardStats: the real counts behind the dashboard tiles. */
export async function getDashboardStats(): Promise<DashboardStats> {
  try {
    const res = await api.get("/Analytics/DashboardStats");
    const body = envelope(dashboardStatsSchema).parse(res.data);
    if (!body.isSuccess || !body.data) throw new ApiError(body.message || FETCH_FAILED, "http", res.status);
    return body.data;
  } catch (error) {
    throw toApiError(error, FETCH_FAILED);
  }
}
