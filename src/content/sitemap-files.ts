import { env } from "~/lib/env";
import { privatePaths } from "~/shared/paths";
import { sitemapEntries, type PostRef } from "./site-map";

// Text of the two crawler files, generated at build from the route table (see routes/sitemap.ts, routes/robots.ts).

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const urlOf = (path: string) => `${env.siteUrl}${path}`;

export function sitemapXml(posts: readonly PostRef[] = []): string {
  const urls = sitemapEntries(posts)
    .map(
      ({ path: p, lastmod }) =>
        `  <url>\n    <loc>${escapeXml(urlOf(p))}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ""}    <priority>${p === "/" ? "1.0" : "0.8"}</priority>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  const disallow = privatePaths.map((p) => `Disallow: ${p}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\nDisallow: /api/\n\nSitemap: ${urlOf("/sitemap.xml")}\n`;
}
