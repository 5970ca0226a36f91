import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig, loadEnv, type PluginOption, type UserConfig } from "vite";
import { compileHint } from "./scripts/compile-hint.ts";
import { insightsContent } from "./scripts/content/vite-plugin.ts";
import { keepRenderBundle } from "./scripts/keep-render-bundle.ts";
import { preloadNewChunks } from "./scripts/preload-new-chunks.ts";
import { parseSiteEnv } from "./src/lib/env.ts";

// `npm run analyze`: a treemap and a module list of the client bundle (gzip sizes) in bench/out/.
const analyze = (): PluginOption[] =>
  (["treemap", "list"] as const).map((template) =>
    visualizer({
      template,
      gzipSize: true,
      filename: `bench/out/bundle.${template === "list" ? "txt" : "html"}`,
    }),
  );

// React Router's plugin asks the dev server to pre-bundle `react-router-dom` whenever it resolves, and here
// it resolves to the v5 that the content manager's Decap brings (the site itself uses `react-router` 7).
// Bundled against the site's deduplicated `react-router` 7, that v5 fails and stops the dev server.
const noRouterDomPrebundle: PluginOption = {
  name: "no-react-router-dom-prebundle",
  enforce: "post",
  configEnvironment(_name, config) {
    const include = config.optimizeDeps?.include;
    if (include) config.optimizeDeps!.include = include.filter((dep) => dep !== "react-router-dom");
  },
};

// React Router's package exports point at its development build; the production one has the dev warnings
// compiled out. Used for builds only, so `npm run dev` keeps the warnings.
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionRouter = [
  { find: /^react-router$/, replacement: routerBuild("index.mjs") },
  { find: /^react-router\/dom$/, replacement: routerBuild("dom-export.mjs") },
];

const preload = preloadNewChunks();

export default defineConfig(async ({ command, isSsrBuild, mode }): Promise<UserConfig> => ({
  // The VITE_* settings, checked once here (src/lib/env.ts); the code reads the result, never import.meta.env.
  define: {
    __SITE_ENV__: JSON.stringify(await parseSiteEnv(loadEnv(mode, process.cwd(), "VITE_"))),
  },
  plugins: [
    insightsContent(),
    tailwindcss(),
    reactRouter(),
    noRouterDomPrebundle,
    ...(command === "build" ? [compileHint(["framework"]), preload.plugin, keepRenderBundle()] : []),
    ...(process.env.ANALYZE && !isSsrBuild ? analyze() : []),
  ],
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // The site's zod runs without eval (the CSP forbids it); see src/lib/zod-browser.ts.
      { find: /^zod$/, replacement: fileURLToPath(new URL("./src/lib/zod-browser.ts", import.meta.url)) },
      ...(command === "build" ? productionRouter : []),
    ],
  },
  // The server build only runs at build time to prerender; bundling its dependencies lets BUILD_DIR live
  // outside the project (node_modules would not resolve from /tmp). The dev server keeps them external.
  ssr: command === "build" ? { noExternal: true } : {},
  build: {
    // Empty the output folder even when BUILD_DIR lies outside the project, so no stale files are served.
    emptyOutDir: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every public page loads: the framework, the layout shell and the
        // icons would otherwise arrive as ~30 small files, each a request on a slow mobile connection.
        // Page code keeps the automatic per-route splitting.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 20 },
            // The consent banner stays out: it is loaded on its own, by builds that ask for consent.
            {
              name: "shell",
              test: /[\\/]src[\\/](lib[\\/](store|env|theme|hooks|analytics|chat-widget|session|early-taps|lazy-module)|shared[\\/](paths|feeds)|features[\\/]auth[\\/]guard|content[\\/](company|navigation|seo)|components[\\/]layout(?![\\/]consent-banner)|app[\\/]routes[\\/]public-layout)/,
              priority: 10,
            },
            // The building blocks of the content pages (sections, their icons and head tags): each is
            // a few hundred bytes, and a page uses several; one file instead of up to eight requests.
            {
              name: "sections",
              test: /[\\/]src[\\/](components[\\/](sections|ui[\\/]check-mark)|app[\\/]page-meta|content[\\/]json-ld)/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
}));
