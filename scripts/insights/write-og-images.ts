// Writes every post's Open Graph picture into the built client, at the path its page's og:image names.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ogImagePath } from "../../src/shared/feeds";
import { ogImagePng, type OgPost } from "./og-image";

export async function writeOgImages(
  clientDir: string,
  posts: readonly (OgPost & { slug: string })[],
  siteUrl: string,
): Promise<string[]> {
  const host = new URL(siteUrl).host;
  const written: string[] = [];
  for (const post of posts) {
    const file = join(clientDir, ...ogImagePath(post.slug).split("/"));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await ogImagePng(post, host));
    written.push(file);
  }
  return written;
}
