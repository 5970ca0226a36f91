// The visit's first touch (landing page and UTM), kept in sessionStorage (no cookie) for the lead forms.
// The beacon writes it (first-touch-record.ts, in the beacon's own chunk); the lead forms read it here.
import type { FirstTouch } from "~/contract/collect";

// The same key in first-touch-record.ts: importing it from here would pull this reader into the beacon.
const KEY = "firstTouch";
const MAX = 100;

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
