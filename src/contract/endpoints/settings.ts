import { endpoint } from "../endpoint";
import { companySettingsSchema, companySettingsViewSchema } from "../company-settings";
import { envelope } from "../envelope";

/** The company's settings: read and saved by owners on the Settings screen. */
export const settingsApi = {
  company: endpoint({
    method: "GET",
    path: "/Settings/Company",
    response: envelope(companySettingsViewSchema),
    errors: [401, 403],
    summary: "The company's name, contacts, brand colour, inbox, time zone and GST note (owners)",
    failed: "Failed to load the settings",
  }),
  saveCompany: endpoint({
    method: "PUT",
    path: "/Settings/Company",
    body: companySettingsSchema,
    response: envelope(companySettingsViewSchema),
    errors: [400, 401, 403],
    summary: "Save the company's settings; mails and calendars use them at once (owners)",
    failed: "Failed to save the settings",
  }),
} as const;
