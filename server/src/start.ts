// `npm start`: build the site when its build is missing or older than its sources, then serve.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadEnvFile } from "./env-file";

// BUILD_DIR and the VITE_* settings may come from .env (Vite reads the same file for the build).
loadEnvFile();
const root = resolve(import.meta.dirname, "../..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const marker = join(buildDir, "client", "index.html");
// .env is a source too: the VITE_* settings in it are compiled into the site.
const sources = [
  "src",
  // Insights posts, written by hand or through /cms.
  "content",
  "public",
  ".env",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
  "tsconfig.json",
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newest(join(root, s))));
if (builtAt < sourcesAt) {
  process.stdout.write(builtAt ? "Site sources changed; rebuilding...\n" : "Building the site...\n");
  const result = spawnSync(join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) {
    process.stderr.write("The site build failed.\n");
    process.exit(1);
  }
}
await import("./main");
