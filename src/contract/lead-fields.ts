import { z } from "zod";
import { LEAD_KINDS, LEAD_STATUSES } from "./lead-status";

export const leadStatusSchema = z.enum(LEAD_STATUSES, "Choose a valid status");
export const leadKindSchema = z.enum(LEAD_KINDS);

/** Where a lead stands in the staff's work, on every kind of lead's record (issue 26). */
export const leadWorkFields = {
  leadStatus: leadStatusSchema.default("new"),
  version: z.number().int().default(1),
  /** Past the reply time and still New. */
  overdue: z.boolean().default(false),
  /** Estimated value in whole rupees (null: not set). */
  value: z.number().int().nullable().default(null),
  /** The assigned staff member's id. */
  assignedTo: z.string().nullable().default(null),
};
