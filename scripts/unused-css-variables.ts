// Build step after the critical CSS is chosen (decision 25): Beasties keeps every rule that declares a
// custom property, so each page's inline sheet carried Tailwind's whole theme (every colour the site
// uses anywhere) and all its `@property` registrations. Dropped here: a custom property nothing on the
// page reads. The whole stylesheet, loaded after hydration, still defines them all.
import postcss, { type AtRule, type Rule } from "postcss";

const reads = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);

/**
 * `css` without the custom properties (declarations and `@property` rules) that neither its own rules
 * nor `markup` (inline styles) read, directly or through another custom property that is read.
 */
export function dropUnusedCssVariables(css: string, markup: string): string {
  const root = postcss.parse(css);
  const used = new Set<string>(reads(markup));
  const definitions = new Map<string, string[]>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--"))
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), ...reads(decl.value)]);
    else for (const name of reads(decl.value)) used.add(name);
  });
  // A property read by a used one is used too.
  const queue = [...used];
  for (let name = queue.pop(); name !== undefined; name = queue.pop())
    for (const next of definitions.get(name) ?? [])
      if (!used.has(next)) {
        used.add(next);
        queue.push(next);
      }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && !used.has(decl.prop)) decl.remove();
  });
  root.walkAtRules("property", (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  // Rules and blocks left empty go too (innermost first, so an emptied parent is seen empty).
  const empties: Array<Rule | AtRule> = [];
  root.walk((node) => {
    if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) empties.push(node);
  });
  for (let node = empties.pop(); node; node = empties.pop()) {
    const parent = node.parent;
    node.remove();
    if (parent && parent.type !== "root" && parent.nodes?.length === 0) empties.push(parent as Rule | AtRule);
  }
  return root.toString();
}
