import { analyticsApi } from "~/contract/endpoints/analytics";
import { callData } from "~/lib/http/call";

/** The real counts behind the dashboard tiles, one call for every tile. */
export const getDashboardStats = () => callData(analyticsApi.dashboardStats);
