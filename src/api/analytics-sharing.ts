import {
  type AccessLabel,
  type ApiKey,
  apiKeySchema,
  type NewApiKey,
  newApiKeySchema,
  type NewShareLink,
  newShareLinkSchema,
  type Realtime,
  realtimeSchema,
  SHARE_TOKEN_HEADER,
  type ShareLink,
  shareLinkSchema,
  type WeeklyReportSetting,
  weeklyReportSettingSchema,
} from "~/contract/analytics-sharing";
import { trafficReportSchema, type TrafficReport } from "~/contract/analytics-report";
import { messageAnswerSchema } from "~/contract/envelope";
import { request, requestData } from "~/lib/http/api-client";
import { z } from "zod";

const id = encodeURIComponent;

/** GET /Analytics/Realtime: visitors of the last five minutes. */
export async function getRealtime(): Promise<Realtime> {
  return requestData(
    realtimeSchema,
    { method: "GET", url: "/Analytics/Realtime" },
    "Failed to fetch who is on the site now",
  );
}

/** GET /Analytics/WeeklyReport (owners): whether I get the Monday mail. */
export async function getWeeklyReportSetting(): Promise<WeeklyReportSetting> {
  return requestData(
    weeklyReportSettingSchema,
    { method: "GET", url: "/Analytics/WeeklyReport" },
    "Failed to fetch the weekly report setting",
  );
}

export async function saveWeeklyReportSetting(setting: WeeklyReportSetting): Promise<WeeklyReportSetting> {
  return requestData(
    weeklyReportSettingSchema,
    { method: "PUT", url: "/Analytics/WeeklyReport", data: setting },
    "The setting could not be saved. Please try again.",
  );
}

export async function getShareLinks(): Promise<ShareLink[]> {
  return requestData(
    z.array(shareLinkSchema),
    { method: "GET", url: "/Analytics/ShareLinks" },
    "Failed to fetch the shared links",
  );
}

export async function createShareLink(input: AccessLabel): Promise<NewShareLink> {
  return requestData(
    newShareLinkSchema,
    { method: "POST", url: "/Analytics/ShareLinks", data: input },
    "The link could not be created. Please try again.",
  );
}

export async function revokeShareLink(linkId: string): Promise<void> {
  await request(
    messageAnswerSchema,
    { method: "DELETE", url: `/Analytics/ShareLinks/${id(linkId)}` },
    "The link could not be revoked. Please try again.",
  );
}

export async function getApiKeys(): Promise<ApiKey[]> {
  return requestData(
    z.array(apiKeySchema),
    { method: "GET", url: "/Analytics/ApiKeys" },
    "Failed to fetch the API keys",
  );
}

export async function createApiKey(input: AccessLabel): Promise<NewApiKey> {
  return requestData(
    newApiKeySchema,
    { method: "POST", url: "/Analytics/ApiKeys", data: input },
    "The key could not be created. Please try again.",
  );
}

export async function revokeApiKey(keyId: string): Promise<void> {
  await request(
    messageAnswerSchema,
    { method: "DELETE", url: `/Analytics/ApiKeys/${id(keyId)}` },
    "The key could not be revoked. Please try again.",
  );
}

/** GET /Analytics/Shared/Report: a shared link's report, signed out; the token goes in a header. */
export async function getSharedReport(token: string, from: string, to: string): Promise<TrafficReport> {
  const url = `/Analytics/Shared/Report?from=${id(from)}&to=${id(to)}`;
  return requestData(
    trafficReportSchema,
    { method: "GET", url, headers: { [SHARE_TOKEN_HEADER]: token } },
    "Failed to fetch the shared report",
  );
}

/** GET /Analytics/Shared/Realtime: a shared link's Now panel. */
export async function getSharedRealtime(token: string): Promise<Realtime> {
  return requestData(
    realtimeSchema,
    { method: "GET", url: "/Analytics/Shared/Realtime", headers: { [SHARE_TOKEN_HEADER]: token } },
    "Failed to fetch who is on the site now",
  );
}
