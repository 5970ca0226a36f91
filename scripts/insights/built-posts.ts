// The posts of this build as the pages see them (src/content/insights/posts.ts), read in Node after the
// content layer has run: build steps outside Vite cannot import the posts module, whose source only exists
// behind the Vite plugin's alias (scripts/content/vite-plugin.ts).
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { InsightDocument } from "../../src/content/insights/document";
import { type Post, preparePosts } from "../../src/content/insights/post-list";

const generated = resolve(".content-collections/generated/allInsights.js");

export async function builtPosts(): Promise<Post[]> {
  if (!existsSync(generated))
    throw new Error(`${generated} is missing: the Insights content layer has not run in this build`);
  // The file's time in the URL: a second build in the same process reads the new file, not the cached module.
  const url = `${pathToFileURL(generated).href}?v=${statSync(generated).mtimeMs}`;
  const { default: documents } = (await import(url)) as { default: InsightDocument[] };
  return preparePosts(documents);
}
