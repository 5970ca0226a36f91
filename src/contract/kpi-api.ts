import { z } from "zod";
import { kpiRuleSchema } from "./kpi-rules";
import { kpiTrendSchema } from "./kpi";

/** Body of POST /Kpi/Create and PUT /Kpi/Update/{id}; the trend follows the value unless given. */
export const kpiInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  value: z.number({ error: "Value must be a number" }).finite("Value must be a number"),
  target: z.number({ error: "Target must be a number" }).finite("Target must be a number"),
  unit: z.string().trim().max(20, "Unit must be at most 20 characters").default(""),
  trend: kpiTrendSchema.optional(),
  category: z
    .string()
    .trim()
    .min(1, "Category is required")
    .max(50, "Category must be at most 50 characters")
    .default("General"),
});
export type KpiInput = z.input<typeof kpiInputSchema>;

export const MAX_EXTRACT_ROWS = 50_000;
export const MAX_EXTRACT_RULES = 50;

/** POST /Kpi/ExtractFromData: CSV text (with a header row) or row objects, and the rules to apply. */
export const extractFromDataSchema = z.object({
  dataSource: z.union(
    [
      z.string().min(1, "Data is required").max(1_000_000, "Data must be at most 1,000,000 characters"),
      z
        .array(z.record(z.string(), z.unknown()))
        .min(1, "Data has no rows")
        .max(MAX_EXTRACT_ROWS, `At most ${MAX_EXTRACT_ROWS} rows`),
    ],
    { error: "Data must be CSV text or an array of rows" },
  ),
  extractionRules: z
    .array(kpiRuleSchema)
    .min(1, "Add at least one rule")
    .max(MAX_EXTRACT_RULES, `At most ${MAX_EXTRACT_RULES} rules`),
  /** Column that splits the data into periods (one history point each). */
  periodColumn: z.string().trim().min(1).max(100).optional(),
});
