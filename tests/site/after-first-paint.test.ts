import { describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "~/app/after-first-paint";

// React Router's inline hydration module, as its <Scripts> writes it for a prerendered page.
const framework = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/public-layout-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/public-layout":route1};

import("/assets/entry.client-4.js");`;

describe("afterFirstPaint", () => {
  it("turns the static imports into imports started after the first frame", () => {
    const out = afterFirstPaint(framework);
    expect(out).not.toMatch(/^\s*import\s/m);
    expect(out).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/public-layout-3.js")])',
    );
    expect(out).toContain("requestAnimationFrame(()=>setTimeout(run))");
  });

  it("hands each module to the same name, then runs the framework's own code", async () => {
    const loaded: string[] = [];
    const modules: Record<string, object> = {};
    const script = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "document",
      "window",
      "load",
      afterFirstPaint(framework).replaceAll("import(", "load("),
    );
    const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
    const load = (url: string) => {
      loaded.push(url);
      return Promise.resolve((modules[url] = { url }));
    };
    let frame: (() => void) | undefined;
    let timer: (() => void) | undefined;
    const onFrame = (cb: () => void) => (frame = cb);
    const onTimer = (cb: () => void) => (timer = cb);
    script(onFrame, onTimer, { visibilityState: "visible" }, window, load);
    expect(loaded, "nothing loads before the first frame").toEqual([]);
    frame?.();
    expect(loaded, "nor during it").toEqual([]);
    timer?.();
    await vi.waitFor(() => expect(loaded).toHaveLength(4));
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/public-layout-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: modules["/assets/root-2.js"],
      "routes/public-layout": modules["/assets/public-layout-3.js"],
    });
  });

  it("leaves a script it does not recognise unchanged", () => {
    const other = 'import { x } from "/a.js";\nx();';
    expect(afterFirstPaint(other)).toBe(other);
    expect(afterFirstPaint("window.a = 1;")).toBe("window.a = 1;");
  });
});
