import { feedPaths } from "../shared/feeds";
import { regions } from "./regions";

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
  "/demo",
] as const;

/** Paths that show the same page as another; their canonical link (and the sitemap) names the other. */
export const aliasOf: Readonly<Record<string, string>> = { "/service/social": "/social" };

/** Files generated from the route table at build time (the Insights feeds with them). */
export const resourcePaths = ["/sitemap.xml", "/robots.txt", ...feedPaths] as const;

export function regionPaths(): string[] {
  return regions.map((r) => `/${r.slug}`);
}

/** Every public page: the fixed routes and each region. */
export function pagePaths(): string[] {
  return [...publicPaths, ...regionPaths()];
}

/** What the build writes to static files: each page plus sitemap.xml and robots.txt. */
export function prerenderPaths(): string[] {
  return [...pagePaths(), ...resourcePaths];
}

/** The canonical URLs listed in sitemap.xml (aliases left out, admin and login never in). */
export function sitemapPaths(): string[] {
  return pagePaths().filter((p) => !(p in aliasOf));
}
