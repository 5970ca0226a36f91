import { z } from "zod";
import { firstTouchFields } from "./collect";
import { pageQuerySchema } from "./envelope";
import { leadKindSchema, leadStatusSchema } from "./lead-fields";
import {
  LEAD_EVENT_KINDS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadEventKind,
} from "./lead-status";

export { LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES, leadKindSchema, leadStatusSchema };
export type { LeadKind, LeadStatus } from "./lead-status";

export { leadListQuerySchema } from "./lead-list";

/** The stale-write guard every lead change carries: the version the screen showed. */
const versionSchema = z.number().int().min(1);

/** Changing a lead's status; a stale `version` is a 409. */
export const leadStatusChangeSchema = z.object({ leadStatus: leadStatusSchema, version: versionSchema });
export type LeadStatusChange = z.infer<typeof leadStatusChangeSchema>;

/**
 * Confirming a demo request by hand (no code): the version on screen and an optional note of how it was
 * confirmed. Who did it is recorded from the session, never from the body.
 */
export const demoConfirmSchema = z.object({
  version: versionSchema,
  note: z.string().trim().max(500, "Note is too long").optional().default(""),
});
export type DemoConfirm = z.input<typeof demoConfirmSchema>;

/** Assigning a lead to a staff member (an admin id), or to nobody (null). */
export const leadAssignSchema = z.object({
  assignedTo: z.string().min(1).max(64).nullable(),
  version: versionSchema,
});
export type LeadAssign = z.infer<typeof leadAssignSchema>;

/** Highest estimated value accepted, in rupees (₹200 crore): the column is a 32-bit integer. */
export const LEAD_VALUE_MAX = 2_000_000_000;
/** An estimated value in whole rupees, or null for none. */
export const leadValueSchema = z
  .number({ error: "Enter the value in whole rupees" })
  .int("Enter the value in whole rupees")
  .min(0, "Value cannot be negative")
  .max(LEAD_VALUE_MAX, "Value is too large");
/** Setting (or clearing, with null) a lead's estimated value; a stale `version` is a 409. */
export const leadValueChangeSchema = z.object({ value: leadValueSchema.nullable(), version: versionSchema });
export type LeadValueChange = z.infer<typeof leadValueChangeSchema>;

/** A staff member a lead can be assigned to. */
export const staffMemberSchema = z.object({ _id: z.string(), email: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** How many leads of a list have each status (the search applied). */
export const leadStatusCountsSchema = z.object(
  Object.fromEntries(LEAD_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof LEAD_STATUSES)[number],
    z.ZodNumber
  >,
);
export type LeadStatusCounts = z.infer<typeof leadStatusCountsSchema>;
export const leadCountsQuerySchema = z.object({ search: pageQuerySchema.shape.search });

/** A staff note; only its author may edit or delete it. */
export const leadNoteSchema = z.object({
  _id: z.string(),
  authorEmail: z.string(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;
export const leadNoteInputSchema = z.object({
  body: z.string().trim().min(1, "Note is required").max(5000, "Note is too long"),
});
export type LeadNoteInput = z.infer<typeof leadNoteInputSchema>;

export const leadParamsSchema = z.object({ kind: leadKindSchema, id: z.string().min(1).max(64) });

/** One lead as its detail page shows it, contact message or demo request alike. */
export const leadDetailSchema = z.object({
  _id: z.string(),
  kind: leadKindSchema,
  name: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  leadStatus: leadStatusSchema,
  version: z.number().int(),
  /** The email or phone was proved with a one-time code (or staff confirmed the demo request by hand). */
  verified: z.boolean(),
  /** Demo requests: the staff member who confirmed it by hand, when one did. */
  confirmedBy: z.string().nullable().default(null),
  /** Demo requests: sent sooner after the form appeared than SPAM_MIN_FILL_MS (a hint, not Spam). */
  fast: z.boolean().default(false),
  /** Contacts: how it arrived ("form", "create", or a source staff chose when entering it by hand). */
  source: z.string().default(""),
  /** The staff member the lead is assigned to (admin id), and when a reply is due. */
  assignedTo: z.string().nullable(),
  replyDueAt: z.string(),
  /** Estimated value in whole rupees, or null when not set. */
  value: z.number().int().nullable(),
  // First touch, when the visit was recorded.
  ...firstTouchFields,
  notes: z.array(leadNoteSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** The timeline's entry types: the records themselves, notes, staff mails, and the lead events (issue 22). */
export const TIMELINE_TYPES = [
  "contact",
  "demo",
  "note",
  "email",
  "reply",
  ...LEAD_EVENT_KINDS.filter((k): k is Exclude<LeadEventKind, "emailed"> => k !== "emailed"),
] as const;
/** One thing that happened with a person, linked to the lead it belongs to. */
export const timelineEntrySchema = z.object({
  at: z.string(),
  type: z.enum(TIMELINE_TYPES),
  kind: leadKindSchema,
  leadId: z.string(),
  /**
   * The message or comment, the note, the new status, the mail's recipient or the assignee; for a
   * reply, "To: …", "Subject: …" and its whole text.
   */
  text: z.string(),
  /** The staff member who did it, when one did. */
  by: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** Everything about one person (same email, or same phone), oldest first. */
export const timelineSchema = z.object({
  email: z.string(),
  phone: z.string(),
  entries: z.array(timelineEntrySchema),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** The dashboard's lead tiles: New leads, and those of them past their reply time. */
const backlogCounts = z.object({ newLeads: z.number().int(), overdue: z.number().int() });
export const leadBacklogSchema = backlogCounts.extend({
  /** The same figures per list, so each tile can link to the filtered views that add up to it. */
  byKind: z.object({ contact: backlogCounts, demo: backlogCounts }),
});
export type LeadBacklog = z.infer<typeof leadBacklogSchema>;
