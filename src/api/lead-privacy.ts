import type { z } from "zod";
import {
  type PersonalData,
  type PersonalDataCounts,
  personalDataCountsSchema,
  personalDataSchema,
} from "~/contract/lead-privacy";
import type { LeadKind } from "~/contract/leads";
import {
  type PersonalDataErase,
  type PersonalDataPreview,
  personalDataPreviewSchema,
  type RecordRef,
} from "~/contract/person-records";
import { requestData } from "~/lib/http/api-client";

/** One call on the lead's person: the answer's data, or an error with `failure` as its fallback text. */
async function personCall<T extends z.ZodType>(
  schema: T,
  method: "GET" | "POST",
  kind: LeadKind,
  leadId: string,
  path: string,
  failure: string,
  data?: object,
): Promise<z.output<T>> {
  const url = `/v1/Leads/${kind}/${encodeURIComponent(leadId)}/PersonalData/${path}`;
  return requestData(schema, { method, url, ...(data ? { data } : {}) }, failure);
}

/** GET …/PersonalData/Preview (owners): every record of the lead's person, why it matched, and the default ticks. */
export const previewPersonalData = (kind: LeadKind, leadId: string): Promise<PersonalDataPreview> =>
  personCall(
    personalDataPreviewSchema,
    "GET",
    kind,
    leadId,
    "Preview",
    "Failed to find the person's records",
  );

/** POST …/PersonalData/Export (owners): everything stored about the ticked records (the server logs it). */
export const exportPersonalData = (
  kind: LeadKind,
  leadId: string,
  records: RecordRef[],
): Promise<PersonalData> =>
  personCall(personalDataSchema, "POST", kind, leadId, "Export", "Failed to export personal data", {
    records,
  });

/** POST …/PersonalData/Erase (owners): erases the ticked records, all or nothing; 409 if what was shown changed. */
export const erasePersonalData = (
  kind: LeadKind,
  leadId: string,
  body: PersonalDataErase,
): Promise<PersonalDataCounts> =>
  personCall(personalDataCountsSchema, "POST", kind, leadId, "Erase", "Failed to erase personal data", body);
