import { z } from "zod";

export const kpiTrendSchema = z.enum(["up", "down", "flat"]);

/** The local KPI item of SPEC.md §3, kept in the browser (`kpiData`) and by the server. */
export const kpiItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1, "Name is required").max(100),
  value: z.number().finite(),
  target: z.number().finite(),
  unit: z.string().max(20).default(""),
  trend: kpiTrendSchema,
  category: z.string().trim().max(50).default("General"),
  lastUpdated: z.string(),
  /** Earlier values, oldest first, one point per extraction or edit. */
  history: z.array(z.object({ at: z.string(), value: z.number().finite() })).default([]),
});

export type KpiItem = z.infer<typeof kpiItemSchema>;
export type KpiTrend = z.infer<typeof kpiTrendSchema>;
