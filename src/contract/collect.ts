import { z } from "zod";

/** The largest beacon body the collect endpoint reads, in bytes. */
export const COLLECT_BODY_LIMIT = 2048;

const text = (max: number) => z.string().trim().max(max);
/** A host name as `new URL(referrer).host` gives it: letters, digits, dots, dashes, an optional port. */
const host = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]*(:\d{1,5})?$/i, "Not a host name");
/** A site path: starts with one slash, no scheme, no query. */
const path = z
  .string()
  .min(1)
  .max(512)
  .regex(/^\/(?!\/)[^?#\s]*$/, "Not a site path");
const metric = (max: number) => z.number().finite().min(0).max(max);

export const screenClasses = ["mobile", "tablet", "desktop"] as const;

/** UTM values of a visit (each optional, free text as the campaign's link carried it). */
export const utmSchema = z.strictObject({
  source: text(100).optional(),
  medium: text(100).optional(),
  campaign: text(100).optional(),
});

/** POST /api/Analytics/Collect: one page view, or the Web Vitals of a page. Unknown fields are refused. */
export const collectSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("pageview"),
    path,
    referrer: host.optional(),
    utm: utmSchema.optional(),
    screen: z.enum(screenClasses).optional(),
  }),
  z.strictObject({
    kind: z.literal("vitals"),
    path,
    screen: z.enum(screenClasses).optional(),
    // Upper bounds far above anything real: a minute for times, 100 for layout shift.
    lcp: metric(60_000).optional(),
    inp: metric(60_000).optional(),
    cls: metric(100).optional(),
    ttfb: metric(60_000).optional(),
  }),
]);
export type CollectEvent = z.infer<typeof collectSchema>;

/** First touch sent with a contact or demo request: the visit's landing page and UTM. All optional. */
export const firstTouchSchema = z.object({
  landingPage: path.optional(),
  utmSource: text(100).optional(),
  utmMedium: text(100).optional(),
  utmCampaign: text(100).optional(),
});
export type FirstTouch = z.infer<typeof firstTouchSchema>;

/** The same fields on a lead in the admin lists (null when the site sent none). */
export const firstTouchFields = {
  landingPage: z.string().nullable().optional(),
  utmSource: z.string().nullable().optional(),
  utmMedium: z.string().nullable().optional(),
  utmCampaign: z.string().nullable().optional(),
};
export type LeadFirstTouch = z.infer<z.ZodObject<typeof firstTouchFields>>;
