// Kept free of zod so the page frame can show aggregate labels without loading the schemas.
export const kpiAggregates = ["sum", "avg", "min", "max", "count", "last"] as const;
export type KpiAggregate = (typeof kpiAggregates)[number];
