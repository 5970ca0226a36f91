// The visit's first touch (landing page and UTM), kept in sessionStorage (no cookie) for the lead forms.
import type { FirstTouch } from "~/contract/collect";

const KEY = "firstTouch";
const MAX = 100;

/** The UTM parameters of a query string, trimmed; absent ones left out. */
export function utmOf(search: string): { source?: string; medium?: string; campaign?: string } {
  const q = new URLSearchParams(search);
  const pick = (name: string) => q.get(`utm_${name}`)?.trim().slice(0, MAX) || undefined;
  return { source: pick("source"), medium: pick("medium"), campaign: pick("campaign") };
}

/** Remembers the first page of the visit and its UTM; later pages change nothing. */
export function rememberFirstTouch(pathname: string, search: string): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const utm = utmOf(search);
    const touch: FirstTouch = {
      landingPage: pathname.slice(0, 512),
      utmSource: utm.source,
      utmMedium: utm.medium,
      utmCampaign: utm.campaign,
    };
    sessionStorage.setItem(KEY, JSON.stringify(touch));
  } catch {
    // Storage refused (private mode, quota): the lead simply has no first touch.
  }
}

/** The stored first touch, to send with a contact or demo request; empty when there is none. */
export function firstTouch(): FirstTouch {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== "object") return {};
    const t = parsed as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === "string" && v ? v.slice(0, 512) : undefined);
    const path = text(t.landingPage);
    const touch: FirstTouch = {
      landingPage: path?.startsWith("/") && !path.startsWith("//") ? path : undefined,
      utmSource: text(t.utmSource)?.slice(0, MAX),
      utmMedium: text(t.utmMedium)?.slice(0, MAX),
      utmCampaign: text(t.utmCampaign)?.slice(0, MAX),
    };
    return Object.fromEntries(Object.entries(touch).filter(([, v]) => v !== undefined));
  } catch {
    return {};
  }
}
