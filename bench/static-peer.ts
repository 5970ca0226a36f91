// A plain static server for a peer site's built folder (`BENCH_PEER` in bench/site.ts): files as they
// are, `index.html` for folders, gzip when the browser asks for it, as a static host would serve them.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join, normalize, relative, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { contentTypeOf } from "../server/src/site/site";

const compressible = /^(text\/|application\/([a-z]+\+)?(json|xml)\b|image\/svg)/;

/** The file a URL path names inside `root`, or undefined (never a path outside it). */
function fileFor(root: string, urlPath: string): string | undefined {
  const path = normalize(decodeURIComponent(urlPath.split("?")[0] ?? "/"));
  const full = resolve(root, `.${path}`);
  if (!full.startsWith(root)) return undefined;
  for (const candidate of [full, join(full, "index.html"), `${full}.html`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

export async function startStaticPeer(dir: string, port: number): Promise<{ close: () => Promise<void> }> {
  const root = resolve(dir);
  if (!existsSync(root)) throw new Error(`BENCH_PEER: no folder at ${root}`);
  const gzipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const file = fileFor(root, req.url ?? "/");
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const type = contentTypeOf(relative(root, file).split(sep).join("/"));
    const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    if (gzip && !gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)));
    const body = gzip ? gzipped.get(file)! : readFileSync(file);
    res.writeHead(200, {
      "content-type": type,
      "cache-control": "no-cache",
      ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return { close: () => new Promise<void>((done) => server.close(() => done())) };
}
