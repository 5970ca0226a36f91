import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import type { Media } from "~/contract/media";
import { auth, json, type TestApp } from "../helpers";

/** A file part of an upload: its bytes, the name and content type the browser claims. */
export interface UploadFile {
  body: Buffer;
  name: string;
  type: string;
}

/** A multipart body as a browser's FormData sends it, with its content type (and boundary). */
export async function multipart(fields: Record<string, string | UploadFile>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new File([new Uint8Array(value.body)], value.name, { type: value.type }));
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

/** POST /api/v1/Media as the holder of `token` (the first admin, an owner, by default). */
export async function upload(
  t: TestApp,
  fields: Record<string, string | UploadFile>,
  token?: string,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipart(fields);
  return t.app.inject({
    method: "POST",
    url: "/api/v1/Media",
    headers: { ...auth(token ?? (await t.token())), "content-type": contentType },
    payload,
  });
}

/** The picture an upload answered with (the upload must have succeeded). */
export function uploaded(res: LightMyRequestResponse): Media {
  if (res.statusCode !== 200) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
  return json(res).data as Media;
}

/** The picture folders under DATA_DIR/media (ids), without the unfinished uploads' folder. */
export function pictureFolders(t: TestApp): string[] {
  const root = join(t.dataDir, "media");
  if (!existsSync(root)) return [];
  return readdirSync(root).filter((n) => !n.startsWith("."));
}

/** Unfinished uploads left under DATA_DIR/media/.incoming. */
export function unfinished(t: TestApp): string[] {
  const dir = join(t.dataDir, "media", ".incoming");
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** A photo-like JPEG of `width`×`height`. */
export const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();

/** A PNG of `width`×`height` with some transparency. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** True when an EXIF block (TIFF structure) has a GPS IFD pointer (tag 0x8825) in IFD0. */
export function hasGpsPointer(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.toString("latin1", 0, 4) === "Exif" ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const count = u16(ifd);
  for (let i = 0; i < count; i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
}
