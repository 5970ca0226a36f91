import { endpoint } from "../endpoint";
import { envelope } from "../envelope";
import { personalDataCountsSchema, personalDataSchema } from "../lead-privacy";
import { leadParamsSchema } from "../leads";
import {
  personalDataEraseSchema,
  personalDataPreviewSchema,
  personalDataSelectionSchema,
} from "../person-records";

/**
 * Personal data requests on the person of a lead (owners only): review every matched record, then
 * export or erase the ticked ones.
 */
export const leadPrivacyApi = {
  preview: endpoint({
    method: "GET",
    path: "/v1/Leads/:kind/:id/PersonalData/Preview",
    params: leadParamsSchema,
    response: envelope(personalDataPreviewSchema),
    errors: [400, 401, 404, 403],
    summary:
      "Every record of the lead's person, why it matched (same email, same phone) and whether it starts ticked",
    failed: "Failed to find the person's records",
  }),
  export: endpoint({
    method: "POST",
    path: "/v1/Leads/:kind/:id/PersonalData/Export",
    params: leadParamsSchema,
    body: personalDataSelectionSchema,
    response: envelope(personalDataSchema),
    errors: [400, 401, 404, 403, 409],
    summary: "Everything stored about the ticked records of the lead's person, as JSON",
    failed: "Failed to export personal data",
  }),
  erase: endpoint({
    method: "POST",
    path: "/v1/Leads/:kind/:id/PersonalData/Erase",
    params: leadParamsSchema,
    body: personalDataEraseSchema,
    response: envelope(personalDataCountsSchema),
    errors: [400, 401, 404, 403, 409],
    summary:
      "Erase the ticked records with their notes, history, codes and visitor records; 409 if the counts shown changed",
    failed: "Failed to erase personal data",
  }),
};
