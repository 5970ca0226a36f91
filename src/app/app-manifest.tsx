import { useMounted } from "~/lib/hooks/use-mounted";

/**
 * The web app manifest's link, added once the page has hydrated. Chrome fetches a linked manifest as soon
 * as the page has loaded, and on a slow link that fetch competes with the first paint; only installing the
 * site needs it, and Chrome reads a manifest link added later.
 */
export function AppManifest() {
  return useMounted() ? <link rel="manifest" href="/site.webmanifest" /> : null;
}
