// No built page shows an unfilled template: what a visitor reads holds no `{…}`, `undefined`, `NaN` or
// `[object Object]`. Scripts (JSON-LD, the router's data), styles and attributes hold braces by design.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { expect, test } from "./fixtures";
import { builtHtmlFiles, clientDir } from "./built-pages";

/** The text of an HTML file as a visitor reads it: no scripts, styles, code samples, comments or tags. */
export function visibleText(html: string): string {
  return (
    html
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
      // Code samples may show braces on purpose.
      .replace(/<(pre|code)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
      .replace(/<[^>]*>/g, " ")
      .replace(/&#123;|&lbrace;|&#x7b;/gi, "{")
      .replace(/&#125;|&rbrace;|&#x7d;/gi, "}")
      .replace(/\s+/g, " ")
  );
}

const leftovers = /\{[^{}]*\}|\bundefined\b|\bNaN\b|\[object Object\]/g;

test("no built page shows an unfilled template in its visible text", () => {
  const found = builtHtmlFiles().flatMap((file) => {
    const text = visibleText(readFileSync(file, "utf8"));
    return [...text.matchAll(leftovers)].map((m) => {
      const around = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).trim();
      return `${relative(clientDir, file)}: “${m[0]}” in “…${around}…”`;
    });
  });
  expect(found).toEqual([]);
});

test("the visible-text reading ignores scripts, styles and attributes but not text", () => {
  const html =
    '<style>a{color:red}</style><script type="application/ld+json">{"a":1}</script>' +
    '<p data-x="{y}">Our services in {region.name}</p><span title="undefined">NaN</span>';
  expect([...visibleText(html).matchAll(leftovers)].map((m) => m[0])).toEqual(["{region.name}", "NaN"]);
});
