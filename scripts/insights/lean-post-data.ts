// Build step: a post page's inline router data leaves out the post's body. The page shows the body as
// prerendered markup that hydration never reads (a `Static` part, decision 41), and the data repeated it:
// about 10 KB of text per post for the browser to parse, 0.6 KB of brotli on the longest post. A client-side
// visit to a post still gets the whole body, from the post's `.data` file, which this step leaves alone.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The router's inline data script: one JSON string literal, the page's loader data as a turbo-stream. */
const dataScript =
  /(<script>window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);<\/script>)/;

/** The router escapes these so the literal cannot close its script element (React Router's escapeHtml). */
const escapeForScript = (json: string) =>
  json.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * The page with the value of every `html` field in its inline data set to "". Throws when the data is not in
 * the shape this step knows (a router update that changed it), rather than write a page that cannot hydrate.
 */
export function withoutPostBody(page: string, file: string): string {
  const m = dataScript.exec(page);
  if (!m) throw new Error(`${file}: the router's inline data was not found.`);
  const literal = m[2]!;
  const stream = JSON.parse(literal) as string;
  if (escapeForScript(JSON.stringify(stream)) !== literal) {
    throw new Error(`${file}: the router's inline data is not written as this build step expects.`);
  }
  // The first line is the loader data: a flat array whose objects name their keys `_<index of the key>`.
  const end = stream.indexOf("\n");
  const values = JSON.parse(stream.slice(0, end)) as unknown[];
  const key = `_${values.indexOf("html")}`;
  let dropped = 0;
  for (const v of values) {
    if (v && typeof v === "object" && !Array.isArray(v) && key in v) {
      const at = (v as Record<string, number>)[key]!;
      if (typeof values[at] === "string") {
        values[at] = "";
        dropped += 1;
      }
    }
  }
  if (dropped !== 1) throw new Error(`${file}: expected one post body in the inline data, found ${dropped}.`);
  const lean = escapeForScript(JSON.stringify(JSON.stringify(values) + stream.slice(end)));
  return page.replace(dataScript, (_, open: string, _literal, close: string) => open + lean + close);
}

/** Leaves the body out of the inline data of the post pages at `postPaths` (e.g. `/insights/a-post`) in `clientDir`. */
export function leanPostPages(clientDir: string, postPaths: readonly string[]): void {
  for (const path of postPaths) {
    const file = join(clientDir, path, "index.html");
    writeFileSync(file, withoutPostBody(readFileSync(file, "utf8"), file));
  }
}
