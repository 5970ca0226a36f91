import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { readFile } from "node:fs/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentTypeOfPath } from "~/shared/feeds";
import { isPrivatePath, isStaffPath } from "~/shared/paths";
import type { Config } from "../config";
import { CMS_DIR, CMS_PAGE, cmsHeaders, cmsPolicy, isCmsFile } from "./cms";
import { noOrigins, pagePolicy, scanHtml } from "./csp";
import { type Encoded, encodeInBackground, pickEncoded } from "./encoded";
import { apiOrigins, externalOrigins } from "./origins";
import { markPage, type OriginSplit, onAdminHost, pageElsewhere } from "./admin-origin";

/** Content types of the built files by extension (also used by the site benchmark's static peer). */
export const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
};

/** Content type of the built file at `rel` (e.g. `rss.xml`): its own when it has one (the feeds), else its extension's. */
export const contentTypeOf = (rel: string): string =>
  contentTypeOfPath(`/${rel}`) ?? contentTypes[extname(rel).toLowerCase()] ?? "application/octet-stream";

interface Page {
  html: string;
  csp: string;
  encoded: Encoded;
  /** Headers this page sends besides its policy (the CMS's). */
  headers?: Readonly<Record<string, string>>;
}

interface StaticFile {
  path: string;
  type: string;
  size: number;
  immutable: boolean;
  /** Kept in memory from the first request for a compressible file. */
  body?: Buffer;
  encoded?: Encoded;
}

export interface BuiltSite {
  pages: Map<string, Page>;
  files: Map<string, StaticFile>;
  /** The SPA fallback as the public 404 page (it shows the public layout: analytics, chat, maps). */
  fallback?: Page;
  /** The same HTML for login and admin: no third-party origin in its CSP (only the API's, when elsewhere). */
  privateFallback?: Page;
  /** With ADMIN_ORIGIN: login and admin on the admin's origin, marked so, and no other origin in its CSP. */
  adminFallback?: Page;
}

const FALLBACK = "__spa-fallback.html";
/** The fallback's no-script 404 text (src/app/root.tsx HydrateFallback). */
const NOT_FOUND_NOSCRIPT = /(<noscript data-not-found="">)[\s\S]*?(<\/noscript>)/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Files under `dir` by their path relative to it, with `/` separators. */
const filesByRel = (dir: string): Map<string, string> =>
  new Map(walk(dir).map((f) => [relative(dir, f).split(sep).join("/"), f]));

/** A published folder's own record, not a page or file of the site. */
const PUBLISH_RECORD = "publish.json";

/**
 * Reads the built client once: every page with its own CSP, every other file for streaming. With
 * `publishedDir` (the pages rendered again with the owner's settings, decision 72), its pages, data and
 * feeds take the place of the build's, and their CSP is computed from them in the same way.
 */
export function loadBuiltSite(config: Config, publishedDir?: string): BuiltSite | undefined {
  const root = join(config.buildDir, "client");
  if (!existsSync(root)) return undefined;
  const byRel = filesByRel(root);
  if (publishedDir && existsSync(publishedDir))
    for (const [rel, file] of filesByRel(publishedDir)) if (rel !== PUBLISH_RECORD) byRel.set(rel, file);
  // The CMS's code is not the site's: its origins are in its own policy (cms.ts).
  const jsSources = [...byRel]
    .filter(([rel, f]) => f.endsWith(".js") && !isCmsFile(rel))
    .map(([, f]) => readFileSync(f, "utf8"));
  const ext = externalOrigins(jsSources, config.site);
  const production = config.env === "production";
  const site: BuiltSite = { pages: new Map(), files: new Map() };
  for (const [rel, file] of byRel) {
    if (rel === CMS_PAGE) {
      const html = readFileSync(file, "utf8");
      const csp = cmsPolicy({
        upgrade: production,
        ...(production ? {} : { localProxyPort: config.cmsProxyPort }),
      });
      site.pages.set(`/${rel.slice(0, -"/index.html".length)}`, {
        html,
        csp,
        encoded: encodeInBackground(Buffer.from(html)),
        headers: cmsHeaders,
      });
      continue;
    }
    if (file.endsWith(".html")) {
      const built = readFileSync(file, "utf8");
      // With the admin on its own origin, every page calls the API on the origin it is served on.
      const html = config.adminOrigin ? markPage(built, "public") : built;
      const inlines = scanHtml(html);
      const encoded = encodeInBackground(Buffer.from(html));
      const page = { html, csp: pagePolicy(inlines, ext, production), encoded };
      if (rel === FALLBACK) {
        site.fallback = page;
        // Login and admin get the same app without the "Page Not Found" shown when scripts are off. The
        // element stays (emptied): React hydrates the markup and expects it there.
        const privateHtml = html.replace(NOT_FOUND_NOSCRIPT, "$1$2");
        site.privateFallback = {
          html: privateHtml,
          csp: pagePolicy(inlines, apiOrigins(config.site), production),
          encoded: encodeInBackground(Buffer.from(privateHtml)),
        };
        if (config.adminOrigin) {
          const adminHtml = markPage(built.replace(NOT_FOUND_NOSCRIPT, "$1$2"), "admin");
          site.adminFallback = {
            html: adminHtml,
            csp: pagePolicy(inlines, noOrigins, production),
            encoded: encodeInBackground(Buffer.from(adminHtml)),
          };
        }
      } else if (rel === "index.html") site.pages.set("/", page);
      else if (rel.endsWith("/index.html")) site.pages.set(`/${rel.slice(0, -"/index.html".length)}`, page);
      else site.pages.set(`/${rel.slice(0, -".html".length)}`, page);
      continue;
    }
    // Instructions for static hosts (see static-host.ts), not content.
    if (rel === "_headers" || rel === "_redirects") continue;
    site.files.set(`/${rel}`, {
      path: file,
      type: contentTypeOf(rel),
      size: statSync(file).size,
      immutable: rel.startsWith("assets/") || rel.startsWith(`${CMS_DIR}/assets/`),
    });
  }
  return site;
}

/** True for `/api` and everything under it (query string allowed). */
export const isApiPath = (url: string) =>
  url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

// Bodies the compression plugin would otherwise compress on every request; images are compressed already.
// JSON and XML with a suffix too: the web manifest and the RSS, Atom and JSON feeds.
const compressible = /^(text\/|application\/([a-z]+\+)?(json|xml)\b|image\/svg\+xml)/;
const encodeLimit = 2 * 1024 * 1024;

/** Sends a body compressed ahead of time when that encoding is ready and accepted. */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, encoded: Encoded) {
  reply.header("vary", "accept-encoding");
  const ready = pickEncoded(encoded, request.headers["accept-encoding"]);
  if (!ready) return reply.send(body);
  return reply
    .header("content-encoding", ready.encoding)
    .header("content-length", ready.body.length)
    .send(ready.body);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number) {
  reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("content-security-policy", page.csp);
  for (const [name, value] of Object.entries(page.headers ?? {})) reply.header(name, value);
  return sendBody(request, reply, page.html, page.encoded);
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply
    .header("content-type", file.type)
    .header("cache-control", file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
  if (compressible.test(file.type) && file.size <= encodeLimit) {
    file.body ??= await readFile(file.path);
    file.encoded ??= encodeInBackground(file.body);
    return sendBody(request, reply, file.body, file.encoded);
  }
  return reply.header("content-length", file.size).send(createReadStream(file.path));
}

/**
 * GET/HEAD for everything outside /api: prerendered pages, the SPA fallback, static files, 404s. `site` may
 * be a function: each request then serves what it returns (the site as last published).
 */
export function registerSite(
  app: FastifyInstance,
  served: BuiltSite | undefined | (() => BuiltSite | undefined),
  split?: OriginSplit,
): void {
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      const site = typeof served === "function" ? served() : served;
      const rawPath = request.url.split("?")[0] ?? "/";
      if (isApiPath(rawPath)) {
        return reply.status(404).send({ isSuccess: false, message: "Not found." });
      }
      let path: string;
      try {
        path = decodeURIComponent(rawPath);
      } catch {
        path = rawPath;
      }
      if (split) {
        const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
        const elsewhere = pageElsewhere(split, request, page);
        if (elsewhere) return reply.redirect(elsewhere, 302);
        if (site?.adminFallback && onAdminHost(split, request) && isStaffPath(page))
          return sendPage(
            request,
            reply.header("x-robots-tag", "noindex, nofollow"),
            site.adminFallback,
            200,
          );
      }
      if (!site) {
        return reply
          .status(404)
          .type("text/plain; charset=utf-8")
          .send("The site is not built. Run `npm run build`.");
      }
      const file = site.files.get(path);
      if (file) return sendFile(request, reply, file);
      // A missing file (e.g. an old asset after a deploy) is a plain 404, never the HTML page.
      if (/\.[a-z0-9]+$/i.test(path))
        return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      const key = path.length > 1 ? path.replace(/\/+$/, "") : path;
      const page = site.pages.get(key);
      if (page) return sendPage(request, reply, page, 200);
      // Region slugs compare in lower case: send other spellings to the one canonical URL.
      const lower = key.toLowerCase();
      if (lower !== key && site.pages.has(lower)) return reply.redirect(lower, 301);
      // Client-only pages are never indexed: the header too, as nginx's private location sends it.
      if (isPrivatePath(key) && site.privateFallback)
        return sendPage(
          request,
          reply.header("x-robots-tag", "noindex, nofollow"),
          site.privateFallback,
          200,
        );
      if (!site.fallback) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      return sendPage(request, reply, site.fallback, 404);
    },
  });
}
