import { describe, expect, it } from "vitest";
import type { Rollup } from "vite";
import { preloadNewChunks } from "../../scripts/preload-new-chunks";

const chunk = (fileName: string, imports: string[] = []) => ({ type: "chunk" as const, fileName, imports });

describe("preloadNewChunks", () => {
  const bundle = {
    "assets/framework.js": chunk("assets/framework.js"),
    "assets/shell.js": chunk("assets/shell.js", ["assets/framework.js"]),
    "assets/page.js": chunk("assets/page.js", ["assets/shell.js"]),
    "assets/panel.js": chunk("assets/panel.js", ["assets/shell.js", "assets/store.js"]),
    "assets/store.js": chunk("assets/store.js", ["assets/framework.js"]),
  } as unknown as Rollup.OutputBundle;
  const deps = ["assets/panel.js", "assets/shell.js", "assets/framework.js", "assets/store.js"];

  it("drops what the importing chunk imports statically, at any depth", () => {
    const { plugin, resolveDependencies } = preloadNewChunks();
    const hook = plugin.generateBundle as { handler: (o: unknown, b: Rollup.OutputBundle) => void };
    hook.handler.call({}, {}, bundle);
    expect(
      resolveDependencies("assets/panel.js", deps, { hostId: "assets/page.js", hostType: "js" }),
    ).toEqual(["assets/panel.js", "assets/store.js"]);
    // An HTML page's preloads are not filtered: nothing has run before them.
    expect(resolveDependencies("assets/panel.js", deps, { hostId: "index.html", hostType: "html" })).toEqual(
      deps,
    );
  });

  it("keeps every dependency when it has not seen the bundle", () => {
    const { resolveDependencies } = preloadNewChunks();
    expect(
      resolveDependencies("assets/panel.js", deps, { hostId: "assets/page.js", hostType: "js" }),
    ).toEqual(deps);
  });
});
