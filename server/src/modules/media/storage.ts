import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PictureFile } from "./pictures";

// Pictures live in DATA_DIR/media/<id>/. A new one is written whole under media/.incoming/ and moved
// into place with one rename, so a crash never leaves a half-written picture where it is served.

/** Picture ids are UUIDs; anything else never reaches the file system. */
export const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The only file names a picture's folder holds. */
export const MEDIA_FILE = /^(original\.(jpg|png|webp|avif|svg)|[1-9][0-9]{0,4}\.(avif|webp|png))$/;

const INCOMING = ".incoming";
/** Unfinished folders older than this (a crash mid-upload) are removed by the next upload. */
const STALE_MS = 60 * 60 * 1000;

export const mediaRoot = (dataDir: string) => join(dataDir, "media");

/** The folder of picture `id` (the id must match MEDIA_ID). */
export function pictureFolder(dataDir: string, id: string): string {
  if (!MEDIA_ID.test(id)) throw new Error("invalid picture id");
  return join(mediaRoot(dataDir), id);
}

/** The files of a picture, written in full but not yet in place. */
export interface Staged {
  /** Moves the folder to media/<id>/ (one rename). */
  place(): Promise<void>;
  /** Removes the unplaced folder. */
  discard(): Promise<void>;
}

export async function stageFiles(dataDir: string, id: string, files: PictureFile[]): Promise<Staged> {
  const final = pictureFolder(dataDir, id);
  const incoming = join(mediaRoot(dataDir), INCOMING);
  await mkdir(incoming, { recursive: true });
  await removeStale(incoming);
  const work = join(incoming, `${id}.${randomUUID()}`);
  await mkdir(work);
  const discard = () => rm(work, { recursive: true, force: true });
  try {
    for (const file of files) {
      if (!MEDIA_FILE.test(file.name)) throw new Error(`invalid picture file name ${file.name}`);
      await writeFile(join(work, file.name), file.body, { flag: "wx" });
    }
  } catch (err) {
    await discard();
    throw err;
  }
  return { place: () => rename(work, final), discard };
}

/** Removes a placed picture's folder (a missing one is fine). */
export async function removeFolder(dataDir: string, id: string): Promise<void> {
  await rm(pictureFolder(dataDir, id), { recursive: true, force: true });
}

async function removeStale(incoming: string) {
  const now = Date.now();
  for (const name of await readdir(incoming).catch(() => [] as string[])) {
    const path = join(incoming, name);
    const since = await stat(path).then(
      (s) => now - s.mtimeMs,
      () => 0,
    );
    if (since > STALE_MS) await rm(path, { recursive: true, force: true });
  }
}
