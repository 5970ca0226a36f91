import type { KpiAggregate } from "~/contract/kpi-aggregates";

export { kpiAggregates, type KpiAggregate } from "~/contract/kpi-aggregates";

export const aggregateLabels: Record<KpiAggregate, string> = {
  sum: "Sum",
  avg: "Average",
  min: "Minimum",
  max: "Maximum",
  count: "Count of rows",
  last: "Last value",
};
