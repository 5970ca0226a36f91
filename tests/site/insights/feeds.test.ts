import { buildTimeCompany } from "~/content/company";
import { XMLParser } from "fast-xml-parser";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { absolutizeHtml, type FeedPost, feedText } from "~/content/insights/feeds";
import { feedLinks } from "~/content/insights/feed-links";
import { env } from "~/lib/env";
import { feedFiles } from "~/shared/feeds";

// The feed files as readers parse them, built from two small posts (the real posts are checked against
// the built site in e2e/insights-feeds.spec.ts).
const site = env.siteUrl;
const posts: FeedPost[] = [
  {
    slug: "newer-post",
    title: "Newer post & its <title>",
    description: "The newer one.",
    publishDate: "2026-11-10",
    updateDate: "2026-11-20",
    author: "Priya Verma",
    categoryInfo: { slug: "data-and-kpis", name: "Data and KPIs" },
    tagLinks: [{ name: "KPI", slug: "kpi" }],
    html: '<h2 id="a">A section</h2><p>See <a href="/pricing">our prices</a> and <a href="https://example.org/x">elsewhere</a>.</p><img src="/assets/insights/a.webp" alt="A chart">',
  },
  {
    slug: "older-post",
    title: "Older post",
    description: "The older one.",
    publishDate: "2026-09-01",
    author: "Rohan Gupta",
    categoryInfo: { slug: "how-we-work", name: "How we work" },
    tagLinks: [],
    html: "<p>Body of the older post.</p>",
  },
];

describe("Insights feeds", () => {
  it("RSS 2.0 parses with every post: absolute link, publish date, author and full content", async () => {
    const feed = await new Parser().parseString(feedText("/rss.xml", posts, buildTimeCompany));
    expect(feed.title).toBe("Company Insights");
    expect(feed.link).toBe(`${site}/insights`);
    expect(feed.items.map((i) => i.link)).toEqual([
      `${site}/insights/newer-post`,
      `${site}/insights/older-post`,
    ]);
    expect(feed.items[0]!.title).toBe("Newer post & its <title>");
    // RSS has one date per item: the publish date, also for a post updated since.
    expect(feed.items.map((i) => new Date(i.pubDate!).toISOString())).toEqual([
      "2026-11-10T00:00:00.000Z",
      "2026-09-01T00:00:00.000Z",
    ]);
    expect(feed.items[0]!.content).toBe("The newer one.");
    const full = feed.items[0]!["content:encoded"] as string;
    expect(full).toContain('<h2 id="a">A section</h2>');
    expect(full).toContain(`href="${site}/pricing"`);
    expect(full).toContain(`src="${site}/assets/insights/a.webp"`);
    // Categories carry their archive page as the domain attribute.
    expect(feed.items[0]!.categories).toEqual([
      { _: "Data and KPIs", $: { domain: `${site}/insights/category/data-and-kpis` } },
      { _: "KPI", $: { domain: `${site}/insights/tag/kpi` } },
    ]);
  });

  it("Atom parses with entries carrying published and updated dates and the full content", () => {
    const atom = new XMLParser({ ignoreAttributes: false }).parse(
      feedText("/atom.xml", posts, buildTimeCompany),
    ) as {
      feed: {
        title: string;
        updated: string;
        link: { "@_href": string; "@_rel"?: string }[];
        entry: {
          title: { "#text": string };
          id: string;
          link: { "@_href": string; "@_rel"?: string }[];
          published: string;
          updated: string;
          content: { "#text": string; "@_type": string };
          author: { name: string };
        }[];
      };
    };
    expect(atom.feed.updated).toBe("2026-11-20T00:00:00.000Z");
    expect(atom.feed.link.map((l) => l["@_href"])).toContain(`${site}/atom.xml`);
    const [newer, older] = atom.feed.entry;
    expect(newer!.link.find((l) => !l["@_rel"])?.["@_href"]).toBe(`${site}/insights/newer-post`);
    expect(newer!.link.find((l) => l["@_rel"] === "enclosure")?.["@_href"]).toBe(
      `${site}/insights/og/newer-post.png`,
    );
    expect(newer!.published).toBe("2026-11-10T00:00:00.000Z");
    expect(newer!.updated).toBe("2026-11-20T00:00:00.000Z");
    expect(newer!.author.name).toBe("Priya Verma");
    expect(newer!.content["@_type"]).toBe("html");
    expect(newer!.content["#text"]).toContain(`href="${site}/pricing"`);
    expect(older!.id).toBe(`${site}/insights/older-post`);
  });

  it("JSON Feed has the version, the feed URL and items with html and dates", () => {
    const json = JSON.parse(feedText("/feed.json", posts, buildTimeCompany)) as {
      version: string;
      feed_url: string;
      home_page_url: string;
      items: {
        id: string;
        url: string;
        content_html: string;
        date_published: string;
        date_modified: string;
      }[];
    };
    expect(json.version).toBe("https://jsonfeed.org/version/1");
    expect(json.feed_url).toBe(`${site}/feed.json`);
    expect(json.home_page_url).toBe(`${site}/insights`);
    expect(json.items).toHaveLength(2);
    expect(json.items[0]).toMatchObject({
      url: `${site}/insights/newer-post`,
      date_published: "2026-11-10T00:00:00.000Z",
      date_modified: "2026-11-20T00:00:00.000Z",
    });
    expect(json.items[1]!.content_html).toBe("<p>Body of the older post.</p>");
  });

  it("a feed with no posts is still valid", async () => {
    const rss = await new Parser().parseString(feedText("/rss.xml", [], buildTimeCompany));
    expect(rss.items).toEqual([]);
    expect(JSON.parse(feedText("/feed.json", [], buildTimeCompany)).items).toEqual([]);
  });

  it("makes root-relative links absolute and leaves others alone", () => {
    expect(
      absolutizeHtml(
        '<a href="/a">x</a><a href="#b">y</a><a href="//cdn.example.org/c">z</a><img srcset="/i-400.webp 400w, /i-800.webp 800w" src="https://e.org/i.png">',
      ),
    ).toBe(
      `<a href="${site}/a">x</a><a href="#b">y</a><a href="//cdn.example.org/c">z</a><img srcset="${site}/i-400.webp 400w, ${site}/i-800.webp 800w" src="https://e.org/i.png">`,
    );
  });

  it("every page's head names all three feeds", () => {
    expect(feedLinks(buildTimeCompany)).toEqual(
      feedFiles.map((f) => expect.objectContaining({ rel: "alternate", type: f.linkType, href: f.path })),
    );
  });
});
