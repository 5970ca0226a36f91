import { posts } from "~/content/insights/posts";
import { sitemapXml } from "~/content/sitemap-files";

// Prerendered to sitemap.xml at build time.
export const loader = () =>
  new Response(sitemapXml(posts), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
