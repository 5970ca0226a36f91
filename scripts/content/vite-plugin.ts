// Vite side of the content layer: builds the posts once per build (React Router runs a client and a server
// build in one process), aliases `content-collections` to the output, fails the build on a bad post, serves
// and emits the converted images, and rebuilds on edits in dev.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { buildContent, CONFIG_PATH, ContentBuildError } from "./build.ts";
import { IMAGE_URL_BASE } from "./images.ts";

const generatedDir = resolve(".content-collections/generated");
const imagesDir = resolve(process.env.INSIGHTS_ASSETS_DIR ?? ".content-collections/assets/insights");
const contentDir = resolve(process.env.INSIGHTS_DIR ?? "content/insights");

// React Router loads the Vite config (and so this module) several times in one build: the memo lives on
// globalThis so the posts are built once per process, not once per load.
const memo = globalThis as { insightsContentBuild?: Promise<unknown> };
const buildOnce = () => (memo.insightsContentBuild ??= buildContent());

export function insightsContent(): Plugin {
  return {
    name: "insights-content",
    config: () => ({
      resolve: { alias: { "content-collections": generatedDir } },
      optimizeDeps: { exclude: ["content-collections"] },
    }),
    async buildStart() {
      try {
        await buildOnce();
      } catch (error) {
        memo.insightsContentBuild = undefined;
        if (error instanceof ContentBuildError) this.error(error.message);
        throw error;
      }
    },
    configureServer(server) {
      server.watcher.add([contentDir, CONFIG_PATH]);
      const rebuild = async (file: string) => {
        if (!file.startsWith(contentDir)) return;
        try {
          await buildContent();
          server.ws.send({ type: "full-reload" });
        } catch (error) {
          server.config.logger.error(String(error instanceof Error ? error.message : error));
        }
      };
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, rebuild);
      server.middlewares.use(IMAGE_URL_BASE, (req, res, next) => {
        const file = join(imagesDir, (req.url ?? "").split("?")[0]!.replace(/^\/+/, ""));
        if (!file.startsWith(imagesDir) || !existsSync(file)) return next();
        res.setHeader("Content-Type", file.endsWith(".avif") ? "image/avif" : "image/webp");
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      // Images go out with the client build only; the prerender build writes no assets of its own.
      if (this.environment.name !== "client" || !existsSync(imagesDir)) return;
      for (const name of readdirSync(imagesDir))
        this.emitFile({
          type: "asset",
          fileName: `${IMAGE_URL_BASE.slice(1)}/${name}`,
          source: readFileSync(join(imagesDir, name)),
        });
    },
  };
}
