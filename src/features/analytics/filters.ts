// The report's filters and comparison, kept in the URL next to the period (?source=newsletter&compare=year),
// so a filtered view can be bookmarked and shared. The parameter names are the report API's.
import {
  type Comparison,
  type FilterDimension,
  filterDimensions,
  type ReportFilters,
} from "~/contract/analytics-report";

/** How each dimension reads in a chip ("Source is newsletter"). */
export const dimensionLabel: Record<FilterDimension, string> = {
  page: "Page",
  entry: "Entry page",
  referrer: "Referrer",
  source: "Source",
  medium: "Medium",
  campaign: "Campaign",
  country: "Country",
  browser: "Browser",
  os: "OS",
  device: "Device",
  event: "Event",
  prop: "Event property",
};

const MAX_VALUE = 200;

/** The filters in the URL; values the API would refuse (too long, a property without `=`) are left out. */
export function filtersFrom(params: URLSearchParams): ReportFilters {
  const filters: ReportFilters = {};
  for (const d of filterDimensions) {
    const v = params.get(d);
    if (v === null || v.length > MAX_VALUE || (d === "prop" && !/^[^=]+=/.test(v))) continue;
    filters[d] = v;
  }
  return filters;
}

export const compareFrom = (params: URLSearchParams): Comparison =>
  params.get("compare") === "year" ? "year" : "previous";

/** The URL's query with one parameter set (or removed with `undefined`), everything else kept. */
export function withParam(params: URLSearchParams, key: string, value: string | undefined): string {
  const next = new URLSearchParams(params);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return `?${next.toString()}`;
}

/** The URL's query without any filter (period and comparison kept). */
export function withoutFilters(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const d of filterDimensions) next.delete(d);
  return `?${next.toString()}`;
}

/** The parameters to carry over when the period changes (`&source=...&compare=year`): filters and comparison. */
export function keptParams(params: URLSearchParams): string {
  const next = new URLSearchParams(filtersFrom(params) as Record<string, string>);
  if (compareFrom(params) === "year") next.set("compare", "year");
  const s = next.toString();
  return s ? `&${s}` : "";
}

export const chipText = (d: FilterDimension, value: string) => `${dimensionLabel[d]} is ${value || "(none)"}`;
