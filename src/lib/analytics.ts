import ReactGA from "react-ga4";

let initializedWith: string | null = null;

/** Starts GA4 once; call only after the visitor accepted analytics. */
export function initAnalytics(measurementId: string): void {
  if (initializedWith === measurementId) return;
  ReactGA.initialize(measurementId, { gaOptions: { anonymizeIp: true } });
  initializedWith = measurementId;
}

export function trackPageView(path: string, title: string): void {
  if (!initializedWith) return;
  ReactGA.send({ hitType: "pageview", page: path, title });
}
