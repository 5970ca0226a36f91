// GA4 through react-ga4, loaded on demand: the library stays out of the first page load and is never
// fetched for visitors who do not accept analytics. It runs under Google Consent Mode v2 (ADR 0031).
import type ReactGAModule from "react-ga4";

type GA = typeof ReactGAModule;
type Signal = "granted" | "denied";

/** The Consent Mode v2 signals gtag reads. */
export interface ConsentSignals {
  analytics_storage: Signal;
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
}

/**
 * The banner asks about analytics only, so Accept grants analytics storage and nothing else: the ad
 * signals stay denied whatever the visitor chose, since nothing ever asked for them.
 */
export const consentSignals = (accepted: boolean): ConsentSignals => ({
  analytics_storage: accepted ? "granted" : "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
});

let ga: Promise<GA> | null = null;
let measurement: string | null = null;
/** The choice gtag was last told. */
let granted = false;

/** Loads and starts GA4 once; call only after the visitor accepted analytics. */
export function initAnalytics(measurementId: string): Promise<void> {
  if (ga) updateConsent(true);
  else {
    measurement = measurementId;
    granted = true;
    ga = import("react-ga4").then(({ default: ReactGA }) => {
      // The defaults go on the dataLayer before the config, so gtag never runs without them; read now,
      // in case the visitor withdrew while the library was loading.
      ReactGA.gtag("consent", "default", consentSignals(granted));
      // Page views are sent by the route listener; gtag's automatic one would count the first page twice.
      ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false, anonymize_ip: true } });
      return ReactGA;
    });
  }
  setAnalyticsDisabled(measurementId, false);
  return ga.then(() => undefined);
}

/** Tells an already loaded gtag that the visitor changed their choice; nothing when GA was never loaded. */
export function updateConsent(accepted: boolean): void {
  if (!ga || accepted === granted) return;
  granted = accepted;
  void ga.then((ReactGA) => ReactGA.gtag("consent", "update", consentSignals(accepted)));
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
