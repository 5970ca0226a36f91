// The steps every written page gets before it is served, whether the build prerendered it or the server
// published it again with the owner's settings (decision 72): one function, so both stay the same.
import { inlineCriticalCss } from "./critical-css";
import { leanPostPages } from "./insights/lean-post-data";

/**
 * Finishes the pages written in `dir` (a client folder or a published one): post pages' inline data without
 * the body (decision 54), then each page's critical CSS (decision 25).
 */
export async function finishPages(dir: string, postPaths: readonly string[]): Promise<void> {
  leanPostPages(dir, postPaths);
  await inlineCriticalCss(dir);
}
