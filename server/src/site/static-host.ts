import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { feedFiles } from "../../../src/shared/feeds";
import { join, relative, sep } from "node:path";
import { CMS_DIR, CMS_PAGE, cmsHeaders, cmsPolicy, isCmsFile } from "./cms";
import { pagePolicy, scanHtml } from "./csp";
import { apiOrigins, externalOrigins, type SiteSettings } from "./origins";
import { permissionsPolicy } from "./permissions";
import { nginxMapKey } from "./private-paths";

/**
 * `_redirects` and `_headers` for static hosts that read them (Netlify, Cloudflare Pages), written into
 * the built client at the end of every build. Each page's CSP comes from the same code the server uses.
 */
export interface StaticHostFiles {
  redirects: string;
  headers: string;
  /** `map` entries (request path → CSP) for nginx, written beside the client folder (not served). */
  nginxCsp: string;
}

const FALLBACK = "__spa-fallback.html";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** The URL path a prerendered HTML file answers (`about/index.html` → `/about`). */
const pagePath = (rel: string) => (rel === "index.html" ? "/" : `/${rel.replace(/(\/index)?\.html$/, "")}`);

export function staticHostFiles(
  clientDir: string,
  privatePaths: readonly string[],
  site: SiteSettings,
): StaticHostFiles {
  const files = walk(clientDir).map((f) => ({ abs: f, rel: relative(clientDir, f).split(sep).join("/") }));
  const ext = externalOrigins(
    files.filter((f) => f.rel.endsWith(".js") && !isCmsFile(f.rel)).map((f) => readFileSync(f.abs, "utf8")),
    site,
  );
  // Static hosts serve https; only an http API (a local trial) must not be upgraded, or every call would fail.
  const upgrade = !/^http:/i.test(site.apiBaseUrl ?? "");
  const blocks: string[] = [
    block("/*", {
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": permissionsPolicy,
      "Cross-Origin-Opener-Policy": "same-origin",
    }),
    block("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
    // Hosts type files by extension: the feeds need theirs named, or readers get generic XML and JSON.
    ...feedFiles.map((f) => block(f.path, { "Content-Type": f.type })),
  ];
  if (files.some((f) => f.rel === CMS_PAGE)) {
    blocks.push(block(`/${CMS_DIR}/assets/*`, { "Cache-Control": "public, max-age=31536000, immutable" }));
  }
  const redirects: string[] = [];
  const nginx: string[] = [];
  const mapEntry = (path: string, csp: string) => nginx.push(`"${path}" "${csp}";`);
  for (const { abs, rel } of files
    .filter((f) => f.rel.endsWith(".html"))
    .sort((x, y) => x.rel.localeCompare(y.rel))) {
    if (rel === CMS_PAGE) {
      // The content manager: its own policy, never the local backend's origin on a static host.
      const headers = {
        "Cache-Control": "no-cache",
        "Content-Security-Policy": cmsPolicy({ upgrade }),
        ...cmsHeaders,
      };
      for (const p of [`/${CMS_DIR}`, `/${CMS_DIR}/`]) {
        blocks.push(block(p, headers));
        mapEntry(p, headers["Content-Security-Policy"]);
      }
      continue;
    }
    const inlines = scanHtml(readFileSync(abs, "utf8"));
    if (rel === FALLBACK) {
      // Login and admin are client-only: the fallback page, status 200, with no third-party origin.
      // A rule is a path or a `/list/*` splat (the lead pages under a list), as hosts write them.
      const csp = pagePolicy(inlines, apiOrigins(site), upgrade);
      const headers = { "Cache-Control": "no-cache", "Content-Security-Policy": csp };
      for (const rule of privatePaths) {
        if (rule.endsWith("/*")) {
          redirects.push(`${rule}  /${FALLBACK}  200`);
          blocks.push(block(rule, headers));
          mapEntry(nginxMapKey(rule), csp);
          continue;
        }
        // Like the public pages: the path with and without its trailing slash.
        for (const p of [rule, `${rule}/`]) {
          redirects.push(`${p}  /${FALLBACK}  200`);
          blocks.push(block(p, headers));
          mapEntry(p, csp);
        }
      }
      // nginx serves the not-found page by an internal redirect to the file itself: it gets the public policy.
      mapEntry(`/${FALLBACK}`, pagePolicy(inlines, ext, upgrade));
      continue;
    }
    const path = pagePath(rel);
    const headers = {
      "Cache-Control": "no-cache",
      "Content-Security-Policy": pagePolicy(inlines, ext, upgrade),
    };
    // Hosts match header rules on the request path: the page with and without its trailing slash.
    for (const p of path === "/" ? ["/"] : [path, `${path}/`]) {
      blocks.push(block(p, headers));
      mapEntry(p, headers["Content-Security-Policy"]);
    }
  }
  // Anything else (no file, no page) is the public not-found page with status 404. Header rules match
  // request paths, so that page carries the /* headers but no CSP of its own (see docs/deploy/static-host.md).
  redirects.push(`/*  /${FALLBACK}  404`);
  return {
    redirects: `${redirects.join("\n")}\n`,
    headers: `${blocks.join("\n")}\n`,
    nginxCsp: `${nginx.join("\n")}\n`,
  };
}

function block(path: string, headers: Record<string, string>): string {
  return [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");
}

/** Writes _redirects and _headers into the client folder, nginx-csp.conf beside it (`privatePaths`: host rules). */
export function writeStaticHostFiles(
  clientDir: string,
  privatePaths: readonly string[],
  site: SiteSettings,
): void {
  const { redirects, headers, nginxCsp } = staticHostFiles(clientDir, privatePaths, site);
  writeFileSync(join(clientDir, "_redirects"), redirects);
  writeFileSync(join(clientDir, "_headers"), headers);
  writeFileSync(join(clientDir, "..", "nginx-csp.conf"), nginxCsp);
}
