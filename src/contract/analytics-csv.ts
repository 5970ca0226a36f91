import { z } from "zod";
import { topTables } from "./analytics-report";

/**
 * The report's tables that export as CSV, each named in the export's path: the daily counts, the top
 * tables, and the funnel and booking funnel per landing page and per UTM source.
 */
export const analyticsCsvTables = [
  "daily",
  ...topTables,
  "funnel-landing_page",
  "funnel-utm_source",
  "booking-funnel-landing_page",
  "booking-funnel-utm_source",
] as const;
export type AnalyticsCsvTable = (typeof analyticsCsvTables)[number];

export const analyticsCsvParamsSchema = z.object({ table: z.enum(analyticsCsvTables) });
