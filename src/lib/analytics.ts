// GA4 through react-ga4, loaded on demand: the library stays out of the first page load and is never
// fetched for visitors who do not accept analytics.
import type ReactGAModule from "react-ga4";

type GA = typeof ReactGAModule;

let ga: Promise<GA> | null = null;
let measurement: string | null = null;

/** Loads and starts GA4 once; call only after the visitor accepted analytics. */
export function initAnalytics(measurementId: string): Promise<void> {
  setAnalyticsDisabled(measurementId, false);
  if (!ga) {
    measurement = measurementId;
    ga = import("react-ga4").then(({ default: ReactGA }) => {
      // Page views are sent by the route listener; gtag's automatic one would count the first page twice.
      ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false, anonymize_ip: true } });
      return ReactGA;
    });
  }
  return ga.then(() => undefined);
}

/** Sends one page view; does nothing before initAnalytics. */
export function trackPageView(path: string, title: string): Promise<void> {
  if (!ga) return Promise.resolve();
  return ga.then((ReactGA) => ReactGA.send({ hitType: "pageview", page: path, title }));
}

/** GA's documented opt-out flag: stops an already loaded gtag from sending anything after a Reject. */
export function setAnalyticsDisabled(measurementId: string | null = measurement, disabled = true): void {
  if (measurementId) (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = disabled;
}
