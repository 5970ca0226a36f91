import { useEffect } from "react";
import { useLocation } from "react-router";
import { initAnalytics, setAnalyticsDisabled, trackPageView } from "~/lib/analytics";
import { env } from "~/lib/env";
import { useAppStore } from "~/lib/store";

/** Reports a page view on every route change, only when configured and after consent. */
export function AnalyticsListener({ measurementId = env.gaMeasurementId }: { measurementId?: string }) {
  const consent = useAppStore((s) => s.consent);
  const { pathname, search } = useLocation();
  const enabled = Boolean(measurementId) && consent === "accepted";

  useEffect(() => {
    if (measurementId && consent === "rejected") setAnalyticsDisabled(measurementId);
  }, [measurementId, consent]);

  useEffect(() => {
    if (!enabled || !measurementId) return;
    // Read now: React Router's <Meta /> set this page's title in the same commit.
    const title = document.title;
    void initAnalytics(measurementId).then(() => trackPageView(pathname + search, title));
  }, [enabled, measurementId, pathname, search]);

  return null;
}
