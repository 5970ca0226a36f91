import { Children, Fragment, cloneElement, isValidElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";
import { afterFirstPaint } from "./after-first-paint";

interface ScriptElementProps {
  type?: string;
  dangerouslySetInnerHTML?: { __html: string };
}

/** The hydration module, rewritten to start after the first frame (production builds only). */
function deferModule(child: ReactNode): ReactNode {
  if (import.meta.env.DEV || !isValidElement<ScriptElementProps & { children?: ReactNode }>(child))
    return child;
  // `<Scripts>` nests its two inline scripts in a fragment.
  if (child.type === Fragment)
    return cloneElement(child, {}, ...Children.toArray(child.props.children).map(deferModule));
  const html = child.props.dangerouslySetInnerHTML?.__html;
  if (child.type !== "script" || child.props.type !== "module" || !html) return child;
  return cloneElement(child, { dangerouslySetInnerHTML: { __html: afterFirstPaint(html) } });
}

/**
 * React Router's `<Scripts>` without its `<link rel="modulepreload">` tags (decision 9).
 *
 * Chrome fetches module preloads at high priority, so on a slow phone connection 100+ KB of JavaScript
 * competes with the one render-blocking stylesheet and first paint waits. The inline module script that
 * `<Scripts>` also renders imports the same modules, so the browser still fetches them all, just after
 * the page has painted. That module itself waits for the first frame (decision 25). The same elements
 * are rendered when hydrating, so the markup matches.
 */
export function PageScripts(props: ScriptsProps) {
  // Called as a function (not rendered) to filter its output; it runs its hooks unconditionally.
  const rendered: ReactNode = Scripts(props);
  if (!isValidElement<{ children?: ReactNode }>(rendered)) return rendered;
  return (
    <>
      {Children.toArray(rendered.props.children)
        .filter((child) => !(isValidElement(child) && child.type === "link"))
        .map(deferModule)}
    </>
  );
}
