// Ordering, paging and the links between posts. Pure functions over a list, so they are tested on fixtures.
import { findCategory, tagSlug, type Category } from "./categories";
import type { InsightDocument } from "./document";

export const PAGE_SIZE = 6;

export interface Post extends InsightDocument {
  /** The post's category with its display name. */
  categoryInfo: Category;
  /** Tags with their URL form. */
  tagLinks: { name: string; slug: string }[];
  /** The newer of publish and update date: the sitemap's lastmod and the feeds' updated. */
  lastModified: string;
}

/** Newest first (then by title, so the order never depends on the file system); drafts never reach here. */
export function preparePosts(documents: readonly InsightDocument[]): Post[] {
  return documents
    .map((doc) => ({
      ...doc,
      categoryInfo: findCategory(doc.category)!,
      tagLinks: doc.tags.map((name) => ({ name, slug: tagSlug(name) })),
      lastModified: doc.updateDate ?? doc.publishDate,
    }))
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title));
}

export const byCategory = (posts: readonly Post[], category: string) =>
  posts.filter((p) => p.category === category);

export const byTag = (posts: readonly Post[], tag: string) =>
  posts.filter((p) => p.tagLinks.some((t) => t.slug === tag));

/** Every tag in use, by its URL form, with its name as first written and how many posts carry it. */
export function allTags(posts: readonly Post[]): { name: string; slug: string; count: number }[] {
  const tags = new Map<string, { name: string; slug: string; count: number }>();
  for (const post of posts)
    for (const t of post.tagLinks) {
      const seen = tags.get(t.slug);
      if (seen) seen.count += 1;
      else tags.set(t.slug, { ...t, count: 1 });
    }
  return [...tags.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Up to `count` other posts: same category first, then most shared tags, then newest. */
export function related(posts: readonly Post[], post: Post, count = 3): Post[] {
  const tags = new Set(post.tagLinks.map((t) => t.slug));
  const score = (p: Post) => ({
    sameCategory: p.category === post.category ? 1 : 0,
    shared: p.tagLinks.filter((t) => tags.has(t.slug)).length,
  });
  return posts
    .filter((p) => p.slug !== post.slug)
    .map((p, index) => ({ p, index, ...score(p) }))
    .sort((a, b) => b.sameCategory - a.sameCategory || b.shared - a.shared || a.index - b.index)
    .slice(0, count)
    .map((x) => x.p);
}

/** The neighbours in time: `newer` was published after this post, `older` before. */
export function prevNext(posts: readonly Post[], post: Post): { newer?: Post; older?: Post } {
  const i = posts.findIndex((p) => p.slug === post.slug);
  if (i < 0) return {};
  return { newer: posts[i - 1], older: posts[i + 1] };
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** Page `page` (1-based) of a list; undefined past the last page (an empty list still has page 1). */
export function pageOf<T>(items: readonly T[], page: number): T[] | undefined {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length)) return undefined;
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** What a listing card shows of a post: no body, so listing pages carry no article HTML. */
export type PostSummary = Pick<
  Post,
  | "slug"
  | "title"
  | "description"
  | "publishDate"
  | "updateDate"
  | "categoryInfo"
  | "tagLinks"
  | "author"
  | "readingMinutes"
>;

export const summary = (p: Post): PostSummary => ({
  slug: p.slug,
  title: p.title,
  description: p.description,
  publishDate: p.publishDate,
  ...(p.updateDate ? { updateDate: p.updateDate } : {}),
  categoryInfo: p.categoryInfo,
  tagLinks: p.tagLinks,
  author: p.author,
  readingMinutes: p.readingMinutes,
});

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-20" -> "20 November 2026", the same in the build and the browser (no locale data involved). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}
