// The site's build-time settings (VITE_*, see .env.example), read and checked here and nowhere else.
// The check runs with zod when the site is built, served in development or tested: vite.config.ts and
// vitest.config.ts call parseSiteEnv and hand the result to the code as the constant __SITE_ENV__. A wrong
// value stops the build, and no page ships zod for it (decision 9).
import type { ZodType } from "zod";

export interface SiteEnv {
  /** Where the site sends API calls. */
  apiBaseUrl: string;
  /** Origin for canonical links, the sitemap and Open Graph tags, without a trailing slash. */
  siteUrl: string;
  /** GA4 measurement id; analytics stay off without it. */
  gaMeasurementId?: string;
  /** External chat widget script; nothing is loaded without it. */
  chatWidgetSrc?: string;
}

/** Reads the VITE_* settings from `source` (empty counts as unset); throws with every wrong value named. */
export async function parseSiteEnv(source: Record<string, string | undefined>): Promise<SiteEnv> {
  const { z } = await import("zod");
  const unsetWhenBlank = (value: unknown) =>
    typeof value === "string" && value.trim() === "" ? undefined : value;
  const setting = <T extends ZodType>(schema: T) => z.preprocess(unsetWhenBlank, schema);
  const webUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
  const pathOrUrl = z.union(
    [
      z
        .string()
        .trim()
        .regex(/^\/(?!\/)/),
      webUrl,
    ],
    {
      error: "must be a path starting with / or an http(s) URL",
    },
  );
  const schema = z.object({
    VITE_API_BASE_URL: setting(pathOrUrl.default("/api")),
    VITE_SITE_URL: setting(webUrl.trim().default("https://www.example.com")),
    VITE_GA_MEASUREMENT_ID: setting(
      z
        .string()
        .trim()
        .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXXXXX")
        .optional(),
    ),
    VITE_CHAT_WIDGET_SRC: setting(pathOrUrl.optional()),
  });
  const result = schema.safeParse(source);
  if (!result.success) throw new Error(`Invalid site settings (VITE_*):\n${z.prettifyError(result.error)}`);
  const e = result.data;
  return {
    apiBaseUrl: e.VITE_API_BASE_URL,
    siteUrl: e.VITE_SITE_URL.replace(/\/+$/, ""),
    ...(e.VITE_GA_MEASUREMENT_ID ? { gaMeasurementId: e.VITE_GA_MEASUREMENT_ID } : {}),
    ...(e.VITE_CHAT_WIDGET_SRC ? { chatWidgetSrc: e.VITE_CHAT_WIDGET_SRC } : {}),
  };
}

declare const __SITE_ENV__: SiteEnv | undefined;

/** The checked settings, built into the code. Undefined only while a config file itself loads this module. */
export const env = (typeof __SITE_ENV__ === "undefined" ? undefined : __SITE_ENV__) as SiteEnv;
