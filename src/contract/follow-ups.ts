import { z } from "zod";
import { leadKindSchema } from "./lead-fields";

// Follow-ups (tasks) on leads (issue 26, item 2).

export const followUpInputSchema = z.object({
  /** An ISO instant (the screen sends its local date and time as one). */
  dueAt: z.iso.datetime({ offset: true, message: "Choose a due date and time" }),
  note: z.string().trim().min(1, "Note is required").max(2000, "Note is too long"),
  /** A staff member's id; left out, the lead's assignee (or whoever creates it when nobody is). */
  assigneeId: z.string().min(1).max(64).optional(),
});
export type FollowUpInput = z.infer<typeof followUpInputSchema>;

/** Done or open again, with the version the screen showed (409 when stale). */
export const followUpDoneSchema = z.object({ done: z.boolean(), version: z.number().int().min(1) });
export type FollowUpDone = z.infer<typeof followUpDoneSchema>;

export const followUpSchema = z.object({
  _id: z.string(),
  leadKind: leadKindSchema,
  leadId: z.string(),
  /** The lead's name, for lists of follow-ups across leads. */
  leadName: z.string(),
  dueAt: z.string(),
  note: z.string(),
  assigneeId: z.string().nullable(),
  assigneeEmail: z.string().nullable(),
  createdBy: z.string(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
  version: z.number().int(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const FOLLOW_UP_SCOPES = ["mine", "all"] as const;
export const followUpScopeSchema = z.object({ scope: z.enum(FOLLOW_UP_SCOPES).default("mine") });
export type FollowUpScope = (typeof FOLLOW_UP_SCOPES)[number];

/** The /tasks screen's groups of open follow-ups (today in the company's time zone). */
export const followUpBoardSchema = z.object({
  overdue: z.array(followUpSchema),
  today: z.array(followUpSchema),
  upcoming: z.array(followUpSchema),
});
export type FollowUpBoard = z.infer<typeof followUpBoardSchema>;

/** The dashboard tile: open follow-ups due by the end of today, and how many of them are past due. */
export const followUpsDueSchema = z.object({ due: z.number().int(), overdue: z.number().int() });
export type FollowUpsDue = z.infer<typeof followUpsDueSchema>;
