import { z } from "zod";
import { leadKindSchema } from "./lead-fields";
import type { PersonalDataCounts } from "./lead-privacy";
import { personalDataCountsSchema } from "./lead-privacy";

/**
 * Why a record belongs to the person of a personal data request (decision 29): it has the same email
 * (lower-cased) or the same phone digits as the lead the request starts from.
 */
export const MATCH_REASONS = ["email", "phone"] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];
export const MATCH_REASON_LABELS: Record<MatchReason, string> = {
  email: "Same email",
  phone: "Same phone",
};

/** One record the request found, what hangs off it, why it matched and whether it starts ticked. */
export const matchedRecordSchema = z.object({
  kind: leadKindSchema,
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  /** The lead the request was started from. */
  isThisLead: z.boolean(),
  matchedBy: z.array(z.enum(MATCH_REASONS)),
  /** The email was proven: a code sent to it confirmed one of the person's demo requests. */
  emailVerified: z.boolean(),
  /** Ticked by default: this lead, or the same proven email. Phone-only and unproven matches start unticked. */
  ticked: z.boolean(),
  visitorId: z.string().nullable(),
  notes: z.number().int(),
  verificationCodes: z.number().int(),
  history: z.number().int(),
});
export type MatchedRecord = z.infer<typeof matchedRecordSchema>;

/** GET …/PersonalData/Preview: every record matched, before anything is exported or erased. */
export const personalDataPreviewSchema = z.object({
  email: z.string(),
  phone: z.string(),
  records: z.array(matchedRecordSchema),
});
export type PersonalDataPreview = z.infer<typeof personalDataPreviewSchema>;

export const recordRefSchema = z.object({ kind: leadKindSchema, id: z.string().min(1).max(64) });
export type RecordRef = z.infer<typeof recordRefSchema>;

/** Body of POST …/PersonalData/Export: the ticked records. */
export const personalDataSelectionSchema = z.object({
  records: z.array(recordRefSchema).min(1, "Tick at least one record.").max(1000),
});
export type PersonalDataSelection = z.infer<typeof personalDataSelectionSchema>;

/**
 * Body of POST …/PersonalData/Erase: the ticked records, the counts the confirmation showed, and how
 * many records the preview listed. The erase refuses (409) when either changed since.
 */
export const personalDataEraseSchema = personalDataSelectionSchema.extend({
  expected: personalDataCountsSchema,
  matched: z.number().int().min(0),
});
export type PersonalDataErase = z.infer<typeof personalDataEraseSchema>;

export const RECORDS_CHANGED =
  "This person's records changed since you reviewed them. Review the list again before you go on.";

/** What exporting or erasing `records` covers: the site's confirmation and the server's re-check agree. */
export function countsOf(records: MatchedRecord[]): PersonalDataCounts {
  const sum = (key: "notes" | "verificationCodes" | "history") => records.reduce((n, r) => n + r[key], 0);
  return {
    contacts: records.filter((r) => r.kind === "contact").length,
    demoRequests: records.filter((r) => r.kind === "demo").length,
    notes: sum("notes"),
    verificationCodes: sum("verificationCodes"),
    visitorRecords: new Set(records.flatMap((r) => (r.visitorId ? [r.visitorId] : []))).size,
    history: sum("history"),
  };
}

export const refOf = (r: MatchedRecord): RecordRef => ({ kind: r.kind, id: r._id });
