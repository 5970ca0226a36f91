import { z } from "zod";
import { contactInputSchema } from "./contact";

/** Where a lead staff enter by hand came from (issue 26): a call, a visit, a referral, or something else. */
export const MANUAL_LEAD_SOURCES = ["phone", "walk-in", "referral", "other"] as const;
export type ManualLeadSource = (typeof MANUAL_LEAD_SOURCES)[number];
export const MANUAL_LEAD_SOURCE_LABELS: Record<ManualLeadSource, string> = {
  phone: "Phone",
  "walk-in": "Walk-in",
  referral: "Referral",
  other: "Other",
};

/** POST /v1/Leads/Contacts: the contact fields and the source; no spam signals, no first touch. */
export const manualLeadSchema = contactInputSchema.extend({
  source: z.enum(MANUAL_LEAD_SOURCES, { error: "Choose where the lead came from" }),
});
export type ManualLeadInput = z.input<typeof manualLeadSchema>;
