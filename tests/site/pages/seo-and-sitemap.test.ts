import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { meta as about } from "~/app/routes/about";
import { meta as ai } from "~/app/routes/ai";
import { meta as home } from "~/app/routes/home";
import { meta as pricing } from "~/app/routes/pricing";
import { meta as region } from "~/app/routes/region";
import { meta as app } from "~/app/routes/service-app";
import { meta as web } from "~/app/routes/service-web";
import { meta as services } from "~/app/routes/services";
import { meta as social } from "~/app/routes/social";
import { meta as privacy } from "~/app/routes/privacy";
import { meta as terms } from "~/app/routes/terms";
import { meta as vision } from "~/app/routes/vision";
import { robotsTxt, sitemapXml } from "~/content/sitemap-files";
import { pagePaths, prerenderPaths } from "~/content/site-map";
import { privatePaths } from "~/shared/paths";
import { canonical, jsonLd, jsonLdTypes, metaNamed, metaTitle } from "./helpers";

const regionMeta = (stateSlug: string) =>
  (region as (a: { params: { stateSlug: string }; matches: [] }) => MetaDescriptor[])({
    params: { stateSlug },
    matches: [],
  });

const pages: [string, MetaDescriptor[]][] = [
  ["/", home({ matches: [] })],
  ["/about", about({ matches: [] })],
  ["/service", services({ matches: [] })],
  ["/service/web", web({ matches: [] })],
  ["/service/app", app({ matches: [] })],
  ["/social", social({ matches: [] })],
  ["/ai", ai({ matches: [] })],
  ["/vision", vision({ matches: [] })],
  ["/pricing", pricing({ matches: [] })],
  ["/terms-and-conditions", terms({ matches: [] })],
  ["/privacy", privacy({ matches: [] })],
  ["/kolkata", regionMeta("kolkata")],
  ["/bihar", regionMeta("bihar")],
];

describe("page meta", () => {
  it("gives every page a unique title and description, keywords, its canonical link and the share image", () => {
    const titles = new Set<unknown>();
    const descriptions = new Set<unknown>();
    for (const [path, tags] of pages) {
      titles.add(metaTitle(tags));
      descriptions.add(metaNamed(tags, "description"));
      expect(canonical(tags), path).toBe(`https://www.example.com${path}`);
      expect(metaNamed(tags, "keywords"), path).toBeTruthy();
      expect(metaNamed(tags, "og:image"), path).toBe("https://www.example.com/og-image.png");
      expect(metaNamed(tags, "twitter:card"), path).toBe("summary_large_image");
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it("emits JSON-LD that survives a JSON round trip, with Organization everywhere and the right extra types", () => {
    for (const [path, tags] of pages) {
      const docs = jsonLd(tags);
      for (const d of docs) expect(d["@context"], path).toBe("https://schema.org");
      expect(jsonLdTypes(tags)[0], path).toBe("Organization");
    }
    const types = Object.fromEntries(pages.map(([p, t]) => [p, jsonLdTypes(t)]));
    expect(types["/pricing"]).toContain("FAQPage");
    for (const p of ["/service/web", "/service/app", "/social", "/ai"]) expect(types[p]).toContain("Service");
    for (const p of ["/service", "/service/web", "/service/app", "/social", "/ai", "/about", "/kolkata"])
      expect(types[p]).toContain("BreadcrumbList");
  });
});

describe("sitemap.xml and robots.txt", () => {
  const locs = () => [...sitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every public page once by its canonical URL, and nothing private", () => {
    const expected = pagePaths()
      .filter((p) => p !== "/service/social")
      .map((p) => `https://www.example.com${p}`);
    expect(locs()).toEqual(expected);
    for (const slug of ["jharkhand", "kolkata", "bangalore", "bihar"])
      expect(locs()).toContain(`https://www.example.com/${slug}`);
    expect(locs()).toContain("https://www.example.com/platform/kpi-extract");
    for (const p of [...privatePaths]) expect(locs()).not.toContain(`https://www.example.com${p}`);
    expect(sitemapXml()).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it("robots.txt names the sitemap and keeps crawlers out of admin and login", () => {
    const robots = robotsTxt();
    expect(robots).toContain("Sitemap: https://www.example.com/sitemap.xml");
    for (const p of privatePaths) expect(robots).toContain(`Disallow: ${p}\n`);
  });

  it("prerenders both files along with the pages", () => {
    expect(prerenderPaths()).toEqual(expect.arrayContaining(["/sitemap.xml", "/robots.txt", ...pagePaths()]));
  });
});
