import { useEffect } from "react";
import { useLocation } from "react-router";
import {
  initAnalytics,
  setAnalyticsDisabled,
  trackPageView,
  updateConsent,
} from "~/lib/visitor-tracking/analytics";
import type * as Beacon from "~/lib/visitor-tracking/beacon";
import { whenIdle } from "~/lib/chat-widget";
import { env } from "~/lib/env";
import { useAppStore } from "~/lib/store";

// The cookieless beacon: fetched once the browser is idle after first paint, never in the first load.
let beacon: Promise<typeof Beacon> | undefined;
const loadBeacon = () =>
  (beacon ??= new Promise<void>((resolve) => whenIdle(resolve)).then(
    () => import("~/lib/visitor-tracking/beacon"),
  ));

/**
 * Reports a page view on every route change: to the site's own cookieless counter always, and to
 * GA4 only when configured and after consent.
 */
export function AnalyticsListener({ measurementId = env.gaMeasurementId }: { measurementId?: string }) {
  const consent = useAppStore((s) => s.consent);
  const { pathname, search } = useLocation();
  const enabled = Boolean(measurementId) && consent === "accepted";

  useEffect(() => {
    void loadBeacon().then(
      (b) => b.pageView(pathname, search),
      () => undefined,
    );
  }, [pathname, search]);

  useEffect(() => {
    if (!measurementId || consent !== "rejected") return;
    setAnalyticsDisabled(measurementId);
    updateConsent(false);
  }, [measurementId, consent]);

  useEffect(() => {
    if (!enabled || !measurementId) return;
    // Read now: React Router's <Meta /> set this page's title in the same commit.
    const title = document.title;
    void initAnalytics(measurementId).then(() => trackPageView(pathname + search, title));
  }, [enabled, measurementId, pathname, search]);

  return null;
}
