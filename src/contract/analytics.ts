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
  /** Confirmed demos starting in the current ISO week (Monday to Sunday) of the company time zone. */
  demosThisWeek: z.number().int(),
  /**
   * No-shows among the past demos of the last 90 days with attendance recorded, 0 to 1; null when none
   * has been recorded.
   */
  noShowRate: z.number().min(0).max(1).nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const trendPeriodSchema = z.enum(["7d", "30d", "90d"]);
export const kpiTrendPointSchema = z.object({
  value: z.number(),
  target: z.number(),
  recordedAt: z.string(),
});
