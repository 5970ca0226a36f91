// A post's Open Graph picture: the site's share image design (scripts/og-image.svg: the blue gradient, the
// logo, the amber bar) with the post's category and title, 1200x630. The font is Inter from an npm package,
// so the picture looks the same on every machine and the build needs no network or system fonts.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { buildTimeCompany as company } from "../../src/content/company";
import { OG_IMAGE_SIZE } from "../../src/shared/feeds";
import { brand, cardFrame, type CardFont, type CardNode, h, renderPng } from "./png-card";

const require = createRequire(import.meta.url);

/** Inter at `weight` from @fontsource; `subset` latin-ext after latin gives ₹ and accented letters. */
export const interFont = (
  weight: 400 | 500 | 600 | 700 | 800,
  subset: "latin" | "latin-ext" = "latin",
): CardFont => ({
  name: "Inter",
  weight,
  style: "normal",
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
});

let fonts: CardFont[] | undefined;
// satori takes a glyph from the next font when one lacks it.
const ogFonts = () =>
  (fonts ??= [interFont(500), interFont(800), interFont(500, "latin-ext"), interFont(800, "latin-ext")]);

export interface OgPost {
  title: string;
  categoryInfo: { name: string };
}

/** Long titles get a smaller size so they fit in four lines. */
export const titleSize = (title: string) => (title.length <= 45 ? 72 : title.length <= 75 ? 60 : 50);

const logo: CardNode = h(
  "svg",
  { width: 72, height: 72, viewBox: "0 0 64 64" },
  h("rect", { width: 64, height: 64, rx: 14, fill: "#ffffff" }),
  h("path", {
    d: "M20 22l-8 10 8 10M44 22l8 10-8 10M36 18l-8 28",
    fill: "none",
    stroke: brand[600],
    "stroke-width": 5,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  }),
);

export function ogCard(post: OgPost, host: string): CardNode {
  return h(
    "div",
    {
      style: {
        ...cardFrame,
        justifyContent: "space-between",
        color: "#ffffff",
        backgroundColor: brand[900],
        backgroundImage: `radial-gradient(circle at 1060px 110px, rgba(59,130,246,0.35) 0, rgba(59,130,246,0.35) 220px, transparent 221px), linear-gradient(135deg, ${brand[900]} 0%, ${brand[600]} 100%)`,
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center" } },
      logo,
      h("div", { style: { marginLeft: 24, fontSize: 36, fontWeight: 800 } }, company.name),
      h("div", { style: { marginLeft: 16, fontSize: 36, fontWeight: 500, color: brand[100] } }, "Insights"),
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column" } },
      h(
        "div",
        {
          style: {
            display: "flex",
            alignSelf: "flex-start",
            padding: "8px 22px",
            borderRadius: 999,
            backgroundColor: brand.accent,
            color: brand[900],
            fontSize: 28,
            fontWeight: 800,
          },
        },
        post.categoryInfo.name,
      ),
      h(
        "div",
        {
          style: {
            marginTop: 28,
            fontSize: titleSize(post.title),
            fontWeight: 800,
            lineHeight: 1.15,
            maxWidth: 1040,
            lineClamp: 4,
          },
        },
        post.title,
      ),
    ),
    h(
      "div",
      { style: { display: "flex", alignItems: "center", justifyContent: "space-between" } },
      h("div", { style: { width: 160, height: 8, borderRadius: 4, backgroundColor: brand.accent } }),
      h("div", { style: { fontSize: 26, fontWeight: 500, color: brand[100] } }, host),
    ),
  );
}

/** The PNG bytes of a post's Open Graph picture (1200x630). */
export const ogImagePng = (post: OgPost, host: string) =>
  renderPng(ogCard(post, host), OG_IMAGE_SIZE, ogFonts());
