import { SITE_PART_ATTRIBUTE, type SitePart } from "~/contract/site-origin";
import { env } from "~/lib/env";

/** Which origin the server sent this page on, when the admin has its own (undefined otherwise). */
export function sitePart(): SitePart | undefined {
  if (typeof document === "undefined") return undefined;
  const part = document.documentElement.getAttribute(SITE_PART_ATTRIBUTE);
  return part === "admin" || part === "public" ? part : undefined;
}

/**
 * Where API calls go. A page the server marked calls `/api` on its own origin, so the admin's calls (and
 * its refresh cookie) never leave the admin's origin; any other page where the build says.
 */
export const apiBaseUrl = (): string => (sitePart() ? "/api" : env.apiBaseUrl);
