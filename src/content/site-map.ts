import { SEARCH_INDEX_PATH } from "./insights/search-path";
import { feedPaths, ogImagePath } from "../shared/feeds";
import { pageCount } from "./insights/post-list";
import { regions } from "./regions";

/** What the paths of Insights need to know of a post (src/content/insights/posts.ts has them all). */
export interface PostRef {
  slug: string;
  category: string;
  tagLinks: readonly { slug: string }[];
  lastModified: string;
}

// Every public, indexable path. Drives prerendering and sitemap.xml.
export const publicPaths = [
  "/",
  "/about",
  "/service",
  "/service/web",
  "/service/app",
  "/service/social",
  "/social",
  "/ai",
  "/platform/kpi-extract",
  "/contact",
  "/vision",
  "/pricing",
  "/terms-and-conditions",
  "/privacy",
  "/demo",
] as const;

/** Paths that show the same page as another; their canonical link (and the sitemap) names the other. */
export const aliasOf: Readonly<Record<string, string>> = { "/service/social": "/social" };

/** Files generated from the route table at build time: the search index (app/routes/insights-search-index.ts)
 * and the Insights feeds. */
export const resourcePaths = ["/sitemap.xml", "/robots.txt", SEARCH_INDEX_PATH, ...feedPaths] as const;

export function regionPaths(): string[] {
  return regions.map((r) => `/${r.slug}`);
}

export const INSIGHTS_PATH = "/insights";
export const insightPath = (slug: string) => `${INSIGHTS_PATH}/${slug}`;
export const categoryPath = (slug: string) => `${INSIGHTS_PATH}/category/${slug}`;
/** A post's Open Graph image (1200×630 PNG), written at build beside the pages (one path for the servers too). */
export const insightOgImagePath = ogImagePath;
export const tagPath = (slug: string) => `${INSIGHTS_PATH}/tag/${slug}`;
/** Page `page` of a listing at `base`: page 1 is the listing itself. */
export const pagedPath = (base: string, page: number) => (page <= 1 ? base : `${base}/page/${page}`);

const pagesOf = (base: string, count: number) =>
  Array.from({ length: pageCount(count) }, (_, i) => pagedPath(base, i + 1));

const countBy = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
};

/** Tag archives: built and linked, but `noindex`, so never in the sitemap. */
export function tagArchivePaths(posts: readonly PostRef[]): string[] {
  const tags = countBy(posts.flatMap((p) => p.tagLinks.map((t) => t.slug)));
  return [...tags].flatMap(([tag, n]) => pagesOf(tagPath(tag), n));
}

/** Insights pages search engines should index: the listing, its pages, the posts and category archives. */
export function insightIndexablePaths(posts: readonly PostRef[]): string[] {
  const categories = countBy(posts.map((p) => p.category));
  return [
    ...pagesOf(INSIGHTS_PATH, posts.length),
    ...posts.map((p) => insightPath(p.slug)),
    ...[...categories].flatMap(([category, n]) => pagesOf(categoryPath(category), n)),
  ];
}

/** Every public page: the fixed routes, each region, and Insights (when given the posts). */
export function pagePaths(posts: readonly PostRef[] = []): string[] {
  return [...publicPaths, ...regionPaths(), ...insightIndexablePaths(posts), ...tagArchivePaths(posts)];
}

/** What the build writes to static files: each page plus sitemap.xml and robots.txt. */
export function prerenderPaths(posts: readonly PostRef[] = []): string[] {
  return [...pagePaths(posts), ...resourcePaths];
}

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD: the newest update of what the page shows. */
  lastmod?: string;
}

const newest = (posts: readonly PostRef[]) =>
  posts.reduce<string | undefined>(
    (max, p) => (!max || p.lastModified > max ? p.lastModified : max),
    undefined,
  );

/** The canonical URLs listed in sitemap.xml (aliases and tag archives left out, admin and login never in). */
export function sitemapEntries(posts: readonly PostRef[] = []): SitemapEntry[] {
  const lastmod = new Map<string, string | undefined>([[INSIGHTS_PATH, newest(posts)]]);
  for (const p of posts) lastmod.set(insightPath(p.slug), p.lastModified);
  for (const category of new Set(posts.map((p) => p.category)))
    lastmod.set(categoryPath(category), newest(posts.filter((p) => p.category === category)));
  return [...publicPaths, ...regionPaths(), ...insightIndexablePaths(posts)]
    .filter((p) => !(p in aliasOf))
    .map((path) => {
      const date = lastmod.get(path);
      return date ? { path, lastmod: date } : { path };
    });
}

export const sitemapPaths = (posts: readonly PostRef[] = []) => sitemapEntries(posts).map((e) => e.path);
