import type { z } from "zod";
import { envelope } from "~/contract/envelope";
import {
  type PersonalData,
  type PersonalDataCounts,
  personalDataCountsSchema,
  personalDataSchema,
} from "~/contract/lead-privacy";
import type { LeadKind } from "~/contract/leads";
import { request } from "~/lib/api-client";

/** One call on the lead's person: the answer's data, or an error with `failure` as its fallback text. */
async function personCall<T extends z.ZodType>(
  schema: T,
  method: "GET" | "DELETE",
  kind: LeadKind,
  leadId: string,
  path: string,
  failure: string,
): Promise<z.output<T>> {
  const url = `/v1/Leads/${kind}/${encodeURIComponent(leadId)}/PersonalData${path}`;
  const answer = await request(envelope(schema), { method, url }, failure);
  if (!answer.data) throw new Error(failure);
  return answer.data;
}

/** GET …/PersonalData/Counts: what erasing the lead's person would remove, per kind. */
export const getPersonalDataCounts = (kind: LeadKind, leadId: string): Promise<PersonalDataCounts> =>
  personCall(personalDataCountsSchema, "GET", kind, leadId, "/Counts", "Failed to count records");

/** GET …/PersonalData: everything stored about the lead's person (the server logs the export). */
export const exportPersonalData = (kind: LeadKind, leadId: string): Promise<PersonalData> =>
  personCall(personalDataSchema, "GET", kind, leadId, "", "Failed to export personal data");

/** DELETE …/PersonalData: erases the lead's person, all or nothing; answers what went. */
export const erasePersonalData = (kind: LeadKind, leadId: string): Promise<PersonalDataCounts> =>
  personCall(personalDataCountsSchema, "DELETE", kind, leadId, "", "Failed to erase personal data");
