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

// Client-only paths: served the SPA fallback, never indexed.
export const privatePaths = ["/login", "/admin", "/list", "/ipaddress", "/demos"] as const;

export function regionPaths(): string[] {
  return regions.map((r) => `/${r.slug}`);
}

export function prerenderPaths(): string[] {
  return [...publicPaths, ...regionPaths()];
}
