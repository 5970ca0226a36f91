import { type ExternalOrigins, gaOrigins, mergeOrigins, noOrigins } from "./csp";

/** The build-time settings (VITE_*) that decide which other origins the built site talks to. */
export interface SiteSettings {
  gaMeasurementId?: string;
  chatWidgetSrc?: string;
  /** VITE_API_BASE_URL: an absolute URL puts the API on another origin, which pages must be allowed to call. */
  apiBaseUrl?: string;
}

const originOf = (url: string | undefined) =>
  url && /^https?:\/\//.test(url) ? new URL(url).origin : undefined;

/** Third-party origins the built code may load: GA when a measurement id is built in, a chat script, map frames, the API. */
export function externalOrigins(jsSources: string[], site: SiteSettings): ExternalOrigins {
  const code = jsSources.join("\n");
  const parts: ExternalOrigins[] = [noOrigins];
  if (site.gaMeasurementId || /["'`]G-[A-Z0-9]{6,14}["'`]/.test(code)) parts.push(gaOrigins);
  const chat = originOf(site.chatWidgetSrc);
  if (chat) parts.push({ script: [chat], connect: [chat], img: [chat], frame: [chat] });
  const frames = [
    ["https://www.google.com/maps", "https://www.google.com"],
    ["https://maps.google.com", "https://maps.google.com"],
    ["https://www.openstreetmap.org/export/embed", "https://www.openstreetmap.org"],
  ] as const;
  for (const [needle, origin] of frames) {
    if (code.includes(needle)) parts.push({ ...noOrigins, frame: [origin] });
  }
  return mergeOrigins(...parts, apiOrigins(site));
}

/** The API's origin when it is not the site's own (login and admin pages call it too). */
export function apiOrigins(site: SiteSettings): ExternalOrigins {
  const api = originOf(site.apiBaseUrl);
  return api ? { ...noOrigins, connect: [api] } : noOrigins;
}
