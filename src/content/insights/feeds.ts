import { Feed } from "feed";
import { feedFiles, type FeedPath, ogImagePath } from "~/shared/feeds";
import type { SiteCompany } from "../../shared/site-company";
import { absoluteUrl } from "../seo";
import { categoryPath, INSIGHTS_PATH, insightPath, tagPath } from "../site-map";
import { feedTitle } from "./feed-links";

// The three Insights feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1), built at prerender from the same posts as
// the pages. Items carry the full article with every link made absolute, so they read right in any reader.

/** What a feed needs of a post (a subset of Post, so tests can pass small fixtures). */
export interface FeedPost {
  slug: string;
  title: string;
  description: string;
  /** ISO days, "2026-11-20". */
  publishDate: string;
  updateDate?: string;
  author: string;
  categoryInfo: { slug: string; name: string };
  tagLinks: readonly { name: string; slug: string }[];
  html: string;
}

export const FEED_DESCRIPTION =
  "Practical articles on websites, apps, AI, customer service and data for growing businesses in India.";

export const postUrl = (slug: string) => absoluteUrl(insightPath(slug));
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Root-relative href, src and srcset values in `html` made absolute on the site's origin. */
export function absolutizeHtml(html: string): string {
  const abs = (path: string) => (path.startsWith("/") && !path.startsWith("//") ? absoluteUrl(path) : path);
  return html
    .replace(/\b(href|src)="([^"]*)"/g, (_, attr: string, value: string) => `${attr}="${abs(value)}"`)
    .replace(
      /\bsrcset="([^"]*)"/g,
      (_, value: string) =>
        `srcset="${value
          .split(",")
          .map((candidate) => {
            const [url = "", ...descriptor] = candidate.trim().split(/\s+/);
            return [abs(url), ...descriptor].join(" ");
          })
          .join(", ")}"`,
    );
}

/**
 * `format` decides two item fields the library shares between formats: RSS has one date, pubDate, which
 * is the publish date (Atom and JSON Feed carry both dates); and RSS enclosures need a byte length, which
 * the Open Graph picture, drawn in the same build, does not have yet, so only Atom and JSON Feed name it.
 */
export function insightsFeed(
  posts: readonly FeedPost[],
  format: "rss" | "atom" | "json",
  company: SiteCompany,
): Feed {
  const link = (path: string) => absoluteUrl(path);
  const newest = posts.reduce<string | undefined>((latest, p) => {
    const changed = p.updateDate ?? p.publishDate;
    return !latest || changed > latest ? changed : latest;
  }, undefined);
  const feedLink = (path: FeedPath) => link(path);
  const feed = new Feed({
    title: feedTitle(company),
    description: FEED_DESCRIPTION,
    id: link(INSIGHTS_PATH),
    link: link(INSIGHTS_PATH),
    language: "en-IN",
    image: link("/og-image.png"),
    favicon: link("/favicon.svg"),
    copyright: `© ${company.founded} ${company.legalName}`,
    // A feed without posts still needs a stable date; the company's founding year is the earliest possible.
    updated: day(newest ?? `${company.founded}-01-01`),
    generator: false,
    feedLinks: {
      rss: feedLink(feedFiles[0].path),
      atom: feedLink(feedFiles[1].path),
      json: feedLink(feedFiles[2].path),
    },
    author: { name: company.legalName, link: link("/") },
  });
  for (const post of posts) {
    const url = postUrl(post.slug);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.description,
      content: absolutizeHtml(post.html),
      author: [{ name: post.author, link: link("/about") }],
      date: day(format === "rss" ? post.publishDate : (post.updateDate ?? post.publishDate)),
      published: day(post.publishDate),
      category: [
        { name: post.categoryInfo.name, domain: link(categoryPath(post.categoryInfo.slug)) },
        ...post.tagLinks.map((t) => ({ name: t.name, domain: link(tagPath(t.slug)) })),
      ],
      ...(format === "rss" ? {} : { image: { url: link(ogImagePath(post.slug)), type: "image/png" } }),
    });
  }
  return feed;
}

/** The text of one feed file. */
export function feedText(path: FeedPath, posts: readonly FeedPost[], company: SiteCompany): string {
  if (path === "/rss.xml") return insightsFeed(posts, "rss", company).rss2();
  if (path === "/atom.xml") return insightsFeed(posts, "atom", company).atom1();
  return insightsFeed(posts, "json", company).json1();
}
