// Build step after the critical CSS is chosen (decision 25): Beasties cannot match a selector that is a
// whole `:where(…)` (Tailwind's `space-y-*` and `divide-*`), so it is told to keep them all, and every
// page carried every one the site uses. Dropped here: a `:where(…)` rule naming a class the page's markup
// never has. The whole stylesheet, loaded after hydration, still has them all.
import postcss from "postcss";

/** Classes set by script after the markup is written (the theme's `dark`): never a reason to drop. */
const runtimeClasses = new Set(["dark"]);

const classesOf = (selector: string) =>
  [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1"));

const markupClasses = (markup: string) =>
  new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));

/** `css` without the rules whose selectors all start with `:where(` and name a class `markup` lacks. */
export function dropUnusedWhereRules(css: string, markup: string): string {
  const root = postcss.parse(css);
  const present = markupClasses(markup);
  const matches = (selector: string) =>
    classesOf(selector).every((c) => present.has(c) || runtimeClasses.has(c));
  root.walkRules((rule) => {
    if (rule.selectors.every((s) => s.startsWith(":where(")) && !rule.selectors.some(matches)) rule.remove();
  });
  return root.toString();
}
