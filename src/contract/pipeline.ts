import { z } from "zod";
import { leadKindSchema } from "./lead-fields";
import { LEAD_STATUSES, type LeadStatus } from "./lead-status";

// The /pipeline board (issue 26, item 3): one column per status, Spam left out.

export const PIPELINE_STATUSES = LEAD_STATUSES.filter((s): s is Exclude<LeadStatus, "spam"> => s !== "spam");
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
/** The statuses still in play: their values make the open pipeline. */
export const OPEN_STATUSES = ["new", "contacted", "qualified"] as const satisfies PipelineStatus[];

export const pipelineStatusSchema = z.enum(PIPELINE_STATUSES, "Choose a pipeline column");

export const pipelineCardSchema = z.object({
  kind: leadKindSchema,
  _id: z.string(),
  name: z.string(),
  companyName: z.string(),
  value: z.number().int().nullable(),
  assigneeEmail: z.string().nullable(),
  createdAt: z.string(),
  leadStatus: pipelineStatusSchema,
  version: z.number().int(),
});
export type PipelineCard = z.infer<typeof pipelineCardSchema>;

export const pipelineColumnSchema = z.object({
  status: pipelineStatusSchema,
  /** Every lead in the column, and the sum of their values (cards beyond the shown ones included). */
  count: z.number().int(),
  total: z.number().int(),
  /** The newest cards of the column (up to PIPELINE_CARDS). */
  cards: z.array(pipelineCardSchema),
});
export type PipelineColumn = z.infer<typeof pipelineColumnSchema>;

/** Cards shown per column; the count and total always cover the whole column. */
export const PIPELINE_CARDS = 100;

export const pipelineBoardSchema = z.object({ columns: z.array(pipelineColumnSchema) });
export type PipelineBoard = z.infer<typeof pipelineBoardSchema>;

/** A card moved to another column, with the version the board showed (409 when stale). */
export const pipelineMoveSchema = z.object({
  leadStatus: pipelineStatusSchema,
  version: z.number().int().min(1),
});
export type PipelineMove = z.infer<typeof pipelineMoveSchema>;

/** The dashboard's "Open pipeline" (values of open leads) and "Won this month" (values won since the 1st). */
export const pipelineTotalsSchema = z.object({
  openPipeline: z.number().int(),
  wonThisMonth: z.number().int(),
});
export type PipelineTotals = z.infer<typeof pipelineTotalsSchema>;
