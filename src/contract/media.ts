import { z } from "zod";

// Pictures the owner uploads (logo, team and testimonial photos, covers). The server checks the type by
// content, strips metadata (EXIF, location) and keeps AVIF and WebP copies in a few widths.

/** Largest upload accepted, in bytes. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/svg+xml"] as const;
/** Widths the server keeps of a raster picture (never wider than the original). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export const mediaVariantSchema = z.object({
  format: z.enum(["avif", "webp", "png"]),
  width: z.number().int(),
  url: z.string(),
});

export const mediaSchema = z.object({
  _id: z.string(),
  /** What the picture shows, for screen readers; required. */
  alt: z.string(),
  /** The type found in the file's content. */
  type: z.enum(MEDIA_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** The original's URL (SVGs are served as uploaded after checking; rasters without metadata). */
  url: z.string(),
  variants: z.array(mediaVariantSchema),
  createdAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** The text fields sent beside the file. */
export const mediaUploadFieldsSchema = z.object({
  alt: z
    .string("Describe the picture")
    .trim()
    .min(1, "Describe the picture")
    .max(200, "The description can be at most 200 characters"),
});
