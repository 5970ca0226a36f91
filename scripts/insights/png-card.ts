import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { accentScale, brandScale } from "../../src/shared/brand-colours";

// Build-time picture rendering (Open Graph cards, article covers): satori lays out a small element tree
// and writes SVG with the text as paths, resvg (native) rasterises it. Build scripts only: nothing here
// reaches the browser or the bundled prerender server.

export type CardStyle = Record<string, string | number>;

/** A satori element: the shape React elements have, without React. */
export interface CardNode {
  type: string;
  props: { style?: CardStyle; children?: CardChild | CardChild[]; [attribute: string]: unknown };
}
export type CardChild = CardNode | string;

/** `h("div", { style }, ...children)`: builds a CardNode. */
export function h(
  type: string,
  props: { style?: CardStyle; [attribute: string]: unknown } = {},
  ...children: CardChild[]
): CardNode {
  return { type, props: children.length ? { ...props, children } : props };
}

export interface CardFont {
  name: string;
  data: ArrayBuffer | Uint8Array;
  weight: 400 | 500 | 600 | 700 | 800;
  style: "normal";
}

/** Renders `node` at width x height and returns the PNG bytes. */
export async function renderPng(
  node: CardNode,
  size: { width: number; height: number },
  fonts: readonly CardFont[],
): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await satori(node as Parameters<typeof satori>[0], {
    width: size.width,
    height: size.height,
    fonts: satoriFonts(fonts),
  });
  // Rasterised on libuv's thread pool, so several pictures can be drawn at once (writeOgImages).
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: size.width },
    font: { loadSystemFonts: false },
  });
  const png = image.asPng();
  return new Uint8Array(png);
}

// satori keeps each font it has parsed by its ArrayBuffer: handing it the same buffers every time saves
// parsing the fonts again for each picture (about half of a picture's time).
const converted = new WeakMap<
  readonly CardFont[],
  { name: string; data: ArrayBuffer; weight: CardFont["weight"]; style: "normal" }[]
>();
function satoriFonts(fonts: readonly CardFont[]) {
  let list = converted.get(fonts);
  if (!list) converted.set(fonts, (list = fonts.map((f) => ({ ...f, data: toArrayBuffer(f.data) }))));
  return list;
}

function toArrayBuffer(data: ArrayBuffer | Uint8Array): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
}

/** A card's full-size column, padded inside the picture, not around it. */
export const cardFrame = {
  width: "100%",
  height: "100%",
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  padding: "64px 80px",
  fontFamily: "Inter",
} as const;

/** The site's brand colours, for pictures drawn outside CSS. */
export const brand = {
  ...brandScale,
  accent: accentScale[500],
  accentDark: accentScale[600],
  ink: "#0f172a",
  muted: "#475569",
} as const;
