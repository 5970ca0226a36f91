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

/** Named events, letter for letter as the report shows them. */
export const eventNames = [
  "CTA click",
  "Contact sent",
  "Demo started",
  "Code sent",
  "Demo booked",
  "Phone click",
  "Email click",
  "WhatsApp click",
  "Outbound link",
  "File download",
] as const;
export type EventName = (typeof eventNames)[number];

/** The labels of the site's call-to-action links: the only values a "CTA click" label may have. */
export const ctaLabels = [
  "Get in Touch",
  "Book a Demo",
  "Contact Us",
  "Get a Free Quote",
  "View Pricing",
  "About Us",
  "Our Services",
  "Explore AI Solutions",
] as const;

/** Refuses a value with seven digits or more: no phone number fits in an event property. */
const fewDigits = (v: string) => (v.match(/\d/g)?.length ?? 0) < 7;
/** A site path as a property: letters, digits and `/._-` only (no `@`, spaces or query), ≤ 100. */
const propPath = z
  .string()
  .max(100)
  .regex(/^\/[a-z0-9/._-]*$/i, "Not a site path")
  .refine(fewDigits, "Too many digits for a site path");
/** A host name as a property: dot-separated labels of letters, digits and dashes, ≤ 100. */
const propHost = z
  .string()
  .max(100)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, "Not a host name")
  .refine(fewDigits, "Too many digits for a host name");

/**
 * Each event's properties: a fixed list of keys, each value from a list or a pattern no visitor-typed
 * text (an email address, a phone number, a sentence) can match. At most 5 keys, 100 characters each.
 */
export const eventProps = {
  "CTA click": z.strictObject({ label: z.enum(ctaLabels), page: propPath }),
  "Contact sent": z.strictObject({}),
  "Demo started": z.strictObject({}),
  "Code sent": z.strictObject({}),
  "Demo booked": z.strictObject({}),
  "Phone click": z.strictObject({}),
  "Email click": z.strictObject({}),
  "WhatsApp click": z.strictObject({}),
  "Outbound link": z.strictObject({ host: propHost }),
  "File download": z.strictObject({ file: propPath }),
} satisfies Record<EventName, z.ZodObject>;
/** The property keys each event may carry (the goals screen offers these). */
export const eventPropKeys = Object.fromEntries(
  eventNames.map((n) => [n, Object.keys(eventProps[n].shape)]),
) as Record<EventName, string[]>;

const eventOf = <N extends EventName>(name: N) =>
  z.strictObject({
    kind: z.literal("event"),
    name: z.literal(name),
    path,
    screen: z.enum(screenClasses).optional(),
    // Events without properties may send none; those with some must send all of theirs.
    props: Object.keys(eventProps[name].shape).length ? eventProps[name] : eventProps[name].optional(),
  });
const eventSchema = z.discriminatedUnion(
  "name",
  eventNames.map(eventOf) as unknown as [ReturnType<typeof eventOf<EventName>>],
);

/**
 * POST /api/Analytics/Collect: one page view, the Web Vitals of a page, or a named event. Unknown
 * fields are refused.
 */
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
  eventSchema,
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
