import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";
import { buildCms } from "./scripts/cms-build";
import { loadPosts } from "./scripts/content/load-posts";
import { finishPages } from "./scripts/finish-pages";
import { writeOgImages } from "./scripts/insights/write-og-images";
import { writeStaticHostFiles } from "./server/src/site/static-host";
import { insightPath, prerenderPaths } from "./src/content/site-map";
import { parseSiteEnv } from "./src/lib/env";
import { privatePathRules } from "./src/shared/paths";

// Public routes are built to static HTML; login and admin are client-only (SPA fallback).
export default {
  appDirectory: "src/app",
  // BUILD_DIR lets parallel builds (e2e, bench) keep apart.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // Insights pages come from the posts the content layer built (scripts/content).
  prerender: async () => prerenderPaths(await loadPosts()),
  // Each page keeps only its critical CSS (decision 25). Every build also gets _redirects and _headers, so
  // the client folder can go to a static host as is; their CSP hashes the pages as finally written.
  buildEnd: async ({ reactRouterConfig, viteConfig }) => {
    const env = viteConfig.env as Record<string, string | undefined>;
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    const posts = await loadPosts();
    // Each post's share picture, from the same posts as its page (decision 46).
    await writeOgImages(clientDir, posts, (await parseSiteEnv(env)).siteUrl);
    // Lean post data and critical CSS, as the server's publishing does them (decisions 54, 25, 72).
    await finishPages(
      clientDir,
      posts.map((p) => insightPath(p.slug)),
    );
    // The content manager at /cms: its own bundle and policy (docs/decisions/0042).
    await buildCms(clientDir, loadEnv(viteConfig.mode, process.cwd(), ["VITE_", "CMS_"]));
    writeStaticHostFiles(clientDir, privatePathRules, {
      apiBaseUrl: env.VITE_API_BASE_URL,
      gaMeasurementId: env.VITE_GA_MEASUREMENT_ID,
      chatWidgetSrc: env.VITE_CHAT_WIDGET_SRC,
    });
  },
} satisfies Config;
