// Main-thread work of a first visit, measured without Lighthouse's model: Chromium at 4× CPU slowdown
// (Emulation.setCPUThrottlingRate), from navigation until the page is hydrated (its consent banner is
// React's: e2e/flows.ts), the longest task and the total scripting time (CDP Performance metrics).
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../e2e/chromium";

export interface MainThread {
  /** The longest main-thread task from navigation to hydration, ms. */
  longestTask: number;
  /** Tasks over 50 ms in that time. */
  longTasks: number;
  /** Script evaluation and execution in that time, ms (CDP ScriptDuration). */
  scripting: number;
  /** Navigation start to hydration done, ms. */
  hydrated: number;
}

const HYDRATED = 'section[aria-labelledby="consent-title"]:not([data-consent-boot])';

export async function measureMainThread(url: string, chromePath: string): Promise<MainThread> {
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
    await page.goto(url, { waitUntil: "commit" });
    await page.locator(HYDRATED).waitFor({ timeout: 60_000 });
    const { metrics } = await cdp.send("Performance.getMetrics");
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    const hydrated = await page.evaluate(() => performance.now());
    const scripting = (metrics.find((m) => m.name === "ScriptDuration")?.value ?? 0) * 1000;
    return {
      longestTask: Math.max(0, ...tasks),
      longTasks: tasks.length,
      scripting,
      hydrated,
    };
  } finally {
    await browser.close();
  }
}
