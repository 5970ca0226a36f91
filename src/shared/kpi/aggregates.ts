// Kept free of zod so the page frame can show labels without loading the schemas.
export const kpiAggregates = ["sum", "avg", "min", "max", "count", "last"] as const;
export type KpiAggregate = (typeof kpiAggregates)[number];

export const aggregateLabels: Record<KpiAggregate, string> = {
  sum: "Sum",
  avg: "Average",
  min: "Minimum",
  max: "Maximum",
  count: "Count of rows",
  last: "Last value",
};
