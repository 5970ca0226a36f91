import { describe, expect, it } from "vitest";
import type { InsightDocument } from "../../src/content/insights/document";
import {
  allTags,
  byTag,
  pageCount,
  pageOf,
  preparePosts,
  prevNext,
  related,
} from "../../src/content/insights/post-list";

const doc = (slug: string, publishDate: string, category: InsightDocument["category"], tags: string[]) =>
  ({
    slug,
    file: `content/insights/${slug}.md`,
    title: slug,
    description: "",
    publishDate,
    category,
    tags,
    author: "Aarav Sharma",
    html: "",
    headings: [],
    text: "",
    readingMinutes: 1,
  }) satisfies InsightDocument;

const posts = preparePosts([
  doc("old-ai", "2026-01-01", "ai", ["Chatbots"]),
  doc("newest-web", "2026-05-01", "web-and-apps", ["Websites", "Local SEO"]),
  doc("web-two", "2026-03-01", "web-and-apps", ["Apps"]),
  doc("seo", "2026-04-01", "local-seo", ["Local SEO", "Websites"]),
  doc("ai-two", "2026-02-01", "ai", ["Local SEO"]),
]);

describe("insights post list", () => {
  it("orders posts newest first", () => {
    expect(posts.map((p) => p.slug)).toEqual(["newest-web", "seo", "web-two", "ai-two", "old-ai"]);
  });

  it("finds related posts: same category, then shared tags, then newest", () => {
    const post = posts[0]!;
    expect(related(posts, post).map((p) => p.slug)).toEqual(["web-two", "seo", "ai-two"]);
  });

  it("links each post to its newer and older neighbour", () => {
    const { newer, older } = prevNext(posts, posts[1]!);
    expect([newer?.slug, older?.slug]).toEqual(["newest-web", "web-two"]);
    expect(prevNext(posts, posts[0]!).newer).toBeUndefined();
  });

  it("lists tags by their URL form with counts", () => {
    expect(allTags(posts)[0]).toEqual({ name: "Local SEO", slug: "local-seo", count: 3 });
    expect(byTag(posts, "websites").map((p) => p.slug)).toEqual(["newest-web", "seo"]);
  });

  it("pages six at a time and has no page past the last", () => {
    const many = Array.from({ length: 13 }, (_, i) => i);
    expect(pageCount(13)).toBe(3);
    expect(pageOf(many, 3)).toEqual([12]);
    expect(pageOf(many, 4)).toBeUndefined();
    expect(pageOf([], 1)).toEqual([]);
    expect(pageOf(many, 0)).toBeUndefined();
  });
});
