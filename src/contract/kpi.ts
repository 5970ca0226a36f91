import { z } from "zod";

export const kpiTrendSchema = z.enum(["up", "down", "flat"]);

/** `at` is an ISO time, or the period label (e.g. "2025-07") when the data was split by period. */
export const kpiHistoryPointSchema = z.object({
  at: z.string(),
  value: z.number().finite(),
  target: z.number().finite().optional(),
});

/** The local KPI item of docs/product.md §3, kept in the browser (`kpiData`) and by the server. */
export const kpiItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1, "Name is required").max(100),
  value: z.number().finite(),
  target: z.number().finite(),
  unit: z.string().max(20).default(""),
  trend: kpiTrendSchema,
  category: z.string().trim().max(50).default("General"),
  lastUpdated: z.string(),
  /** Values over time, oldest first, the latest being the current value: one point per extraction (or per period of the data) or edit. */
  history: z.array(kpiHistoryPointSchema).default([]),
});

export type KpiItem = z.infer<typeof kpiItemSchema>;
export type KpiTrend = z.infer<typeof kpiTrendSchema>;
