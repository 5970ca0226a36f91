import { describe, expect, it } from "vitest";
import { dropUnusedCssVariables } from "../../scripts/unused-css-variables";

const theme =
  ":root{--color-red-50:#fef2f2;--color-slate-900:#0f172b;--spacing:.25rem;--text-lg:1.125rem;--unused-size:3px}";
const properties =
  "@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}";
const registered =
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}';

describe("dropping unused custom properties from a page's critical CSS", () => {
  it("keeps what the rules read, directly or through another property, and drops the rest", () => {
    const css = dropUnusedCssVariables(
      `${theme}${properties}${registered}.p-2{padding:calc(var(--spacing) * 2)}` +
        ".shadow{--tw-shadow:0 1px var(--tw-shadow-color,#0001);box-shadow:var(--tw-shadow)}",
      "<p>text</p>",
    );
    expect(css).toContain("--spacing:.25rem");
    expect(css).toContain("@property --tw-shadow");
    expect(css).toContain("--tw-shadow:0 0 #0000");
    for (const gone of ["--color-red-50", "--color-slate-900", "--text-lg", "--unused-size", "--tw-blur"])
      expect(css).not.toContain(gone);
  });

  it("keeps a property the markup reads in a style attribute", () => {
    const css = dropUnusedCssVariables(theme, '<span style="color:var(--color-slate-900)">x</span>');
    expect(css).toContain("--color-slate-900:#0f172b");
    expect(css).not.toContain("--color-red-50");
  });

  it("follows a chain of properties to the ones they read", () => {
    const css = dropUnusedCssVariables(
      ":root{--a:var(--b);--b:var(--c);--c:1px;--d:2px}.x{margin:var(--a)}",
      "",
    );
    expect(css).toBe(":root{--a:var(--b);--b:var(--c);--c:1px}.x{margin:var(--a)}");
  });

  it("removes the blocks it leaves empty", () => {
    expect(dropUnusedCssVariables(`${properties}.x{color:red}`, "")).toBe(".x{color:red}");
  });
});
