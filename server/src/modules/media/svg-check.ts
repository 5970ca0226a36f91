import { SaxesParser, type SaxesTagNS } from "saxes";

// An uploaded SVG is served as uploaded and drawn into a PNG on this server, so it must be a plain
// drawing: nothing that runs (scripts, event attributes, javascript: URLs) and nothing that reaches
// outside the file (links, external images and styles, entities). ADR 0071 lists the rules.

export const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/** What the check found: a plain SVG, something unsafe in it, a file that is no SVG, or broken XML. */
export type SvgCheck = "plain" | "unsafe" | "not-svg" | "unreadable";

/** Elements that run code, embed other documents or load from elsewhere, in any namespace. */
const REFUSED_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "frame",
  "embed",
  "object",
  "applet",
  "handler",
  "listener",
  "base",
  "link",
  "meta",
  "audio",
  "video",
  "source",
  "track",
]);
const ANIMATIONS = new Set(["animate", "set", "animatemotion", "animatetransform", "animatecolor"]);

/** Raster pictures inlined as data URLs; an inlined SVG could carry its own scripts. */
const INLINE_PICTURE = /^data:image\/(png|jpeg|jpg|gif|webp|avif)[;,]/i;

/** A URL as a browser reads it: without whitespace and control characters, lower case. */
const squeezed = (value: string) => value.replace(/[\s\p{Cc}]/gu, "").toLowerCase();

/** True for a reference inside the file: `#fragment`, or a raster picture inlined as a data URL. */
const isInsideFile = (ref: string) => {
  const url = ref.trim();
  return url.startsWith("#") || INLINE_PICTURE.test(squeezed(url));
};

/** CSS with its escapes decoded and comments removed, as the browser's tokenizer sees it. */
function plainCss(css: string): string {
  return css
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_m, hex: string) => {
      const code = parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    })
    .replace(/\\\r?\n/g, "")
    .replace(/\\(.)/g, "$1")
    .replace(/\/\*[\s\S]*?\*\//g, "");
}

/** True when CSS (a style element or attribute, or a presentation attribute) only refers inside the file. */
function isPlainCss(text: string): boolean {
  const css = plainCss(text);
  const squeezedCss = squeezed(css);
  if (/@import|expression\(|behavio(u)?r\s*:|-moz-binding|javascript:|vbscript:/.test(squeezedCss))
    return false;
  // Every url(...) or image-set/src(...) target: only fragments and inlined rasters.
  for (const match of css.matchAll(/\b(?:url|src|image-set|image)\s*\(\s*(['"]?)([^'")]*)\1/gi)) {
    const target = match[2] ?? "";
    if (!isInsideFile(target)) return false;
  }
  return true;
}

class Refused extends Error {
  constructor(readonly result: SvgCheck) {
    super(result);
  }
}

/** True when an attribute (name in lower case) of `element` is acceptable. */
function isPlainAttribute(element: SaxesTagNS, name: string, local: string, value: string): boolean {
  if (local.startsWith("on")) return false;
  if (name === "xml:base") return false;
  if (local === "href" || local === "src") return isInsideFile(value);
  if (/javascript:|vbscript:|livescript:/.test(squeezed(value))) return false;
  if (ANIMATIONS.has(element.local.toLowerCase()) && local === "attributename") {
    const target = value
      .trim()
      .toLowerCase()
      .replace(/^xlink:/, "");
    if (target === "href" || target === "src" || target.startsWith("on")) return false;
  }
  // style, fill="url(#g)", filter, mask, clip-path, markers: CSS values, checked as CSS.
  return !/url\s*\(|image-set|@import/i.test(value) || isPlainCss(value);
}

/**
 * Checks an upload that looks like text: "plain" for a well-formed SVG drawing that neither runs code nor
 * refers outside itself; "unsafe" when it does; "not-svg" when its root is no SVG element; "unreadable"
 * when it is not well-formed XML.
 */
export function checkSvg(text: string): SvgCheck {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let root = true;
  let inStyle = 0;
  let style = "";
  parser.on("doctype", (doctype) => {
    // An internal subset declares entities (expansion bombs, external files): never needed by a drawing.
    if (doctype.includes("[")) throw new Refused("unsafe");
  });
  parser.on("processinginstruction", () => {
    // <?xml-stylesheet href=…?> loads a style sheet from elsewhere; no drawing needs any instruction.
    throw new Refused("unsafe");
  });
  parser.on("opentag", (tag) => {
    const local = tag.local.toLowerCase();
    if (root) {
      if (local !== "svg" || tag.uri !== SVG_NAMESPACE) throw new Refused("not-svg");
      root = false;
    }
    if (REFUSED_ELEMENTS.has(local) || tag.uri === XHTML_NAMESPACE) throw new Refused("unsafe");
    for (const attribute of Object.values(tag.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!isPlainAttribute(tag, name, attribute.local.toLowerCase(), attribute.value))
        throw new Refused("unsafe");
    }
    if (local === "style") inStyle++;
  });
  const onText = (t: string) => {
    if (inStyle > 0) style += t;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", (tag) => {
    if (tag.local.toLowerCase() !== "style") return;
    inStyle--;
    if (!isPlainCss(style)) throw new Refused("unsafe");
    style = "";
  });
  try {
    parser.write(text).close();
  } catch (err) {
    if (err instanceof Refused) return err.result;
    return "unreadable";
  }
  return root ? "not-svg" : "plain";
}

/**
 * The upload's text when it could be an SVG (UTF-8 whose first character past a byte-order mark and
 * white space is "<"); undefined for anything else.
 */
export function svgText(bytes: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  return text.trimStart().startsWith("<") ? text : undefined;
}
