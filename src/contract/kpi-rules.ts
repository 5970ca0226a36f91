import { z } from "zod";

import { kpiAggregates } from "./kpi-aggregates";

export const kpiAggregateSchema = z.enum(kpiAggregates, { error: "Choose an aggregate" });

export const kpiRuleFilterSchema = z.object({
  column: z.string().trim().min(1, "Filter column is required"),
  value: z.string(),
});

/** One extraction rule: aggregate `column` over the rows (optionally where filter.column = filter.value). */
export const kpiRuleSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  column: z.string().trim().min(1, "Column is required"),
  aggregate: kpiAggregateSchema,
  filter: kpiRuleFilterSchema.optional(),
  target: z.number({ error: "Target must be a number" }).finite("Target must be a number"),
  unit: z.string().trim().max(20, "Unit must be at most 20 characters").default(""),
  category: z.string().trim().max(50, "Category must be at most 50 characters").default("General"),
});

export type KpiRule = z.infer<typeof kpiRuleSchema>;
export type KpiRuleInput = z.input<typeof kpiRuleSchema>;
