// The posts as Node code outside Vite sees them (the prerender list, e2e specs, the bench): the content
// layer's generated module, built first when it is missing.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { InsightDocument } from "../../src/content/insights/document.ts";
import { preparePosts, type Post } from "../../src/content/insights/post-list.ts";
import { buildContent } from "./build.ts";

const generated = resolve(".content-collections/generated/allInsights.js");

export async function loadPosts(): Promise<Post[]> {
  if (!existsSync(generated)) await buildContent();
  const url = `${pathToFileURL(generated).href}?t=${Date.now()}`;
  const mod = (await import(/* @vite-ignore */ url)) as { default: InsightDocument[] };
  return preparePosts(mod.default);
}
