import { createHash } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import type { Media } from "~/contract/media";
import type { AppContext } from "../../context";
import { media } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { convertPicture, originalName, variantName } from "./pictures";
import { conversions } from "./queue";
import { MEDIA_FILE, MEDIA_ID, pictureFolder, removeFolder, stageFiles } from "./storage";

type Row = typeof media.$inferSelect;

/** Where the files of picture `id` are served (outside /api, on the API server's origin). */
const fileUrl = (id: string, name: string) => `/media/${id}/${name}`;

const toMedia = (row: Row): Media => ({
  _id: row.id,
  alt: row.alt,
  type: row.type,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  url: fileUrl(row.id, originalName(row.type)),
  variants: row.variants.map((v) => ({ ...v, url: fileUrl(row.id, variantName(v)) })),
  createdAt: row.createdAt.toISOString(),
});

/** Every picture, newest first. */
export async function listMedia(ctx: AppContext): Promise<Media[]> {
  const rows = await ctx.db.select().from(media).orderBy(desc(media.createdAt), desc(media.id));
  return rows.map(toMedia);
}

const findRow = async (ctx: AppContext, id: string): Promise<Row | undefined> =>
  MEDIA_ID.test(id) ? (await ctx.db.select().from(media).where(eq(media.id, id)).limit(1))[0] : undefined;

/** One picture, or undefined when there is none with that id. */
export async function findMedia(ctx: AppContext, id: string): Promise<Media | undefined> {
  const row = await findRow(ctx, id);
  return row && toMedia(row);
}

/** The URL of a picture's PNG form (every picture has one): for mails, favicons and logos. */
export function mediaPngUrl(picture: Media): string {
  const png = picture.variants.find((v) => v.format === "png");
  return png?.url ?? picture.url;
}

/**
 * Converts and stores an upload (one conversion at a time per process) and records it; the refusals
 * of `convertPicture` reach the caller. The files are in place before the row commits, and removed
 * when it does not.
 */
export async function uploadMedia(
  ctx: AppContext,
  upload: { bytes: Buffer; alt: string; adminId: string },
): Promise<Media> {
  const picture = await conversions(() => convertPicture(upload.bytes));
  const id = newId();
  const { dataDir } = ctx.config;
  const staged = await stageFiles(dataDir, id, picture.files);
  const row: Row = {
    id,
    alt: upload.alt,
    type: picture.type,
    width: picture.width,
    height: picture.height,
    bytes: picture.original.body.length,
    sha256: createHash("sha256").update(picture.original.body).digest("hex"),
    variants: picture.variants,
    createdAt: ctx.clock(),
    createdBy: upload.adminId,
  };
  let placed = false;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(media).values(row);
      await staged.place();
      placed = true;
    });
  } catch (err) {
    await (placed ? removeFolder(dataDir, id) : staged.discard());
    throw err;
  }
  return toMedia(row);
}

/** Deletes a picture's row, then its folder; false when there is no such picture. */
export async function deleteMedia(ctx: AppContext, id: string): Promise<boolean> {
  if (!MEDIA_ID.test(id)) return false;
  const gone = await ctx.db.delete(media).where(eq(media.id, id)).returning({ id: media.id });
  if (!gone.length) return false;
  // The row is gone, so the files are no longer served even if removing them fails here.
  await removeFolder(ctx.config.dataDir, id).catch((err: unknown) =>
    ctx.log.warn({ id, err: (err as Error).message }, "a deleted picture's folder was not removed"),
  );
  return true;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
};

/** A stored file ready to send: its content type, size and a stream of it. */
export interface MediaFile {
  type: string;
  size: number;
  svg: boolean;
  open(): ReadStream;
}

/**
 * A file of a picture that exists: the id and name must match their strict patterns, the picture's row
 * must list the file, and the file must be on disk. Undefined otherwise (the caller answers 404).
 */
export async function findMediaFile(
  ctx: AppContext,
  id: string,
  name: string,
): Promise<MediaFile | undefined> {
  if (!MEDIA_ID.test(id) || !MEDIA_FILE.test(name)) return undefined;
  const row = await findRow(ctx, id);
  if (!row) return undefined;
  const listed = name === originalName(row.type) || row.variants.some((v) => variantName(v) === name);
  if (!listed) return undefined;
  const path = join(pictureFolder(ctx.config.dataDir, id), name);
  const size = await stat(path).then(
    (s) => (s.isFile() ? s.size : undefined),
    () => undefined,
  );
  if (size === undefined) return undefined;
  const extension = name.slice(name.lastIndexOf(".") + 1);
  const type = CONTENT_TYPES[extension] ?? "application/octet-stream";
  return { type, size, svg: extension === "svg", open: () => createReadStream(path) };
}
