import { Children, isValidElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

/**
 * React Router's `<Scripts>` without its `<link rel="modulepreload">` tags (decision 9).
 *
 * Chrome fetches module preloads at high priority, so on a slow phone connection 100+ KB of JavaScript
 * competes with the one render-blocking stylesheet and first paint waits. The inline module script that
 * `<Scripts>` also renders imports the same modules, so the browser still fetches them all, just after
 * the page has painted. The same element is rendered when hydrating, so the markup matches.
 */
export function PageScripts(props: ScriptsProps) {
  // Called as a function (not rendered) to filter its output; it runs its hooks unconditionally.
  const rendered: ReactNode = Scripts(props);
  if (!isValidElement<{ children?: ReactNode }>(rendered)) return rendered;
  return (
    <>
      {Children.toArray(rendered.props.children).filter(
        (child) => !(isValidElement(child) && child.type === "link"),
      )}
    </>
  );
}
