// Post images, converted at build: AVIF and WebP at widths that fit the article column, named by content hash
// so the server may cache them for good. Width and height travel with them, so nothing shifts on load.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { ContentError, type RenderedImage } from "./render-markdown.ts";

/** The article column is 768 px wide at most; 2x for sharp screens, 480 for phones. */
const WIDTHS = [480, 768, 1536];
export const IMAGE_URL_BASE = "/assets/insights";

export async function convertImage(
  file: string,
  src: string,
  absPath: string,
  outDir: string,
): Promise<RenderedImage> {
  if (!existsSync(absPath)) throw new ContentError(`${file}: image "${src}" not found`);
  const input = await readFile(absPath);
  const meta = await sharp(input).autoOrient().metadata();
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw new ContentError(`${file}: image "${src}" cannot be read`);
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 10);
  const base =
    src
      .split("/")
      .pop()!
      .replace(/\.[^.]+$/, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-") || "image";
  const widths = [...new Set([...WIDTHS.filter((w) => w < width), Math.min(width, WIDTHS.at(-1)!)])];
  await mkdir(outDir, { recursive: true });
  const variants = { avif: [] as string[], webp: [] as string[] };
  for (const w of widths) {
    for (const format of ["avif", "webp"] as const) {
      const name = `${base}-${hash}-${w}.${format}`;
      const out = join(outDir, name);
      if (!existsSync(out))
        await sharp(input)
          .autoOrient()
          .resize(w)
          .toFormat(format, { quality: format === "avif" ? 55 : 75 })
          .toFile(out);
      variants[format].push(`${IMAGE_URL_BASE}/${name} ${w}w`);
    }
  }
  const largest = widths.at(-1)!;
  return {
    src: `${IMAGE_URL_BASE}/${base}-${hash}-${largest}.webp`,
    srcset: { avif: variants.avif.join(", "), webp: variants.webp.join(", ") },
    width: largest,
    height: Math.round((largest * height) / width),
  };
}
