import { z } from "zod";
import { endpoint } from "../endpoint";
import {
  accessLabelSchema,
  apiKeySchema,
  newApiKeySchema,
  newShareLinkSchema,
  realtimeSchema,
  SHARE_TOKEN_HEADER,
  shareLinkSchema,
  weeklyReportSettingSchema,
} from "../analytics-sharing";
import { reportQuerySchema, trafficReportSchema } from "../analytics-report";
import { envelope, idParamSchema, messageAnswerSchema } from "../envelope";

const weekly = envelope(weeklyReportSettingSchema);

/** Realtime, the weekly mail, shared links and API keys (ADR 0050). */
export const analyticsSharingApi = {
  realtime: endpoint({
    method: "GET",
    path: "/Analytics/Realtime",
    response: envelope(realtimeSchema),
    errors: [401],
    summary: "Visitors of the last five minutes, with their pages and referring sites",
    failed: "Failed to fetch who is on the site now",
  }),
  weeklyReport: endpoint({
    method: "GET",
    path: "/Analytics/WeeklyReport",
    response: weekly,
    errors: [400, 401],
    summary: "Whether I get the weekly analytics mail (Mondays 09:00, company time)",
    failed: "Failed to fetch the weekly report setting",
  }),
  saveWeeklyReport: endpoint({
    method: "PUT",
    path: "/Analytics/WeeklyReport",
    body: weeklyReportSettingSchema,
    response: weekly,
    errors: [400, 401],
    summary: "Whether I get the weekly analytics mail (Mondays 09:00, company time)",
    failed: "The setting could not be saved. Please try again.",
  }),
  shareLinks: endpoint({
    method: "GET",
    path: "/Analytics/ShareLinks",
    response: envelope(z.array(shareLinkSchema)),
    errors: [401],
    summary: "Working shared links",
    failed: "Failed to fetch the shared links",
  }),
  createShareLink: endpoint({
    method: "POST",
    path: "/Analytics/ShareLinks",
    body: accessLabelSchema,
    response: envelope(newShareLinkSchema),
    errors: [400, 401, 403],
    summary: "A read-only link to the report; its address is in this answer only",
    failed: "The link could not be created. Please try again.",
  }),
  revokeShareLink: endpoint({
    method: "DELETE",
    path: "/Analytics/ShareLinks/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404],
    summary: "Stop a shared link",
    failed: "The link could not be revoked. Please try again.",
  }),
  apiKeys: endpoint({
    method: "GET",
    path: "/Analytics/ApiKeys",
    response: envelope(z.array(apiKeySchema)),
    errors: [401],
    summary: "Working API keys",
    failed: "Failed to fetch the API keys",
  }),
  createApiKey: endpoint({
    method: "POST",
    path: "/Analytics/ApiKeys",
    body: accessLabelSchema,
    response: envelope(newApiKeySchema),
    errors: [400, 401, 403],
    summary: "A read-only API key for GET /Analytics/Api/Report; the key is in this answer only",
    failed: "The key could not be created. Please try again.",
  }),
  revokeApiKey: endpoint({
    method: "DELETE",
    path: "/Analytics/ApiKeys/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404],
    summary: "Revoke an API key",
    failed: "The key could not be revoked. Please try again.",
  }),
  /** Signed out: the link's token goes in the SHARE_TOKEN_HEADER header. */
  sharedReport: endpoint({
    method: "GET",
    path: "/Analytics/Shared/Report",
    query: reportQuerySchema,
    response: envelope(trafficReportSchema),
    errors: [400, 404, 429],
    summary: `The report of a shared link, read with its token in the ${SHARE_TOKEN_HEADER} header`,
    failed: "Failed to fetch the shared report",
  }),
  sharedRealtime: endpoint({
    method: "GET",
    path: "/Analytics/Shared/Realtime",
    response: envelope(realtimeSchema),
    errors: [404, 429],
    summary: "The Now panel of a shared link (polled; not logged as a view)",
    failed: "Failed to fetch who is on the site now",
  }),
  /** For scripts, with an API key as the bearer token. */
  apiReport: endpoint({
    method: "GET",
    path: "/Analytics/Api/Report",
    query: reportQuerySchema,
    response: envelope(trafficReportSchema),
    errors: [400, 401, 429],
    summary: "The report as JSON for scripts, with a read-only API key (docs/analytics-api.md)",
    failed: "Failed to fetch the report",
  }),
};
