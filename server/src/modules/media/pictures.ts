import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { MEDIA_WIDTHS, type MEDIA_TYPES } from "~/contract/media";
import type { StoredMediaVariant } from "../../platform/db/schema";
import { HttpError } from "../../platform/errors";
import { checkSvg, svgText } from "./svg-check";

// What an upload becomes on disk (ADR 0071): its type read from its bytes, never from its name or the
// browser's content type; rasters turned upright and stripped of every metadata (EXIF, location, ICC),
// with AVIF and WebP copies in a few widths and a PNG for mails and favicons; SVGs checked and kept.

export type MediaType = (typeof MEDIA_TYPES)[number];

/** Largest picture decoded, in pixels: a small file can claim enormous dimensions (a decompression bomb). */
export const MAX_PIXELS = 40_000_000;
/** Width of the PNG every picture gets (at most, for rasters): logos, favicons and mail clients. */
export const PNG_WIDTH = 512;
/** A conversion that runs longer than this is stopped. */
const TIMEOUT_SECONDS = 60;

export const UNSUPPORTED = "Upload a JPEG, PNG, WebP, AVIF or SVG picture.";
export const UNSAFE_SVG = "This SVG contains scripts or outside references; export it again as a plain SVG.";
const UNREADABLE = "This picture could not be read; it may be damaged. Export it again and upload that file.";
const UNREADABLE_SVG = "This SVG could not be read; export it again as a plain SVG.";
const NO_SVG_NAMESPACE =
  'This file is no SVG drawing (its root must be <svg xmlns="http://www.w3.org/2000/svg">); export it again as a plain SVG.';
const TOO_MANY_PIXELS = `The picture has more than ${MAX_PIXELS / 1_000_000} megapixels. Make it smaller and upload it again.`;
const TOO_SLOW = "The picture takes too long to convert. Make it smaller and upload it again.";

/** A file of a stored picture: its name in the picture's folder and its bytes. */
export interface PictureFile {
  name: string;
  body: Buffer;
}

export interface Picture {
  type: MediaType;
  width: number;
  height: number;
  /** The file served as the picture itself: the cleaned raster, or the SVG as uploaded. */
  original: PictureFile;
  variants: StoredMediaVariant[];
  /** Every file, the original first. */
  files: PictureFile[];
}

const ORIGINAL_EXTENSION: Record<MediaType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/svg+xml": "svg",
};

/** The original's file name for a type. */
export const originalName = (type: MediaType) => `original.${ORIGINAL_EXTENSION[type]}`;
/** A variant's file name. */
export const variantName = (v: StoredMediaVariant) => `${v.width}.${v.format}`;

/** The ISO-BMFF brands of AVIF (still picture, sequence); HEIC and other HEIF files are not AVIF. */
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** The raster type the bytes start with, by signature; undefined for anything else. */
export function rasterType(bytes: Buffer): Exclude<MediaType, "image/svg+xml"> | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  if (bytes.length >= 16 && bytes.toString("latin1", 4, 8) === "ftyp") {
    // The ftyp box: size, "ftyp", major brand, minor version, compatible brands.
    const size = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [bytes.toString("latin1", 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString("latin1", at, at + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return "image/avif";
  }
  return undefined;
}

/** The format sharp must find in a raster of each type (AVIF is HEIF compressed with AV1). */
const SHARP_FORMAT: Record<Exclude<MediaType, "image/svg+xml">, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
};

/** sharp's failures as the uploader's mistakes: too many pixels, too slow, or not readable. */
function refusal(err: unknown, unreadable = UNREADABLE): HttpError {
  if (err instanceof HttpError) return err;
  const message = err instanceof Error ? err.message : "";
  if (/pixel limit/i.test(message)) return new HttpError(413, TOO_MANY_PIXELS);
  if (/timeout/i.test(message)) return new HttpError(413, TOO_SLOW);
  return new HttpError(400, unreadable);
}

const decode = (bytes: Buffer | Uint8Array, options: SharpOptions = {}): Sharp =>
  sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error", ...options }).timeout({
    seconds: TIMEOUT_SECONDS,
  });

/** Widths of the AVIF and WebP copies: each of MEDIA_WIDTHS the picture reaches, or its own when narrower. */
export function variantWidths(width: number): number[] {
  const widths = MEDIA_WIDTHS.filter((w) => w <= width);
  return widths.length ? widths : [width];
}

/**
 * An upload as the files to store, or the refusal to answer: 415 for anything but the five types (by
 * content) and for an SVG that runs code or refers outside itself, 413 for too many pixels, 400 for a
 * damaged picture.
 */
export async function convertPicture(bytes: Buffer): Promise<Picture> {
  const raster = rasterType(bytes);
  if (raster) return convertRaster(bytes, raster);
  const text = svgText(bytes);
  if (text !== undefined) return convertSvg(bytes, text);
  throw new HttpError(415, UNSUPPORTED);
}

async function convertRaster(bytes: Buffer, type: Exclude<MediaType, "image/svg+xml">): Promise<Picture> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: "error" }).metadata();
  } catch (err) {
    throw refusal(err);
  }
  if (meta.format !== SHARP_FORMAT[type] || (type === "image/avif" && meta.compression !== "av1"))
    throw new HttpError(415, UNSUPPORTED);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
  try {
    // Upright by its EXIF orientation; sharp writes no metadata and converts to sRGB unless asked to keep them.
    const upright = () => decode(bytes, { autoOrient: true });
    const encoded = {
      "image/jpeg": (s: Sharp) => s.jpeg({ quality: 90, mozjpeg: true }),
      "image/png": (s: Sharp) => s.png(),
      "image/webp": (s: Sharp) => s.webp({ quality: 90 }),
      "image/avif": (s: Sharp) => s.avif({ quality: 70, effort: 2 }),
    }[type](upright());
    const { data: originalBody, info } = await encoded.toBuffer({ resolveWithObject: true });
    const original = { name: originalName(type), body: originalBody };

    // One decode for every copy: the picture at the largest width needed, as 8-bit sRGB pixels.
    const largest = Math.min(info.width, Math.max(...MEDIA_WIDTHS));
    const master = await upright()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = master.info;
    const from = () => decode(master.data, { raw: { width, height, channels } });

    const variants: StoredMediaVariant[] = [];
    const files: PictureFile[] = [original];
    for (const w of variantWidths(info.width)) {
      const sized = () => from().resize({ width: w });
      for (const format of ["avif", "webp"] as const) {
        const body =
          format === "avif"
            ? await sized().avif({ quality: 55, effort: 4 }).toBuffer()
            : await sized().webp({ quality: 80 }).toBuffer();
        variants.push({ format, width: w });
        files.push({ name: variantName({ format, width: w }), body });
      }
    }
    const pngWidth = Math.min(info.width, PNG_WIDTH);
    const png = { format: "png" as const, width: pngWidth };
    variants.push(png);
    files.push({
      name: variantName(png),
      body: await from().resize({ width: pngWidth }).png({ compressionLevel: 9 }).toBuffer(),
    });
    return { type, width: info.width, height: info.height, original, variants, files };
  } catch (err) {
    throw refusal(err);
  }
}

async function convertSvg(bytes: Buffer, text: string): Promise<Picture> {
  const checked = checkSvg(text);
  if (checked === "unsafe") throw new HttpError(415, UNSAFE_SVG);
  if (checked === "unreadable") throw new HttpError(415, UNREADABLE_SVG);
  if (checked === "not-svg")
    throw new HttpError(415, /<svg[\s>]/.test(text) ? NO_SVG_NAMESPACE : UNSUPPORTED);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: "error" }).metadata();
  } catch (err) {
    throw refusal(err, UNREADABLE_SVG);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (meta.format !== "svg" || width < 1 || height < 1) throw new HttpError(415, UNREADABLE_SVG);
  const pngHeight = Math.max(1, Math.round((PNG_WIDTH * height) / width));
  if (PNG_WIDTH * pngHeight > MAX_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
  try {
    // Drawn at the density that makes it 512 px wide (sharp's density is 72 for the SVG's own size).
    const density = Math.min(100_000, Math.max(1, (72 * PNG_WIDTH) / width));
    const body = await decode(bytes, { density })
      .resize({ width: PNG_WIDTH, height: pngHeight, fit: "fill" })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const png = { format: "png" as const, width: PNG_WIDTH };
    const original = { name: originalName("image/svg+xml"), body: bytes };
    return {
      type: "image/svg+xml",
      width,
      height,
      original,
      variants: [png],
      files: [original, { name: variantName(png), body }],
    };
  } catch (err) {
    throw refusal(err, UNREADABLE_SVG);
  }
}
