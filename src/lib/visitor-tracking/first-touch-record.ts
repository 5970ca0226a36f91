// Records the visit's first touch for the lead forms (first-touch.ts reads it). Imported by the beacon
// only, so it travels in the beacon's chunk instead of a chunk of its own.
import type { FirstTouch } from "~/contract/collect";

const KEY = "firstTouch";
const MAX = 100;

export type Utm = { source?: string; medium?: string; campaign?: string };

/** The UTM parameters of a query string, trimmed; absent ones left out. */
export function utmOf(search: string): Utm {
  const q = new URLSearchParams(search);
  const pick = (name: string) => q.get(`utm_${name}`)?.trim().slice(0, MAX) || undefined;
  return { source: pick("source"), medium: pick("medium"), campaign: pick("campaign") };
}

/** Remembers the first page of the visit and its UTM; later pages change nothing. */
export function rememberFirstTouch(pathname: string, utm: Utm): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
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
