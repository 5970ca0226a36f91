import { z } from "zod";
import { eventNames, eventPropKeys } from "./collect";

const count = z.number().int().min(0);
const name = z.string().trim().min(1, "Enter a name").max(80, "Use at most 80 characters");
const eventName = z.enum(eventNames, "Choose an event");
/** A page of the site as a funnel step: one leading slash, no query. */
const sitePath = z
  .string()
  .trim()
  .max(200, "Use at most 200 characters")
  .regex(/^\/(?!\/)[^?#\s]*$/, "Enter a site path such as /demo");

/** POST /Analytics/Goals: a goal is an event, optionally with one property's value. */
export const goalInputSchema = z
  .strictObject({
    name,
    event: eventName,
    propKey: z.string().max(40).optional(),
    propValue: z.string().trim().max(100, "Use at most 100 characters").optional(),
  })
  .superRefine((g, issue) => {
    if (g.propKey && !eventPropKeys[g.event].includes(g.propKey))
      issue.addIssue({ code: "custom", path: ["propKey"], message: "This event has no such property" });
    if (g.propKey && !g.propValue)
      issue.addIssue({ code: "custom", path: ["propValue"], message: "Enter the value to match" });
    if (!g.propKey && g.propValue)
      issue.addIssue({ code: "custom", path: ["propKey"], message: "Choose the property to match" });
  });
export type GoalInput = z.infer<typeof goalInputSchema>;

export const goalSchema = z.object({
  id: z.string(),
  name: z.string(),
  event: z.string(),
  propKey: z.string().nullable(),
  propValue: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

/** A funnel step: a page viewed, or a named event. */
export const funnelStepSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("page"), path: sitePath }),
  z.strictObject({ type: z.literal("event"), name: eventName }),
]);
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const MAX_FUNNEL_STEPS = 8;

/** POST /Analytics/Funnels: an ordered list of pages and events. */
export const funnelInputSchema = z.strictObject({
  name,
  steps: z
    .array(funnelStepSchema)
    .min(2, "Add at least two steps")
    .max(MAX_FUNNEL_STEPS, `Use at most ${MAX_FUNNEL_STEPS} steps`),
});
export type FunnelInput = z.infer<typeof funnelInputSchema>;

export const savedFunnelSchema = z.object({
  id: z.string(),
  name: z.string(),
  steps: z.array(funnelStepSchema),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedFunnel = z.infer<typeof savedFunnelSchema>;

/** A goal's figures: unique visitors who did it (per day, summed), and the same for the period before. */
export const goalRowSchema = goalSchema
  .pick({ id: true, name: true, event: true, propKey: true, propValue: true })
  .extend({
    conversions: count,
    /** Conversions against the period's visitors, 0 to 1 (0 without visitors). */
    rate: z.number(),
    previousConversions: count,
    previousRate: z.number(),
  });
export type GoalRow = z.infer<typeof goalRowSchema>;

/** An event seen in the period: its unique visitors and how often it happened. */
export const eventRowSchema = z.object({ name: z.string(), visitors: count, events: count });
export type EventRow = z.infer<typeof eventRowSchema>;

/** Visitors (per day) reaching each step, overall or for one landing page or source. */
export const stepCountsSchema = z.object({ value: z.string(), steps: z.array(count) });
export type StepCounts = z.infer<typeof stepCountsSchema>;

export const BOOKING_STEPS = ["Visit", "/demo viewed", "Demo started", "Code sent", "Demo booked"] as const;

export const eventsReportSchema = z.object({
  events: z.array(eventRowSchema),
  goals: z.array(goalRowSchema),
  /** Visit → /demo viewed → Demo started → Code sent → Demo booked, per visitor and day. */
  bookingFunnel: z.object({
    total: stepCountsSchema,
    byLandingPage: z.array(stepCountsSchema),
    bySource: z.array(stepCountsSchema),
  }),
  funnels: z.array(
    savedFunnelSchema.pick({ id: true, name: true, steps: true }).extend({ counts: z.array(count) }),
  ),
});
export type EventsReport = z.infer<typeof eventsReportSchema>;
