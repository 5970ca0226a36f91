import { describe, expect, it } from "vitest";
import type { Rollup } from "vite";
import { COMPILE_HINT, compileHint } from "../../scripts/compile-hint";

const chunk = (name: string, code: string) => ({
  type: "chunk" as const,
  name,
  code,
  fileName: `${name}.js`,
});

describe("compileHint", () => {
  it("puts V8's hint on the first line of the named chunks only, after minification", () => {
    const bundle = {
      "framework.js": chunk("framework", "import{a}from'./x.js';"),
      "shell.js": chunk("shell", "export const b=1;"),
      "app.css": { type: "asset" as const, name: "app.css", source: "a{}", fileName: "app.css" },
    } as unknown as Rollup.OutputBundle;
    const plugin = compileHint(["framework"]);
    (plugin.generateBundle as (o: unknown, b: Rollup.OutputBundle) => void).call({}, {}, bundle);
    const code = (f: string) => (bundle[f] as unknown as { code: string }).code;
    expect(code("framework.js")).toBe("//# allFunctionsCalledOnLoad\nimport{a}from'./x.js';");
    expect(code("framework.js").startsWith(COMPILE_HINT)).toBe(true);
    expect(code("shell.js")).toBe("export const b=1;");
  });
});
