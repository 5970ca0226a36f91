import { useEffect } from "react";
import { useAppStore } from "~/lib/store";
import { trackVisitOnce } from "./track-once";

/** Calls TrackVisitor once per browser session, only after the visitor accepted the consent banner. */
export function VisitorTracker() {
  const consent = useAppStore((s) => s.consent);
  useEffect(() => {
    if (consent === "accepted") trackVisitOnce();
  }, [consent]);
  return null;
}
