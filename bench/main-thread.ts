// Main-thread work of a first visit, measured without Lighthouse's model: Chromium at 4× CPU slowdown
// (Emulation.setCPUThrottlingRate), from navigation until the page is interactive, the longest task,
// the total scripting time (CDP Performance metrics) and the JavaScript fetched by then. The Long Tasks API
// leaves out rendering (style, layout, paint), which Chromium runs as a task of its own, so the longest
// rendering update is read from Long Animation Frame entries and reported beside it. Our pages are
// interactive once hydrated (React owns the footer, and the consent banner when the build asks for
// consent: e2e/flows.ts) and their whole stylesheet, linked after hydration, is applied; a static peer
// once loaded. The page is driven the way a visitor's
// browser runs it, with no inspector domain on (bench/cdp-pipe.ts).
import { launchOverPipe } from "./cdp-pipe";

export interface MainThread {
  /** The longest main-thread task from navigation until interactive, ms. */
  longestTask: number;
  /** The rendering update of the first paint (style and layout of the whole document), ms; 0 when its frame was under 50 ms. */
  firstRender: number;
  /** The longest rendering update after the first paint in that time, ms; 0 when no frame was over 50 ms. */
  laterRender: number;
  /** Tasks over 50 ms in that time. */
  longTasks: number;
  /** The part of those tasks beyond 50 ms, summed: Total Blocking Time measured, not modelled, ms. */
  blocking: number;
  /** Script evaluation and execution in that time, ms (CDP ScriptDuration). */
  scripting: number;
  /** Navigation start until interactive, ms. */
  interactive: number;
  /** JavaScript fetched before that moment: compressed bytes as sent. */
  jsBytes: number;
}

/** Our pages: hydrated, and the whole stylesheet in (its restyle is part of the load). */
const INTERACTIVE = `Object.keys(document.getElementById("site-footer") ?? {}).some((k) => k.startsWith("__reactFiber"))
  && !document.querySelector("[data-consent-boot]")
  && [...document.styleSheets].some((s) => /\\/assets\\/app-[^/]*\\.css$/.test(s.href ?? ""))`;

/** Two frames, so the rendering a just-loaded sheet causes has run; bounded, as a busy page may not draw. */
const TWO_FRAMES = `new Promise((done) => {
  requestAnimationFrame(() => requestAnimationFrame(done));
  setTimeout(done, 2000);
})`;

/** Long tasks, and the rendering part (renderStart to the frame's end) of each long animation frame. */
const OBSERVE_TASKS = `window.__tasks = []; window.__renders = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push(e.duration); })
  .observe({ type: "longtask", buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    if (e.renderStart > 0) window.__renders.push([e.renderStart, e.startTime + e.duration - e.renderStart]);
}).observe({ type: "long-animation-frame", buffered: true });`;

/** `ready`: an expression true once the page is interactive; without it, the load event. */
export async function measureMainThread(
  url: string,
  chromePath: string,
  ready: string | null = INTERACTIVE,
): Promise<MainThread> {
  // Over a bare pipe, not Playwright: with the Runtime domain on, the page pays for the inspector.
  const browser = await launchOverPipe(chromePath);
  try {
    const { targetId } = await browser.send<{ targetId: string }>("Target.createTarget", {
      url: "about:blank",
    });
    const { sessionId } = await browser.send<{ sessionId: string }>("Target.attachToTarget", {
      targetId,
      flatten: true,
    });
    const page = <T = Record<string, unknown>>(method: string, params?: Record<string, unknown>) =>
      browser.send<T>(method, params, sessionId);
    const evaluate = async <T>(expression: string): Promise<T> =>
      (await page<{ result: { value: T } }>("Runtime.evaluate", { expression, returnByValue: true })).result
        .value;
    await page("Emulation.setDeviceMetricsOverride", {
      width: 412,
      height: 823,
      deviceScaleFactor: 1,
      mobile: true,
    });
    await page("Page.enable");
    await page("Page.addScriptToEvaluateOnNewDocument", { source: OBSERVE_TASKS });
    await page("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page("Performance.enable");
    await page("Page.navigate", { url });
    const isReady = ready ?? `document.readyState === "complete"`;
    const deadline = Date.now() + 60_000;
    while (!(await evaluate<boolean>(`location.href !== "about:blank" && (${isReady})`))) {
      if (Date.now() > deadline) throw new Error(`${url} was not ready within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const interactive = await evaluate<number>("performance.now()");
    await page("Runtime.evaluate", { expression: TWO_FRAMES, awaitPromise: true });
    const { metrics } = await page<{ metrics: { name: string; value: number }[] }>("Performance.getMetrics");
    const { tasks, renders, firstPaint, jsBytes } = await evaluate<{
      tasks: number[];
      renders: Array<[start: number, duration: number]>;
      firstPaint: number;
      jsBytes: number;
    }>(
      `({
        tasks: window.__tasks,
        renders: window.__renders,
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        jsBytes: performance.getEntriesByType("resource")
          .filter((e) => e.name.split("?")[0].endsWith(".js") && e.responseEnd <= ${interactive})
          .reduce((sum, e) => sum + e.encodedBodySize, 0),
      })`,
    );
    const scripting = (metrics.find((m) => m.name === "ScriptDuration")?.value ?? 0) * 1000;
    // The first paint's update is the last one to start before that paint.
    const before = renders.filter(([start]) => start <= firstPaint);
    return {
      longestTask: Math.max(0, ...tasks),
      firstRender: before.at(-1)?.[1] ?? 0,
      laterRender: Math.max(0, ...renders.filter(([start]) => start > firstPaint).map(([, d]) => d)),
      longTasks: tasks.length,
      blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      scripting,
      interactive,
      jsBytes,
    };
  } finally {
    await browser.close();
  }
}
