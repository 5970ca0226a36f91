import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/content/site-map";

// Public routes are built to static HTML; login and admin are client-only (SPA fallback).
export default {
  appDirectory: "src/app",
  // BUILD_DIR lets parallel builds (e2e, bench) keep apart.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
