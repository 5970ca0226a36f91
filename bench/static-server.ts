// A tiny static server for the built site, as a production host would serve it: prerendered pages at
// their paths, gzip for text, long cache for hashed assets, the SPA fallback (404) for unknown paths.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

function resolveFile(dir: string, urlPath: string): { file: string; status: number } | null {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, "");
  const candidates = [join(dir, clean), join(dir, clean, "index.html")];
  for (const file of candidates) {
    if (!file.startsWith(dir + sep) && file !== dir) continue;
    if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
  }
  const fallback = join(dir, "__spa-fallback.html");
  return existsSync(fallback) ? { file: fallback, status: 404 } : null;
}

export function startStaticServer(dir: string, port: number): Promise<{ server: Server; close: () => Promise<void> }> {
  const cache = new Map<string, { raw: Buffer; gz: Buffer | null }>();
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const found = resolveFile(dir, path);
    if (!found) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const type = types[extname(found.file)] ?? "application/octet-stream";
    let entry = cache.get(found.file);
    if (!entry) {
      const raw = readFileSync(found.file);
      entry = { raw, gz: compressible.test(type) ? gzipSync(raw, { level: 6 }) : null };
      cache.set(found.file, entry);
    }
    const gzip = entry.gz && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = gzip ? entry.gz! : entry.raw;
    res.writeHead(found.status, {
      "content-type": type,
      "content-length": body.length,
      "cache-control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      vary: "accept-encoding",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolvePromise({ server, close: () => new Promise((r) => server.close(() => r())) }),
    );
  });
}
