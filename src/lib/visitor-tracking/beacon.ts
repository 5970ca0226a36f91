// The cookieless analytics beacon, loaded after first paint: page views on every route change, named
// events, and the page's Web Vitals, sent with navigator.sendBeacon to the same API. Nothing is stored
// on the device except the visit's first touch in sessionStorage (for the lead forms).
import type { EventName } from "~/contract/collect";
import { apiBaseUrl } from "~/lib/site-part";
import { rememberFirstTouch, utmOf } from "./first-touch-record";
import { session } from "~/lib/auth/session";

type Body = Record<string, unknown>;
const endpoint = `${apiBaseUrl()}/Analytics/Collect`;

/** One leading slash and a bounded length, as the collect endpoint accepts it. */
const sitePath = (pathname: string) => `/${pathname.replace(/^\/+/, "")}`.slice(0, 512);
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

const screenClass = () => (innerWidth < 640 ? "mobile" : innerWidth < 1024 ? "tablet" : "desktop");

function send(body: Body): void {
  const data = JSON.stringify(body);
  const token = session.token();
  // A staff tab on a public page holds no token (it lives in the admin pages' memory only, ADR 0037):
  // its page views, and those of a browser where staff are signed in, are left out here, without renewing a token on a page that runs third-party scripts.
  if (!token && (session.flagged() || session.inBrowser())) return;
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
  const path = sitePath(pathname);
  const utm = utmOf(search);
  rememberFirstTouch(pathname, utm);
  let referrer: string | undefined;
  if (first) {
    first = false;
    startVitals(path);
    document.addEventListener("click", onClick, true);
    try {
      const host = document.referrer ? new URL(document.referrer).host : "";
      if (HOST.test(host) && host !== location.host) referrer = host;
    } catch {
      // An unreadable referrer is left out.
    }
  }
  const hasUtm = Boolean(utm.source || utm.medium || utm.campaign);
  send({ kind: "pageview", path, referrer, utm: hasUtm ? utm : undefined, screen: screenClass() });
}

/** Events that load the Web Vitals code: the visitor's first interaction with the page. */
const VITALS_AFTER = ["pointerdown", "keydown", "scroll", "touchstart"];

/**
 * Starts measuring the page's Web Vitals at the visitor's first interaction, never with the page: that
 * code and web-vitals (3 KB gzip) stay out of the first load, and the browser keeps the entries they
 * read (LCP and layout shifts, slow interactions, navigation timing) until then.
 */
function startVitals(path: string): void {
  const start = () => {
    for (const type of VITALS_AFTER) removeEventListener(type, start, true);
    void import("./beacon-vitals").then((v) =>
      v.collectVitals((metrics) => send({ kind: "vitals", path, screen: screenClass(), ...metrics })),
    );
  };
  for (const type of VITALS_AFTER) addEventListener(type, start, { capture: true, passive: true });
}

/** One named event of the current page; the server refuses properties not on the event's list. */
export function track(name: EventName, props?: Record<string, string>): void {
  send({ kind: "event", name, path: sitePath(location.pathname), props, screen: screenClass() });
}

const DOWNLOAD = /\.(pdf|zip|docx?|xlsx?|pptx?|csv|txt|ics)$/i;

/**
 * The one delegated click listener: links marked `data-cta` (the site's call-to-action buttons), phone,
 * email and WhatsApp links, files of the site and links to other sites. Only the link's kind, host or
 * path is sent, never its text.
 */
function onClick(e: MouseEvent): void {
  const a = (e.target as Element).closest?.("a[href]");
  if (!(a instanceof HTMLAnchorElement)) return;
  const { protocol, host, pathname } = a;
  const page = sitePath(location.pathname);
  if (a.dataset.cta) track("CTA click", { label: a.dataset.cta, page });
  else if (protocol === "tel:") track("Phone click");
  else if (protocol === "mailto:") track("Email click");
  else if (/^(wa\.me|api\.whatsapp\.com)$/.test(host)) track("WhatsApp click");
  else if (!/^https?:$/.test(protocol)) return;
  else if (host !== location.host) track("Outbound link", { host });
  else if (DOWNLOAD.test(pathname)) track("File download", { file: pathname });
}
