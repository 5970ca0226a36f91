// Renders the public pages again with other company settings, as React Router's prerendering does at build
// time (@react-router/dev's handlePrerender, prerenderData, prerenderRoute, prerenderResourceRoute and
// handleSpaMode), but with the company in the load context (decision 72).
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteCompany } from "~/shared/site-company";

/** The parts of the kept server bundle (`<BUILD_DIR>/render/index.js`) that rendering reads. */
export interface RenderBundle {
  prerender: string[];
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: object }>;
  assets: { routes: Record<string, { hasLoader?: boolean }> };
}

/** The bundle's entry file, when the build kept one (a static-host deployment or a test may have none). */
export const renderEntry = (buildDir: string): string | undefined => {
  const file = join(buildDir, "render", "index.js");
  return existsSync(file) ? file : undefined;
};

/** The post page's route: its page's inline data leaves the body out (decision 54). */
const POST_ROUTE = "routes/insights-post";
/** The fallback React Router writes for client-only pages (login, admin) and the 404 page. */
const SPA_FALLBACK = "__spa-fallback.html";

interface TreeRoute {
  id: string;
  path?: string;
  index?: true;
  children?: TreeRoute[];
}

function routeTree(routes: RenderBundle["routes"], parentId?: string): TreeRoute[] {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) =>
      r.index
        ? { id: r.id, path: r.path, index: true }
        : { id: r.id, path: r.path, children: routeTree(routes, r.id) },
    );
}

export interface Rendered {
  /** Files written (pages, their data, resource files and the fallback). */
  files: number;
  /** Pages written as HTML. */
  pages: number;
  /** Post pages by path (`/insights/a-post`), for the lean data step. */
  postPaths: string[];
}

/** Writes every prerendered path of the bundle in `entry` into `outDir`, rendered with `company`. */
export async function renderSite(entry: string, outDir: string, company: SiteCompany): Promise<Rendered> {
  // React Router reads the prerender headers (the page's data, SPA mode for the fallback) only in a build
  // request, which its prerendering marks so; the server renders nothing else with it meanwhile.
  const before = process.env.IS_RR_BUILD_REQUEST;
  process.env.IS_RR_BUILD_REQUEST = "yes";
  try {
    return await render(entry, outDir, company);
  } finally {
    if (before === undefined) delete process.env.IS_RR_BUILD_REQUEST;
    else process.env.IS_RR_BUILD_REQUEST = before;
  }
}

async function render(entry: string, outDir: string, company: SiteCompany): Promise<Rendered> {
  const build = (await import(pathToFileURL(entry).href)) as RenderBundle;
  const { createRequestHandler, matchRoutes } = await import("react-router");
  const handler = createRequestHandler(build as never, "production");
  const tree = routeTree(build.routes);
  const load = { company };
  const result: Rendered = { files: 0, pages: 0, postPaths: [] };

  const write = async (rel: string, body: string | Buffer) => {
    const file = join(outDir, ...rel.split("/"));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    result.files += 1;
  };
  const fetchOk = async (url: string, init?: RequestInit): Promise<Response> => {
    const response = await handler(new Request(`http://localhost${url}`, init), load as never);
    if (response.status !== 200 && response.status !== 202)
      throw new Error(`${url} answered ${response.status} while publishing`);
    return response;
  };
  const renderData = async (path: string, onlyRoutes?: string[]) => {
    const dataPath = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
    const query = onlyRoutes ? `?_routes=${encodeURIComponent(onlyRoutes.join(","))}` : "";
    const text = await (await fetchOk(dataPath + query)).text();
    await write(dataPath, text);
    return text;
  };

  for (const path of build.prerender) {
    const matches = matchRoutes(tree as never, `/${path}/`.replace(/^\/\/+/, "/")) as
      { route: TreeRoute }[] | null;
    if (!matches) continue;
    const leaf = matches[matches.length - 1]!.route;
    const module = build.routes[leaf.id]?.module as {
      default?: unknown;
      ErrorBoundary?: unknown;
      loader?: unknown;
    };
    if (module && !module.default && !module.ErrorBoundary) {
      // A resource route (feeds, sitemap, robots, the search index): its data and its file.
      if (!module.loader) continue;
      await renderData(path, [leaf.id]);
      const url = `${path}/`.replace(/\/\/+/g, "/").replace(/\/$/g, "");
      await write(url, Buffer.from(await (await fetchOk(url)).arrayBuffer()));
      continue;
    }
    const hasLoaders = matches.some((m) => build.assets.routes[m.route.id]?.hasLoader);
    const data = hasLoaders ? await renderData(path) : undefined;
    const url = `${path}/`.replace(/\/\/+/g, "/");
    const response = await fetchOk(
      url,
      data ? { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } } : undefined,
    );
    await write(`${url}index.html`, await response.text());
    result.pages += 1;
    if (leaf.id === POST_ROUTE) result.postPaths.push(url.replace(/\/$/, ""));
  }
  // Login, admin and the 404 page show the public layout too.
  const fallback = await fetchOk("/", { headers: { "X-React-Router-SPA-Mode": "yes" } });
  await write(SPA_FALLBACK, await fallback.text());
  return result;
}
