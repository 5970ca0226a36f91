import { z } from "zod";
import { eventsReportSchema } from "./analytics-goals";

/** The longest period one report covers, in days. */
export const MAX_REPORT_DAYS = 366;

const day = z.iso.date("Use a date as YYYY-MM-DD");

/**
 * The dimensions a report can be filtered by, each a query parameter of its own. Session dimensions
 * (entry page, referrer, UTM source, medium and campaign, country, browser, OS, device) keep the
 * sessions that have them; `page` keeps the visitors who viewed that page that day, `event` those who
 * sent that event that day and `prop` (`key=value`) those who sent an event with that property.
 */
export const filterDimensions = [
  "page",
  "entry",
  "referrer",
  "source",
  "medium",
  "campaign",
  "country",
  "browser",
  "os",
  "device",
  "event",
  "prop",
] as const;
export type FilterDimension = (typeof filterDimensions)[number];
export type ReportFilters = Partial<Record<FilterDimension, string>>;

/** What the totals are compared with: the same number of days before, or the same days a year before. */
export const comparisons = ["previous", "year"] as const;
export type Comparison = (typeof comparisons)[number];

const filterValue = z.string().trim().max(200, "At most 200 characters");
const filterFields = Object.fromEntries(filterDimensions.map((d) => [d, filterValue.optional()])) as {
  [K in FilterDimension]: z.ZodOptional<typeof filterValue>;
};

/**
 * GET /Analytics/Report: an inclusive range of the company's days (`from` and `to`), or the last `days`
 * of them up to today (the server knows the company's today); filters that all apply, and the comparison.
 */
export const reportQuerySchema = z
  .strictObject({
    from: day.optional(),
    to: day.optional(),
    days: z.coerce
      .number("Use a number of days")
      .int("Use a number of days")
      .min(1, "Use a number of days")
      .max(MAX_REPORT_DAYS, `Choose at most ${MAX_REPORT_DAYS} days`)
      .optional(),
    compare: z.enum(comparisons).default("previous"),
    ...filterFields,
    prop: filterValue.regex(/^[^=]+=/, "Use key=value").optional(),
  })
  .refine((q) => (q.days === undefined ? q.from !== undefined && q.to !== undefined : !q.from && !q.to), {
    message: "Give from and to, or days",
    path: ["from"],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The start must not be after the end",
    path: ["from"],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < MAX_REPORT_DAYS * 86_400_000, {
    message: `Choose at most ${MAX_REPORT_DAYS} days`,
    path: ["to"],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const count = z.number().int().min(0);

export const trafficTotalsSchema = z.object({
  visitors: count,
  pageViews: count,
  sessions: count,
  /** Page views per session (0 without sessions). */
  viewsPerSession: z.number(),
  /** Share of sessions with one page view, 0 to 1. */
  bounceRate: z.number(),
});
export type TrafficTotals = z.infer<typeof trafficTotalsSchema>;

export const topRowSchema = z.object({ value: z.string(), visitors: count, pageViews: count });
export type TopRow = z.infer<typeof topRowSchema>;

export const topTables = [
  "pages",
  "entries",
  "referrers",
  "campaigns",
  "sources",
  "mediums",
  "countries",
  "browsers",
  "os",
  "devices",
  "events",
  "props",
] as const;
export type TopTable = (typeof topTables)[number];

export const funnelRowSchema = z.object({
  value: z.string(),
  sessions: count,
  contacts: count,
  demoCodes: count,
  demoVerified: count,
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

export const vitalsRowSchema = z.object({
  path: z.string(),
  samples: count,
  lcp: z.number().nullable(),
  inp: z.number().nullable(),
  cls: z.number().nullable(),
  ttfb: z.number().nullable(),
});
export type VitalsRow = z.infer<typeof vitalsRowSchema>;

/** The filter each table's rows set when clicked. */
export const tableFilter: Record<TopTable, FilterDimension> = {
  pages: "page",
  entries: "entry",
  referrers: "referrer",
  campaigns: "campaign",
  sources: "source",
  mediums: "medium",
  countries: "country",
  browsers: "browser",
  os: "os",
  devices: "device",
  events: "event",
  props: "prop",
};

export const trafficReportSchema = z.object({
  /** The first and last day of the period: the company's days, counted from its midnight. */
  from: z.string(),
  to: z.string(),
  /** The company's time zone (IANA), which every day of the report is counted in. */
  timeZone: z.string(),
  /** The filters applied (empty when none). */
  filters: z.partialRecord(z.enum(filterDimensions), z.string()),
  compare: z.enum(comparisons),
  /** The compared period (the period before, or the same days a year before). */
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: trafficTotalsSchema,
  previous: trafficTotalsSchema,
  daily: z.array(z.object({ day: z.string(), visitors: count, pageViews: count })),
  tables: z.object(
    Object.fromEntries(topTables.map((t) => [t, z.array(topRowSchema)])) as {
      [K in TopTable]: z.ZodArray<typeof topRowSchema>;
    },
  ),
  funnel: z.object({
    total: funnelRowSchema,
    byLandingPage: z.array(funnelRowSchema),
    bySource: z.array(funnelRowSchema),
  }),
  /** 75th percentile per page of the real visitors' Web Vitals (ms; CLS unitless). */
  vitals: z.array(vitalsRowSchema),
  /** Events seen, goals, the booking funnel and saved funnels. */
  ...eventsReportSchema.shape,
});
export type TrafficReport = z.infer<typeof trafficReportSchema>;
