import { z } from "zod";
import { LEAD_KINDS, LEAD_STATUSES } from "./lead-status";

export const leadStatusSchema = z.enum(LEAD_STATUSES, "Choose a valid status");
export const leadKindSchema = z.enum(LEAD_KINDS);
