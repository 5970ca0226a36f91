import { describe, expect, it, vi } from "vitest";
import { FALLBACK_MS, afterFirstPaint } from "~/app/after-first-paint";

// React Router's inline hydration module, as its <Scripts> writes it for a prerendered page.
const framework = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/public-layout-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/public-layout":route1};

import("/assets/entry.client-4.js");`;

describe("afterFirstPaint", () => {
  it("turns the static imports into imports started after the first contentful paint", () => {
    const out = afterFirstPaint(framework);
    expect(out).not.toMatch(/^\s*import\s/m);
    expect(out).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/public-layout-3.js")])',
    );
    expect(out).toContain('getEntriesByName("first-contentful-paint")');
  });

  // Runs the rewritten script with fake browser parts; returns what it loaded and the hooks to drive it.
  function start(options: { visibility?: string; paintTiming?: boolean } = {}) {
    const loaded: string[] = [];
    const modules: Record<string, object> = {};
    const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
    const frames: Array<() => void> = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    let observer:
      | ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void)
      | undefined;
    let disconnected = false;
    class FakeObserver {
      static supportedEntryTypes = options.paintTiming === false ? ["mark"] : ["paint", "mark"];
      constructor(cb: typeof observer) {
        observer = cb;
      }
      observe() {}
    }
    const script = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "document",
      "window",
      "PerformanceObserver",
      "load",
      afterFirstPaint(framework).replaceAll("import(", "load("),
    );
    script(
      (cb: () => void) => frames.push(cb),
      (cb: () => void, ms = 0) => timers.push({ run: cb, ms }),
      { visibilityState: options.visibility ?? "visible" },
      window,
      FakeObserver,
      (url: string) => {
        loaded.push(url);
        return Promise.resolve((modules[url] = { url }));
      },
    );
    const paint = (name: string) =>
      observer?.(
        { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
        { disconnect: () => (disconnected = true) },
      );
    const runTimers = () => timers.splice(0).forEach((t) => t.run());
    return { loaded, modules, window, frames, timers, paint, runTimers, disconnected: () => disconnected };
  }

  it("waits for the first contentful paint, then hands each module to the same name and runs the framework's code", async () => {
    const page = start();
    page.frames.forEach((f) => f());
    page.paint("first-paint");
    expect(
      page.timers.filter((t) => t.ms === 0),
      "a paint that is not contentful starts nothing",
    ).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.disconnected()).toBe(true);
    page.timers.filter((t) => t.ms === 0).forEach((t) => t.run());
    await vi.waitFor(() => expect(page.loaded).toHaveLength(4));
    expect(page.loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/public-layout-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: page.modules["/assets/root-2.js"],
      "routes/public-layout": page.modules["/assets/public-layout-3.js"],
    });
  });

  it("starts once, whether the paint or the bounded wait after the first frame comes first", async () => {
    const page = start();
    page.frames.forEach((f) => f());
    const fallback = page.timers.find((t) => t.ms === FALLBACK_MS);
    expect(fallback, "a bounded wait after the first frame").toBeDefined();
    page.runTimers();
    page.runTimers();
    page.paint("first-contentful-paint");
    page.runTimers();
    await vi.waitFor(() => expect(page.loaded).toHaveLength(4));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(page.loaded, "each module loaded once").toHaveLength(4);
  });

  it("starts from the first frame without paint timing, and at once in a hidden tab", async () => {
    const old = start({ paintTiming: false });
    expect(old.loaded).toEqual([]);
    old.frames.forEach((f) => f());
    old.runTimers();
    await vi.waitFor(() => expect(old.loaded).toHaveLength(4));

    const hidden = start({ visibility: "hidden" });
    expect(hidden.frames).toEqual([]);
    hidden.runTimers();
    await vi.waitFor(() => expect(hidden.loaded).toHaveLength(4));
  });

  it("leaves a script it does not recognise unchanged", () => {
    const other = 'import { x } from "/a.js";\nx();';
    expect(afterFirstPaint(other)).toBe(other);
    expect(afterFirstPaint("window.a = 1;")).toBe("window.a = 1;");
  });
});
