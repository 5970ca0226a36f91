// The page's Web Vitals, loaded by the beacon at the visitor's first interaction (with web-vitals, in one
// chunk of their own) and handed back to the beacon to send.
import { onCLS, onINP, onLCP, onTTFB } from "web-vitals";

/** LCP, INP, CLS and TTFB of the page first loaded, reported when it is hidden (again if they changed). */
export function collectVitals(report: (metrics: Record<string, number>) => void): void {
  let metrics: Record<string, number> = {};
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
    report(metrics);
    metrics = {};
  });
}
