// THE front-matter schema of an Insights post (content/insights/*.md). The build validates every post with
// it, and the CMS collection config is generated from it, so the two cannot drift.
import { z } from "zod";
import about from "../data/about.json";
import { categories, categorySlugs, tagSlug } from "./categories.ts";

export {
  categories,
  categorySlugs,
  findCategory,
  tagSlug,
  type Category,
  type CategorySlug,
} from "./categories.ts";

/** Who may sign a post: the team members of the About page. */
export const authorNames = about.team.map((m) => m.name) as [string, ...string[]];

export const MAX_TAGS = 6;

const text = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`);

export const coverSchema = z.object({
  /** Path of the image file, relative to the post's Markdown file (e.g. `./images/cover.jpg`). */
  src: text("cover.src"),
  /** What the image shows, for people who cannot see it. */
  alt: z
    .string({ error: "cover.alt is required: describe what the image shows" })
    .trim()
    .min(1, "cover.alt is required: describe what the image shows"),
});

export const frontMatterSchema = z
  .object({
    title: text("title").max(120, "title is longer than 120 characters"),
    description: text("description").max(300, "description is longer than 300 characters"),
    publishDate: z.coerce.date({ error: "publishDate must be a date (YYYY-MM-DD)" }),
    updateDate: z.coerce.date({ error: "updateDate must be a date (YYYY-MM-DD)" }).optional(),
    draft: z.boolean({ error: "draft must be true or false" }).default(false),
    category: z.enum(categorySlugs, {
      error: `category must be one of: ${categories.map((c) => c.slug).join(", ")}`,
    }),
    tags: z
      .array(text("a tag").max(40, "a tag is longer than 40 characters"), { error: "tags must be a list" })
      .min(1, "tags needs at least one tag")
      .max(MAX_TAGS, `tags has more than ${MAX_TAGS} entries`)
      .refine((tags) => new Set(tags.map(tagSlug)).size === tags.length, "tags has the same tag twice"),
    author: z.enum(authorNames, {
      error: `author must be a team member of the About page: ${authorNames.join(", ")}`,
    }),
    cover: coverSchema.optional(),
  })
  .refine((fm) => !fm.updateDate || fm.updateDate >= fm.publishDate, {
    path: ["updateDate"],
    message: "updateDate is before publishDate",
  });

/** Front matter as written in the file. */
export type FrontMatterInput = z.input<typeof frontMatterSchema>;
/** Front matter after validation (dates parsed, defaults filled). */
export type FrontMatter = z.output<typeof frontMatterSchema>;
