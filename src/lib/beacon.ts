// The cookieless analytics beacon, loaded after first paint: page views on every route change and the
// page's Web Vitals, sent with navigator.sendBeacon to the same API. Nothing is stored on the device
// except the visit's first touch in sessionStorage (for the lead forms).
import { env } from "./env";
import { rememberFirstTouch, utmOf } from "./first-touch";
import { session } from "./session";

type Body = Record<string, unknown>;
const endpoint = `${env.apiBaseUrl}/Analytics/Collect`;

/** One leading slash and a bounded length, as the collect endpoint accepts it. */
const sitePath = (pathname: string) => `/${pathname.replace(/^\/+/, "")}`.slice(0, 512);
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

const screenClass = () => (innerWidth < 640 ? "mobile" : innerWidth < 1024 ? "tablet" : "desktop");

function send(body: Body): void {
  const data = JSON.stringify(body);
  const token = session.token();
  // Signed-in staff send their token, so the server can leave them out (sendBeacon cannot carry it).
  if (!token && navigator.sendBeacon?.(endpoint, new Blob([data], { type: "text/plain" }))) return;
  void fetch(endpoint, {
    method: "POST",
    body: data,
    keepalive: true,
    headers: { "content-type": "text/plain", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  }).catch(() => undefined);
}

let first = true;

/** One page view; the referrer's host goes with the first one only, and only from another site. */
export function pageView(pathname: string, search: string): void {
  rememberFirstTouch(pathname, search);
  let referrer: string | undefined;
  if (first) {
    first = false;
    startVitals(sitePath(pathname));
    try {
      const host = document.referrer ? new URL(document.referrer).host : "";
      if (HOST.test(host) && host !== location.host) referrer = host;
    } catch {
      // An unreadable referrer is left out.
    }
  }
  const utm = utmOf(search);
  const hasUtm = Boolean(utm.source || utm.medium || utm.campaign);
  send({
    kind: "pageview",
    path: sitePath(pathname),
    referrer,
    utm: hasUtm ? utm : undefined,
    screen: screenClass(),
  });
}

/** LCP, INP, CLS and TTFB of the page first loaded, sent once when it is hidden. */
function startVitals(path: string): void {
  void import("web-vitals").then(({ onCLS, onINP, onLCP, onTTFB }) => {
    const metrics: Body = {};
    const keep = ({ name, value }: { name: string; value: number }) => {
      metrics[name.toLowerCase()] = name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
    };
    onLCP(keep);
    onINP(keep);
    onCLS(keep);
    onTTFB(keep);
    // Added after web-vitals' own listeners, so the final values are in by the time this runs.
    addEventListener("visibilitychange", () => {
      if (document.visibilityState !== "hidden" || !Object.keys(metrics).length) return;
      send({ kind: "vitals", path, screen: screenClass(), ...metrics });
      for (const k of Object.keys(metrics)) delete metrics[k];
    });
  });
}
