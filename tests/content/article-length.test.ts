import { buildTimeCompany } from "~/content/company";
// The editorial bar: every published article has at least 700 words of prose, on its page and in each of its
// feed items (RSS, Atom, JSON Feed). Words are what a reader reads: the body's text without markup, and
// without code blocks, which carry example data rather than prose.
import { XMLParser } from "fast-xml-parser";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { loadPosts } from "../../scripts/content/load-posts";
import { type FeedPost, feedText } from "../../src/content/insights/feeds";

const MIN_WORDS = 700;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (_, entity: string) =>
    entity.startsWith("#")
      ? String.fromCodePoint(
          entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
        )
      : (NAMED_ENTITIES[entity.toLowerCase()] ?? " "),
  );

const BLOCK_TAG =
  /<\/?(?:p|h[1-6]|ul|ol|li|blockquote|table|thead|tbody|tr|td|th|div|figure|figcaption|picture|source|img|br|hr)\b[^>]*>/gi;

/** Words of prose in an article's HTML: code blocks dropped, block tags separate words, inline tags do not. */
function proseWords(html: string): number {
  const text = decodeEntities(
    html
      .replace(/<pre\b[\s\S]*?<\/pre>/gi, " ")
      .replace(BLOCK_TAG, " ")
      .replace(/<[^>]*>/g, ""),
  );
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

type Counts = { body: number; rss: number; atom: number; json: number };

/** Prose words of each post's body and of its item in each feed, by slug. */
async function wordCounts(posts: readonly FeedPost[]): Promise<Map<string, Counts>> {
  const slugOf = (url: string) => new URL(url).pathname.split("/").pop()!;

  const rss = await new Parser().parseString(feedText("/rss.xml", posts, buildTimeCompany));
  const rssHtml = new Map(rss.items.map((i) => [slugOf(i.link!), String(i["content:encoded"] ?? "")]));

  const atom = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" }).parse(
    feedText("/atom.xml", posts, buildTimeCompany),
  ) as { feed: { entry?: { id: string; content?: { "#text"?: string } }[] } };
  const atomHtml = new Map((atom.feed.entry ?? []).map((e) => [slugOf(e.id), e.content?.["#text"] ?? ""]));

  const json = JSON.parse(feedText("/feed.json", posts, buildTimeCompany)) as {
    items: { url: string; content_html?: string }[];
  };
  const jsonHtml = new Map(json.items.map((i) => [slugOf(i.url), i.content_html ?? ""]));

  return new Map(
    posts.map((p) => [
      p.slug,
      {
        body: proseWords(p.html),
        rss: proseWords(rssHtml.get(p.slug) ?? ""),
        atom: proseWords(atomHtml.get(p.slug) ?? ""),
        json: proseWords(jsonHtml.get(p.slug) ?? ""),
      },
    ]),
  );
}

/** The posts short of the bar, with the counts that are short. */
async function shortPosts(posts: readonly FeedPost[]): Promise<Record<string, Partial<Counts>>> {
  const short: Record<string, Partial<Counts>> = {};
  for (const [slug, counts] of await wordCounts(posts)) {
    const below = Object.entries(counts).filter(([, n]) => n < MIN_WORDS);
    if (below.length) short[slug] = Object.fromEntries(below);
  }
  return short;
}

const fixture = (slug: string, html: string): FeedPost => ({
  slug,
  title: slug,
  description: "A summary, which is not the article.",
  publishDate: "2026-01-15",
  author: "Aarav Sharma",
  categoryInfo: { slug: "local-seo", name: "Local SEO" },
  tagLinks: [],
  html,
});

const prose = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(" ")}</p>`;
const codeBlock = `<pre class="shiki"><code>${'<span>"key"</span>: <span>"value"</span>\n'.repeat(400)}</code></pre>`;

describe("article length", () => {
  it("counts prose words, not markup, entities or code blocks", () => {
    expect(
      proseWords(
        '<h2 id="a">Two words</h2>\n<p>One <strong>bold</strong> word &#x26; <a href="/x">a link</a>.</p>',
      ),
    ).toBe(7);
    expect(proseWords(`${prose(10)}${codeBlock}`)).toBe(10);
    expect(proseWords("<ul><li>first</li><li>second</li></ul>")).toBe(2);
  });

  it("reports an article below the bar in its body and in every feed item, and passes one at the bar", async () => {
    const short = fixture("short-post", `${prose(MIN_WORDS - 1)}${codeBlock}`);
    const enough = fixture("long-enough", prose(MIN_WORDS));
    expect(await shortPosts([short, enough])).toEqual({
      "short-post": { body: MIN_WORDS - 1, rss: MIN_WORDS - 1, atom: MIN_WORDS - 1, json: MIN_WORDS - 1 },
    });
  });

  it("every published article has at least 700 words in its body and in each feed item", async () => {
    const posts = await loadPosts();
    expect(posts.length).toBeGreaterThan(0);
    expect(await shortPosts(posts)).toEqual({});
    // Feed items carry the whole article: nothing of the body is dropped on the way into a feed.
    for (const [slug, counts] of await wordCounts(posts))
      expect({ slug, rss: counts.rss, atom: counts.atom, json: counts.json }).toEqual({
        slug,
        rss: counts.body,
        atom: counts.body,
        json: counts.body,
      });
  });
});
