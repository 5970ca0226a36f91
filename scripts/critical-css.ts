// Build step (decision 25): each prerendered page keeps, in its inline stylesheet, only the rules its own
// markup can use. The whole stylesheet is a hashed file the browser loads after hydration, for the pages
// it navigates to next and for states that appear only on interaction.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Beasties from "beasties";
import { dropUnusedCssVariables } from "./unused-css-variables";
import { dropUnusedWhereRules } from "./unused-where-rules";

/** The client-only fallback page (login, admin) keeps the whole sheet: it renders pages it cannot know. */
const keepWhole = new Set(["__spa-fallback.html"]);

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !keepWhole.has(file))
    .map((file) => join(dir, file));

/** The app stylesheet's `<style>` element (AppStyles), its text in group 2. */
const appStyle = /(<style\b[^>]*data-href="app-css"[^>]*>)([\s\S]*?)(<\/style>)/;

export async function inlineCriticalCss(clientDir: string): Promise<void> {
  const beasties = new Beasties({
    path: clientDir,
    reduceInlineStyles: true,
    external: false,
    keyframes: "critical",
    fonts: false,
    compress: true,
    logLevel: "warn",
    // Beasties matches a rule by its selector without pseudo-classes, which empties selectors that are a
    // whole `:where(…)`: Tailwind's `space-y-*` and `divide-*` (`:where(.space-y-4>:not(:last-child))`)
    // and parts of preflight. It keeps them all; `dropUnusedWhereRules` then drops those the page lacks.
    allowRules: [/^:where\(/],
  });
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, "utf8");
    // Beasties re-serialises the whole document; only the style text it chose is taken back, so the
    // markup React hydrates stays byte for byte as prerendered.
    const critical = appStyle.exec(await beasties.process(html))?.[2];
    if (critical === undefined) throw new Error(`${file}: the app stylesheet was not found.`);
    const markup = html.replace(appStyle, "");
    const css = dropUnusedCssVariables(dropUnusedWhereRules(critical, markup), markup);
    writeFileSync(
      file,
      html.replace(appStyle, (_, open: string, _css, close: string) => open + css + close),
    );
  }
}
