// Main-thread work of a first visit, measured without Lighthouse's model: Chromium at 4× CPU slowdown
// (Emulation.setCPUThrottlingRate), from navigation until the page is interactive, the longest task,
// the total scripting time (CDP Performance metrics) and the JavaScript fetched by then. Our pages are
// interactive once hydrated (their consent banner is React's: e2e/flows.ts); a static peer once loaded.
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../e2e/chromium";

export interface MainThread {
  /** The longest main-thread task from navigation to hydration, ms. */
  longestTask: number;
  /** Tasks over 50 ms in that time. */
  longTasks: number;
  /** The part of those tasks beyond 50 ms, summed: Total Blocking Time measured, not modelled, ms. */
  blocking: number;
  /** Script evaluation and execution in that time, ms (CDP ScriptDuration). */
  scripting: number;
  /** Navigation start to hydration done (the load event for a static peer), ms. */
  hydrated: number;
  /** JavaScript fetched before that moment: compressed bytes as sent. */
  jsBytes: number;
}

const HYDRATED = 'section[aria-labelledby="consent-title"]:not([data-consent-boot])';

/** `ready`: a selector present once the page is interactive; without it, the load event. */
export async function measureMainThread(
  url: string,
  chromePath: string,
  ready: string | null = HYDRATED,
): Promise<MainThread> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __tasks: number[] };
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tasks.push(e.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: ready ? "commit" : "load", timeout: 60_000 });
    if (ready) await page.locator(ready).waitFor({ timeout: 60_000 });
    const { metrics } = await cdp.send("Performance.getMetrics");
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    const hydrated = await page.evaluate(() => performance.now());
    const jsBytes = await page.evaluate(
      (by) =>
        performance
          .getEntriesByType("resource")
          .filter((e) => e.name.split("?")[0]!.endsWith(".js") && e.responseEnd <= by)
          .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
      hydrated,
    );
    const scripting = (metrics.find((m) => m.name === "ScriptDuration")?.value ?? 0) * 1000;
    return {
      longestTask: Math.max(0, ...tasks),
      longTasks: tasks.length,
      blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      scripting,
      hydrated,
      jsBytes,
    };
  } finally {
    await browser.close();
  }
}
