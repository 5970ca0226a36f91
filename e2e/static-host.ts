// A small static file server that honours _redirects and _headers the way Netlify and Cloudflare Pages
// do, for the static-hosting test: an existing file wins, else the first matching redirect rule
// (200 rewrite or 404 page); every _headers rule matching the request path adds its headers.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
};

interface Rule {
  from: string;
  to: string;
  status: number;
}

/** `/path` matches itself; `/path/*` matches everything under it. */
const matches = (pattern: string, path: string) =>
  pattern.endsWith("/*")
    ? path.startsWith(pattern.slice(0, -1)) || path === pattern.slice(0, -2)
    : pattern === path;

function readRules(dir: string): Rule[] {
  return readFileSync(join(dir, "_redirects"), "utf8")
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .filter((p) => p.length === 3 && p[0]!.startsWith("/"))
    .map(([from, to, status]) => ({ from: from!, to: to!, status: Number(status) }));
}

function readHeaderRules(dir: string): { pattern: string; headers: [string, string][] }[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of readFileSync(join(dir, "_headers"), "utf8").split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const i = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

function fileFor(dir: string, path: string): string | undefined {
  const base = normalize(join(dir, path));
  if (!base.startsWith(dir)) return undefined;
  for (const candidate of [base, join(base, "index.html")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export function startStaticHost(dir: string, port: number): Promise<Server> {
  const redirects = readRules(dir);
  const headerRules = readHeaderRules(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? "/").split("?")[0]!);
    let status = 200;
    let file = path.startsWith("/_") ? undefined : fileFor(dir, path);
    if (!file) {
      const rule = redirects.find((r) => matches(r.from, path));
      if (rule) {
        status = rule.status;
        file = fileFor(dir, rule.to);
      }
    }
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const headers: Record<string, string> = {
      "content-type": types[extname(file)] ?? "application/octet-stream",
    };
    for (const rule of headerRules.filter((r) => matches(r.pattern, path))) {
      for (const [k, v] of rule.headers) {
        const key = k.toLowerCase();
        headers[key] = headers[key] && key !== "content-type" ? `${headers[key]}, ${v}` : v;
      }
    }
    res.writeHead(status, headers).end(req.method === "HEAD" ? undefined : readFileSync(file));
  });
  return new Promise((ready) => server.listen(port, "127.0.0.1", () => ready(server)));
}
