// Writes every post's Open Graph picture into the built client, at the path its page's og:image names.
// Drawing one takes tens of milliseconds, so pictures are kept in a cache keyed by what they show
// and by the drawing code itself: a rebuild redraws only new or changed titles.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ogImagePath } from "../../src/shared/feeds";
import { ogImagePng, type OgPost } from "./og-image";

const LANES = 2;
const cacheDir = resolve(".content-collections/og-cache");
const drawingCode = ["./og-image.ts", "./png-card.ts"]
  .map((f) => readFileSync(fileURLToPath(new URL(f, import.meta.url)), "utf8"))
  .join("\n");

const cacheKey = (post: OgPost, host: string) =>
  createHash("sha256")
    .update(JSON.stringify([post.title, post.categoryInfo.name, host]))
    .update(drawingCode)
    .digest("hex")
    .slice(0, 32);

export async function writeOgImages(
  clientDir: string,
  posts: readonly (OgPost & { slug: string })[],
  siteUrl: string,
): Promise<{ drawn: number; reused: number }> {
  const host = new URL(siteUrl).host;
  mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  const write = async (post: (typeof posts)[number]) => {
    const file = join(clientDir, ...ogImagePath(post.slug).split("/"));
    const cached = join(cacheDir, `${cacheKey(post, host)}.png`);
    if (!existsSync(cached)) {
      writeFileSync(cached, await ogImagePng(post, host));
      drawn += 1;
    }
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(cached, file);
  };
  // Two at a time: one is laid out here while the other rasterises on the thread pool.
  const queue = [...posts];
  const lane = async () => {
    for (let post = queue.shift(); post; post = queue.shift()) await write(post);
  };
  await Promise.all(Array.from({ length: Math.min(LANES, queue.length) }, lane));
  return { drawn, reused: posts.length - drawn };
}
