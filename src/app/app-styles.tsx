import { useEffect } from "react";
import cssText from "./app.css?inline";
import cssUrl from "./app.css?url";

// The prerendered pages carry the stylesheet inline (decision 9), cut at build time to the rules each page
// uses (decision 25): on a slow phone connection the first paint then needs the HTML alone. Only the
// build-time render holds the text; the browser bundle drops it, and when hydrating React adopts the
// `<style>` already in the page by its `href` key without reading it.
const inline = import.meta.env.SSR && !import.meta.env.DEV ? cssText : null;

/**
 * After hydration, the whole sheet as a file: for the next pages and for states such as open menus. It is
 * appended last in `<head>` by hand (decision 57): React puts a `precedence` link next to the inline
 * sheet, before the page's other style, and Chromium then lays out the whole page again after the
 * restyle (16–19 ms at 4× CPU on the home page). The whole sheet holds every inline rule in the same
 * layers, so appended last it changes no computed style and nothing is laid out again.
 */
function FullStylesheet() {
  useEffect(() => {
    if (document.querySelector(`link[rel="stylesheet"][href="${cssUrl}"]`)) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = cssUrl;
    document.head.append(link);
  }, []);
  return null;
}

/** The site's stylesheet: inline in built pages, a linked file (with hot reload) in development. */
export function AppStyles() {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={cssUrl} precedence="default" />;
  return (
    <>
      <style href="app-css" precedence="default">
        {inline ?? ""}
      </style>
      <FullStylesheet />
    </>
  );
}
