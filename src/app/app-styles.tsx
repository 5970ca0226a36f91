import { useMounted } from "~/lib/hooks/use-mounted";
import cssText from "./app.css?inline";
import cssUrl from "./app.css?url";

// The prerendered pages carry the stylesheet inline (decision 9), cut at build time to the rules each page
// uses (decision 25): on a slow phone connection the first paint then needs the HTML alone. Only the
// build-time render holds the text; the browser bundle drops it, and when hydrating React adopts the
// `<style>` already in the page by its `href` key without reading it.
const inline = import.meta.env.SSR && !import.meta.env.DEV ? cssText : null;

/** After hydration, the whole sheet as a file: for the next pages and for states such as open menus. */
function FullStylesheet() {
  return useMounted() ? <link rel="stylesheet" href={cssUrl} precedence="default" /> : null;
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
