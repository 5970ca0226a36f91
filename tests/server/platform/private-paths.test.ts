import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminPaths, isPrivatePath, leadPagePath, privatePathRules, privatePaths } from "~/shared/paths";
import { loadConfig } from "../../../server/src/config";
import {
  NGINX_GENERATED_MARK,
  nginxPrivateLocation,
  nginxPrivatePattern,
} from "../../../server/src/site/private-paths";
import { loadBuiltSite } from "../../../server/src/site/site";
import { staticHostFiles } from "../../../server/src/site/static-host";
import { writeFakeBuild } from "../helpers";

const dir = writeFakeBuild(mkdtempSync(join(tmpdir(), "private-paths-")));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const api = { apiBaseUrl: "https://api.example.com/api" };
const files = staticHostFiles(join(dir, "client"), privatePathRules, api);
const privateCsp = `${loadBuiltSite(loadConfig({ BUILD_DIR: dir, VITE_API_BASE_URL: api.apiBaseUrl }))!.privateFallback!.csp}; upgrade-insecure-requests`;
const nginxConf = readFileSync(join(import.meta.dirname, "../../../docs/deploy/nginx.conf"), "utf8");

/** Netlify's and Cloudflare's matching: `/path` matches itself, `/path/*` everything below it. */
const hostMatches = (pattern: string, path: string) =>
  pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** The headers every `_headers` rule matching `path` gives it, merged in order. */
function headersFor(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  let applies = false;
  for (const line of files.headers.split("\n")) {
    if (!line.trim()) continue;
    if (!line.startsWith(" ")) applies = hostMatches(line.trim(), path);
    else if (applies) {
      const i = line.indexOf(":");
      out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return out;
}

/** The status of the first `_redirects` rule for `path` (200: the fallback page). */
function redirectStatus(path: string): number | undefined {
  for (const line of files.redirects.trim().split("\n")) {
    const [from, , status] = line.split(/\s+/);
    if (hostMatches(from!, path)) return Number(status);
  }
  return undefined;
}

/** What nginx's `map` gives `path`: exact keys first, then regex keys in order (as nginx does). */
function nginxMapCsp(path: string): string | undefined {
  const entries = files.nginxCsp
    .trim()
    .split("\n")
    .map((l) => /^"(.*)" "(.*)";$/.exec(l)!)
    .map(([, key, csp]) => ({ key: key!, csp: csp! }));
  const exact = entries.find((e) => !e.key.startsWith("~") && e.key === path);
  if (exact) return exact.csp;
  return entries.find((e) => e.key.startsWith("~") && new RegExp(e.key.slice(1)).test(path))?.csp;
}

/** The regex of the private location in docs/deploy/nginx.conf, as written there. */
const docLocation = () => {
  const lines = nginxConf.split("\n");
  const at = lines.findIndex((l) => l.includes(NGINX_GENERATED_MARK));
  return lines[at + 1]!;
};
const docPattern = () => new RegExp(/location ~ (\S+) \{/.exec(docLocation())![1]!);

const nested = [leadPagePath("contact", "abc123"), leadPagePath("demo", "xyz789")];
const samples = [
  ...privatePaths,
  ...privatePaths.map((p) => `${p}/`),
  ...nested,
  ...nested.map((p) => `${p}/`),
  "/",
  "/about",
  "/about/",
  "/demo",
  "/contact",
  "/listing",
  "/list-archive",
  "/demos-old",
  "/accounts",
  "/agenda2",
  "/teams/x",
  "/no-such-page",
];

describe("one list of private paths makes every host's rules", () => {
  it("names every admin screen, /account and the pages under a list", () => {
    for (const p of Object.values(adminPaths)) expect(privatePathRules).toContain(p);
    for (const p of ["/account", "/availability", "/agenda", "/list/*", "/demos/*", "/login"])
      expect(privatePathRules).toContain(p);
  });

  it("docs/deploy/nginx.conf carries the location made from the list", () => {
    expect(docLocation()).toBe(nginxPrivateLocation());
  });

  it.each(samples)("%s: _headers, _redirects, the nginx map and the nginx location agree", (path) => {
    const key = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const expected = isPrivatePath(key);
    const headers = headersFor(path);
    expect(headers["Content-Security-Policy"] === privateCsp, "_headers: private CSP").toBe(expected);
    if (expected) expect(headers["Cache-Control"]).toBe("no-cache");
    expect(redirectStatus(path) === 200, "_redirects: fallback with 200").toBe(expected);
    expect(nginxMapCsp(path) === privateCsp, "nginx map: private CSP").toBe(expected);
    expect(docPattern().test(path), "nginx location").toBe(expected);
    expect(new RegExp(nginxPrivatePattern()).test(path)).toBe(expected);
  });
});
