import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { circles, importGraph } from "../../../scripts/import-circles";

const root = fileURLToPath(new URL("../../..", import.meta.url));

describe("import circles", () => {
  it("finds a circle, type-only imports included, and leaves a one-way chain alone", () => {
    const graph = new Map([
      ["context.ts", ["tokens.ts"]],
      ["tokens.ts", ["context.ts", "clock.ts"]],
      ["clock.ts", []],
      ["self.ts", ["self.ts"]],
    ]);
    expect(circles(graph)).toEqual([["context.ts", "tokens.ts"], ["self.ts"]]);
  });

  it("none in the site, the server or the scripts", () => {
    const graph = importGraph(root, ["src", "server/src", "scripts"]);
    expect(graph.size).toBeGreaterThan(400);
    expect(circles(graph)).toEqual([]);
  });
});
