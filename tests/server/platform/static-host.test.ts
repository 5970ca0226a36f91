import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { feedFiles } from "~/shared/feeds";
import { privatePaths } from "~/shared/paths";
import { loadConfig } from "../../../server/src/config";
import { contentTypeOf, loadBuiltSite } from "../../../server/src/site/site";
import { staticHostFiles, writeStaticHostFiles } from "../../../server/src/site/static-host";
import { writeFakeBuild } from "../helpers";

const dir = writeFakeBuild(mkdtempSync(join(tmpdir(), "static-host-")));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const client = join(dir, "client");
const api = { apiBaseUrl: "https://api.example.com/api" };

/** The header lines under one _headers rule. */
const rule = (headers: string, path: string) => {
  const lines = headers.split("\n");
  const at = lines.indexOf(path);
  const out: Record<string, string> = {};
  for (const line of lines.slice(at + 1)) {
    if (!line.startsWith("  ")) break;
    const i = line.indexOf(":");
    out[line.slice(2, i)] = line.slice(i + 2);
  }
  return out;
};

describe("files for static hosts", () => {
  it("rewrite login and admin to the fallback with 200, everything else unknown with 404", () => {
    const { redirects } = staticHostFiles(client, privatePaths, api);
    const lines = redirects.trim().split("\n");
    for (const p of privatePaths) expect(lines).toContain(`${p}  /__spa-fallback.html  200`);
    expect(lines.at(-1)).toBe("/*  /__spa-fallback.html  404");
  });

  it("give each page the server's CSP (plus the upgrade to https), hashed assets a year of cache", () => {
    const { headers } = staticHostFiles(client, privatePaths, api);
    const served = loadBuiltSite(loadConfig({ BUILD_DIR: dir, VITE_API_BASE_URL: api.apiBaseUrl }))!;
    for (const [path, page] of [
      ["/", served.pages.get("/")!],
      ["/about", served.pages.get("/about")!],
      ["/about/", served.pages.get("/about")!],
      ["/login", served.privateFallback!],
    ] as const) {
      expect(rule(headers, path)["Content-Security-Policy"], path).toBe(
        `${page.csp}; upgrade-insecure-requests`,
      );
    }
    expect(rule(headers, "/about")["Content-Security-Policy"]).toContain(
      "connect-src 'self' https://api.example.com;",
    );
    expect(rule(headers, "/assets/*")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(rule(headers, "/*")["Permissions-Policy"]).toContain("camera=()");
  });

  it("leave out the https upgrade for an http API (it would break every call)", () => {
    const { headers } = staticHostFiles(client, privatePaths, { apiBaseUrl: "http://127.0.0.1:3000/api" });
    expect(rule(headers, "/about")["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("are written into the build, and the server does not serve them as files", async () => {
    writeStaticHostFiles(client, privatePaths, api);
    const site = loadBuiltSite(loadConfig({ BUILD_DIR: dir }))!;
    expect(site.files.has("/_headers")).toBe(false);
    expect(site.files.has("/_redirects")).toBe(false);
    expect(site.files.has("/robots.txt")).toBe(true);
  });

  it("name each feed's own media type, where hosts would type it by extension; the server sends the same", () => {
    for (const f of feedFiles) writeFileSync(join(client, f.path.slice(1)), "<feed/>");
    const { headers } = staticHostFiles(client, privatePaths, api);
    const site = loadBuiltSite(loadConfig({ BUILD_DIR: dir }))!;
    expect(feedFiles.map((f) => [f.path, rule(headers, f.path)["Content-Type"]])).toEqual([
      ["/rss.xml", "application/rss+xml; charset=utf-8"],
      ["/atom.xml", "application/atom+xml; charset=utf-8"],
      ["/feed.json", "application/feed+json; charset=utf-8"],
    ]);
    for (const f of feedFiles) expect(site.files.get(f.path)?.type, f.path).toBe(f.type);
    expect(contentTypeOf("sitemap.xml")).toBe("application/xml; charset=utf-8");
    expect(contentTypeOf("insights/og/a-post.png")).toBe("image/png");
  });
});
