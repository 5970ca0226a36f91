import { XMLParser } from "fast-xml-parser";
import Parser from "rss-parser";
import { feedFiles, OG_IMAGE_SIZE, ogImagePath } from "../src/shared/feeds";
import { expect, test } from "./fixtures";

// The three Insights feeds and each post's Open Graph picture, as the built site and the server serve
// them: parsed with real feed parsers, every item's link followed on this server.

interface JsonFeed {
  version: string;
  home_page_url: string;
  feed_url: string;
  items: { id: string; url: string; title: string; content_html: string; date_published: string }[];
}

/** The path of an absolute feed link, after checking it is on the site's own origin. */
const onSite = (link: string, origin: string) => {
  const url = new URL(link);
  expect(url.origin, link).toBe(origin);
  return url.pathname;
};

test.describe("Insights feeds", () => {
  let origin: string;
  let posts: JsonFeed["items"];

  test.beforeAll(async ({ request }) => {
    // The site's origin (VITE_SITE_URL) as every page's canonical link names it.
    const home = await (await request.get("/")).text();
    origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(home)![1]!).origin;
    const json = (await (await request.get("/feed.json")).json()) as JsonFeed;
    posts = json.items;
  });

  test("each feed is served with its own media type", async ({ request }) => {
    for (const f of feedFiles) {
      const res = await request.get(f.path);
      expect(res.status(), f.path).toBe(200);
      expect(res.headers()["content-type"], f.path).toBe(f.type);
    }
  });

  test("RSS 2.0 parses; every item has its full text, publish date and a link that answers 200", async ({
    request,
  }) => {
    const rss = await new Parser().parseString(await (await request.get("/rss.xml")).text());
    expect(rss.items.length).toBeGreaterThanOrEqual(6);
    expect(rss.items.map((i) => i.link)).toEqual(posts.map((p) => p.url));
    for (const item of rss.items) {
      const path = onSite(item.link!, origin);
      expect(path).toMatch(/^\/insights\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.pubDate ?? "")), item.link).toBe(false);
      expect((item["content:encoded"] as string).length, item.link).toBeGreaterThan(2000);
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      expect(await page.text(), path).toContain(item.title!.replace(/&/g, "&amp;"));
    }
  });

  test("Atom parses; every entry links to a page that answers 200", async ({ request }) => {
    const atom = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === "entry" || name === "link",
    }).parse(await (await request.get("/atom.xml")).text()) as {
      feed: {
        id: string;
        entry: { link: { "@_href": string; "@_rel"?: string }[]; published: string; updated: string }[];
      };
    };
    expect(atom.feed.id).toBe(`${origin}/insights`);
    expect(atom.feed.entry).toHaveLength(posts.length);
    for (const entry of atom.feed.entry) {
      const link = entry.link.find((l) => !l["@_rel"] || l["@_rel"] === "alternate")!["@_href"];
      expect(Date.parse(entry.published)).toBeLessThanOrEqual(Date.parse(entry.updated));
      expect((await request.get(onSite(link, origin))).status(), link).toBe(200);
    }
  });

  test("JSON Feed has its shape; every item links to a page that answers 200", async ({ request }) => {
    const json = (await (await request.get("/feed.json")).json()) as JsonFeed;
    expect(json.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    expect(json.feed_url).toBe(`${origin}/feed.json`);
    expect(json.home_page_url).toBe(`${origin}/insights`);
    for (const item of json.items) {
      expect(item.id).toBe(item.url);
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.content_html).toMatch(/<h2[\s>]/);
      expect(item.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((await request.get(onSite(item.url, origin))).status(), item.url).toBe(200);
    }
  });

  test("every page's head announces all three feeds", async ({ request }) => {
    for (const path of ["/", "/insights", "/contact", new URL(posts[0]!.url).pathname, "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      for (const f of feedFiles)
        expect(html, `${path} ${f.path}`).toMatch(
          new RegExp(
            `<link rel="alternate" type="${f.linkType.replace("+", "\\+")}" title="[^"]+" href="${f.path}"`,
          ),
        );
    }
  });

  test("each post has a 1200x630 Open Graph PNG, and its page's og:image names it", async ({ request }) => {
    for (const post of posts) {
      const slug = new URL(post.url).pathname.split("/").pop()!;
      const res = await request.get(ogImagePath(slug));
      expect(res.status(), slug).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
      const png = await res.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], slug).toEqual([
        OG_IMAGE_SIZE.width,
        OG_IMAGE_SIZE.height,
      ]);
      const html = await (await request.get(new URL(post.url).pathname)).text();
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      expect(meta("og:image"), slug).toBe(`${origin}${ogImagePath(slug)}`);
      expect(meta("og:image:width"), slug).toBe(String(OG_IMAGE_SIZE.width));
      expect(meta("og:image:height"), slug).toBe(String(OG_IMAGE_SIZE.height));
      expect(meta("twitter:image"), slug).toBe(`${origin}${ogImagePath(slug)}`);
    }
  });
});
