import type { UIMatch } from "react-router";

/** A route's `handle`: what the public layout needs to know about its page. */
export interface PageHandle {
  /** The whole page is text and links fixed at build time: hydration skips it (decision 41). */
  static?: boolean;
}

/** `export const handle = staticPage;` in a route whose page has nothing React must make interactive. */
export const staticPage: PageHandle = { static: true };

export function isStaticPage(matches: readonly UIMatch[]): boolean {
  return matches.some((m) => (m.handle as PageHandle | undefined)?.static === true);
}
