import { z } from "zod";

export const dashboardStatsSchema = z.object({
  contacts: z.number().int(),
  visitors: z.number().int(),
  demoRequests: z.number().int(),
  kpis: z.number().int(),
  contactsLast7Days: z.number().int(),
  /** Cookieless page views and sessions of the last 30 days (today included). */
  pageViews: z.number().int(),
  sessions: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const trendPeriodSchema = z.enum(["7d", "30d", "90d"]);
export const kpiTrendPointSchema = z.object({
  value: z.number(),
  target: z.number(),
  recordedAt: z.string(),
});
