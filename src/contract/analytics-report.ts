import { z } from "zod";
import { eventsReportSchema } from "./analytics-goals";

/** The longest period one report covers, in days. */
export const MAX_REPORT_DAYS = 366;

const day = z.iso.date("Use a date as YYYY-MM-DD");

/** GET /Analytics/Report: an inclusive range of UTC days. */
export const reportQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: "The start must not be after the end", path: ["from"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < MAX_REPORT_DAYS * 86_400_000, {
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
  "referrers",
  "campaigns",
  "sources",
  "countries",
  "browsers",
  "os",
  "devices",
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

export const trafficReportSchema = z.object({
  from: z.string(),
  to: z.string(),
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
