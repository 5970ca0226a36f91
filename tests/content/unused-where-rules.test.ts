import { describe, expect, it } from "vitest";
import { dropUnusedWhereRules } from "../../scripts/unused-where-rules";

const spaceY = (n: number) =>
  `:where(.space-y-${n}>:not(:last-child)){margin-block-start:calc(var(--spacing) * ${n})}`;
const darkDivide =
  ":where(.dark\\:divide-slate-700:where(.dark,.dark *)>:not(:last-child)){border-color:var(--color-slate-700)}";

describe("dropping `:where(…)` rules a page's markup cannot use", () => {
  it("keeps a rule whose classes the markup has, and drops one naming a class it lacks", () => {
    const css = dropUnusedWhereRules(
      `@layer utilities{${spaceY(4)}${spaceY(8)}.p-2{padding:.5rem}}`,
      '<ul class="mt-2 space-y-4"><li class="p-2">a</li></ul>',
    );
    expect(css).toContain(".space-y-4>");
    expect(css).not.toContain(".space-y-8");
    expect(css).toContain(".p-2{padding:.5rem}");
  });

  it("reads escaped class names, and never counts the theme's runtime `dark` class as missing", () => {
    const used = dropUnusedWhereRules(darkDivide, '<ul class="divide-y dark:divide-slate-700"></ul>');
    expect(used).toBe(darkDivide);
    expect(dropUnusedWhereRules(darkDivide, '<ul class="divide-y"></ul>')).toBe("");
  });

  it("keeps preflight's `:where(…)` rules, which name elements only", () => {
    const preflight = ":where(select:is([multiple],[size])) optgroup{font-weight:bolder}";
    expect(dropUnusedWhereRules(preflight, "<p>text</p>")).toBe(preflight);
  });
});
