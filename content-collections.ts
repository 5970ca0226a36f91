// The content layer (docs/decisions/0041): Markdown posts in content/insights/, validated by the one front-matter
// schema, rendered at build. INSIGHTS_DIR points it at another folder (the build bench's 200 generated posts).
import { dirname, join, relative, resolve } from "node:path";
import { defineCollection, defineConfig, type GetTypeByName } from "@content-collections/core";
import { z } from "zod";
import { convertImage } from "./scripts/content/images";
import { ContentError, renderMarkdown } from "./scripts/content/render-markdown";
import type { InsightDocument } from "./src/content/insights/document";
import { frontMatterSchema } from "./src/content/insights/schema";

// Relative to the project: the collector joins it to the config's folder.
export const insightsDirectory = relative(".", resolve(process.env.INSIGHTS_DIR ?? "content/insights"));
const assetsDirectory = resolve(process.env.INSIGHTS_ASSETS_DIR ?? ".content-collections/assets/insights");

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugOf = (path: string) => path.split("/").pop()!;
const day = (d: Date) => d.toISOString().slice(0, 10);

const insights = defineCollection({
  name: "insights",
  directory: insightsDirectory,
  include: "**/*.md",
  schema: frontMatterSchema.and(z.object({ content: z.string() })),
  transform: async (doc, context) => {
    const file = join(insightsDirectory, doc._meta.filePath);
    const slug = slugOf(doc._meta.path);
    if (!SLUG.test(slug))
      throw new ContentError(
        `${file}: file name "${slug}" is not a slug; use lower-case words joined by hyphens`,
      );
    const twins = (await context.collection.documents()).filter((d) => slugOf(d._meta.path) === slug);
    if (twins.length > 1)
      throw new ContentError(
        `${file}: duplicate slug "${slug}", also used by ${twins
          .filter((d) => d._meta.filePath !== doc._meta.filePath)
          .map((d) => join(insightsDirectory, d._meta.filePath))
          .join(", ")}`,
      );
    if (doc.draft) return context.skip("draft");
    const postDir = resolve(insightsDirectory, dirname(doc._meta.filePath));
    const image = (src: string) => convertImage(file, src, resolve(postDir, src), assetsDirectory);
    const body = await renderMarkdown(doc.content, { file, image });
    const cover = doc.cover ? { ...(await image(doc.cover.src)), alt: doc.cover.alt } : undefined;
    return {
      slug,
      file: relative(".", resolve(file)),
      title: doc.title,
      description: doc.description,
      publishDate: day(doc.publishDate),
      ...(doc.updateDate ? { updateDate: day(doc.updateDate) } : {}),
      category: doc.category,
      tags: doc.tags,
      author: doc.author,
      ...(cover ? { cover } : {}),
      ...body,
    };
  },
});

const config = defineConfig({ content: [insights] });
export default config;

// The site reads posts through InsightDocument (src/content/insights/content-collections.d.ts): the build's
// output must stay assignable to it.
export type Generated = GetTypeByName<typeof config, "insights">;
export const outputMatchesSiteType = (doc: Generated): InsightDocument => doc;
