import { envelope } from "~/contract/envelope";
import {
  type PersonalData,
  type PersonalDataCounts,
  personalDataCountsSchema,
  personalDataSchema,
} from "~/contract/lead-privacy";
import type { LeadKind } from "~/contract/leads";
import { request } from "~/lib/api-client";

const base = (kind: LeadKind, leadId: string) =>
  `/v1/Leads/${kind}/${encodeURIComponent(leadId)}/PersonalData`;

/** GET …/PersonalData/Counts: what erasing the lead's person would remove, per kind. */
export async function getPersonalDataCounts(kind: LeadKind, leadId: string): Promise<PersonalDataCounts> {
  const schema = envelope(personalDataCountsSchema);
  const answer = await request(
    schema,
    { method: "GET", url: `${base(kind, leadId)}/Counts` },
    "Failed to count records",
  );
  if (!answer.data) throw new Error("Failed to count records");
  return answer.data;
}

/** GET …/PersonalData: everything stored about the lead's person (the server logs the export). */
export async function exportPersonalData(kind: LeadKind, leadId: string): Promise<PersonalData> {
  const schema = envelope(personalDataSchema);
  const answer = await request(
    schema,
    { method: "GET", url: base(kind, leadId) },
    "Failed to export personal data",
  );
  if (!answer.data) throw new Error("Failed to export personal data");
  return answer.data;
}

/** DELETE …/PersonalData: erases the lead's person, all or nothing; answers what went. */
export async function erasePersonalData(kind: LeadKind, leadId: string): Promise<PersonalDataCounts> {
  const schema = envelope(personalDataCountsSchema);
  const answer = await request(
    schema,
    { method: "DELETE", url: base(kind, leadId) },
    "Failed to erase personal data",
  );
  if (!answer.data) throw new Error("Failed to erase personal data");
  return answer.data;
}
