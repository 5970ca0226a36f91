import { z } from "zod";

// Realtime, the weekly mail setting, shared links and API keys of the Analytics screen (ADR 0050).

/** The "Now" panel looks back this far. */
export const REALTIME_MINUTES = 5;

const count = z.number().int().min(0);
const nameRow = z.object({ value: z.string(), visitors: count });

/** GET /Analytics/Realtime: who was on the site in the last five minutes. */
export const realtimeSchema = z.object({
  /** Distinct visitors with any event in the window. */
  visitors: count,
  /** Pages viewed in the window, by distinct visitors. */
  pages: z.array(nameRow),
  /** Referring sites of those page views ("Direct" when none), by distinct visitors. */
  sources: z.array(nameRow),
  /** When the window ended (ISO time). */
  at: z.string(),
});
export type Realtime = z.infer<typeof realtimeSchema>;

/** GET/PUT /Analytics/WeeklyReport: the signed-in owner's choice. */
export const weeklyReportSettingSchema = z.object({ enabled: z.boolean() });
export type WeeklyReportSetting = z.infer<typeof weeklyReportSettingSchema>;

const label = z
  .string({ error: "Enter a name" })
  .trim()
  .min(1, "Enter a name")
  .max(60, "Use at most 60 characters");

/** POST /Analytics/ShareLinks and /Analytics/ApiKeys: a name to tell links or keys apart. */
export const accessLabelSchema = z.object({ label });
export type AccessLabel = z.infer<typeof accessLabelSchema>;

export const shareLinkSchema = z.object({
  _id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastViewedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** A new link: its address, shown once (only the token's hash is stored). */
export const newShareLinkSchema = shareLinkSchema.extend({ url: z.string() });
export type NewShareLink = z.infer<typeof newShareLinkSchema>;

export const apiKeySchema = z.object({
  _id: z.string(),
  label: z.string(),
  /** The key's first characters. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A new key, shown once (only its hash is stored). */
export const newApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type NewApiKey = z.infer<typeof newApiKeySchema>;

/** The header a shared report page sends its token in (never the URL, so it stays out of logs). */
export const SHARE_TOKEN_HEADER = "x-share-token";
/** API keys start with this, so a leaked one is easy to recognise. */
export const API_KEY_PREFIX = "cak_";
