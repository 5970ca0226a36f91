import { useEffect } from "react";
import { useLocation } from "react-router";
import { initAnalytics, trackPageView } from "~/lib/analytics";
import { env } from "~/lib/env";
import { useAppStore } from "~/lib/store";

/** Reports a page view on every route change, only when configured and after consent. */
export function AnalyticsListener() {
  const consent = useAppStore((s) => s.consent);
  const location = useLocation();
  const enabled = Boolean(env.gaMeasurementId) && consent === "accepted";

  useEffect(() => {
    if (enabled && env.gaMeasurementId) initAnalytics(env.gaMeasurementId);
  }, [enabled]);

  useEffect(() => {
    if (enabled) trackPageView(location.pathname + location.search, document.title);
  }, [enabled, location.pathname, location.search]);

  return null;
}
