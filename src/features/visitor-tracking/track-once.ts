import { trackVisitor } from "./track-visitor";

export const TRACKED_KEY = "visitorTracked";

let claimedWithoutStorage = false;

/** True the first time in this browser session (sessionStorage), so the visit is recorded once. */
function claimVisit(): boolean {
  try {
    if (sessionStorage.getItem(TRACKED_KEY)) return false;
    sessionStorage.setItem(TRACKED_KEY, "1");
    return true;
  } catch {
    // Storage blocked: once per page load instead.
    if (claimedWithoutStorage) return false;
    claimedWithoutStorage = true;
    return true;
  }
}

export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Records this visit once per browser session, once the page is idle; failures are logged and ignored. */
export function trackVisitOnce(): void {
  if (!claimVisit()) return;
  const run = () => {
    trackVisitor(browserTimezone()).catch((error: unknown) => {
      console.warn("Visitor tracking failed:", error instanceof Error ? error.message : error);
    });
  };
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 0);
}
