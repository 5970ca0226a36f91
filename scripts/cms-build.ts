// Build step (docs/decisions/0043): the content manager at /cms. Its bundle is a separate Vite build of
// src/features/cms/cms-app.ts (Decap CMS from npm, served from our origin), kept in a cache keyed by its
// inputs because it never changes with the content; its config.yml is generated from the front-matter
// schema on every build.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, type Rolldown } from "vite";
import { stringify } from "yaml";
import { z } from "zod";
import { cmsProxyUrl, CMS_DIR, DEFAULT_CMS_PROXY_PORT } from "../server/src/site/cms";
import { buildTimeCompany as company } from "../src/content/company";
import { cmsConfig, type CmsSettings } from "../src/features/cms/cms-config";

const root = join(import.meta.dirname, "..");
const entry = join(root, "src/features/cms/cms-app.ts");

/** The CMS_* build settings (and the site's origin), checked; a wrong one stops the build. */
export function cmsSettings(env: Record<string, string | undefined>): CmsSettings {
  const blankIsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
  const schema = z.object({
    VITE_SITE_URL: z.preprocess(blankIsUnset, z.url().default("https://www.example.com")),
    CMS_GITHUB_REPO: z.preprocess(
      blankIsUnset,
      z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/, "must be owner/name")
        .optional(),
    ),
    CMS_GITHUB_BRANCH: z.preprocess(blankIsUnset, z.string().default("main")),
    CMS_AUTH_BASE_URL: z.preprocess(blankIsUnset, z.url({ protocol: /^https$/ }).optional()),
    CMS_PROXY_PORT: z.preprocess(
      blankIsUnset,
      z.coerce.number().int().min(1).max(65535).default(DEFAULT_CMS_PROXY_PORT),
    ),
  });
  const result = schema.safeParse(env);
  if (!result.success) throw new Error(`Invalid CMS settings (CMS_*):\n${z.prettifyError(result.error)}`);
  const e = result.data;
  return {
    siteUrl: e.VITE_SITE_URL.replace(/\/+$/, ""),
    ...(e.CMS_GITHUB_REPO ? { githubRepo: e.CMS_GITHUB_REPO } : {}),
    githubBranch: e.CMS_GITHUB_BRANCH,
    ...(e.CMS_AUTH_BASE_URL ? { authBaseUrl: e.CMS_AUTH_BASE_URL.replace(/\/+$/, "") } : {}),
    localBackendUrl: cmsProxyUrl(e.CMS_PROXY_PORT),
  };
}

/** config.yml as written into the build. */
export const cmsConfigYaml = (settings: CmsSettings) =>
  `# Generated at build from src/content/insights/schema.ts (scripts/cms-build.ts): do not edit.\n${stringify(
    cmsConfig(settings),
  )}`;

const page = (script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content manager · ${company.name}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" type="text/yaml" href="/${CMS_DIR}/config.yml" />
  </head>
  <body>
    <noscript>The content manager needs JavaScript.</noscript>
    <script type="module" src="/${CMS_DIR}/${script}"></script>
  </body>
</html>
`;

/** What the bundle is made from: the editor's version, the entry and the bundler. */
function bundleKey(): string {
  const version = (pkg: string) =>
    (JSON.parse(readFileSync(join(root, "node_modules", pkg, "package.json"), "utf8")) as { version: string })
      .version;
  return createHash("sha256")
    .update(
      [version("decap-cms-app"), version("vite"), version("react-dom"), readFileSync(entry, "utf8")].join(
        "\n",
      ),
    )
    .digest("hex")
    .slice(0, 16);
}

// Rolldown's notes on the editor's third-party code (direct eval, "use client"): not ours to fix.
const quiet = new Set(["EVAL", "MODULE_LEVEL_DIRECTIVE"]);

async function buildBundle(outDir: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    base: `/${CMS_DIR}/`,
    logLevel: "warn",
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      chunkSizeWarningLimit: 8000,
      rolldownOptions: {
        input: entry,
        output: { entryFileNames: "assets/cms-[hash].js" },
        onwarn: (warning, warn) => {
          if (!quiet.has(warning.code ?? "")) warn(warning);
        },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const main = outputs.flatMap((o) => o.output).find((c) => c.type === "chunk" && c.isEntry);
  if (!main) throw new Error("The CMS build wrote no entry script.");
  writeFileSync(join(outDir, "entry.txt"), main.fileName);
  return main.fileName;
}

/** Writes /cms (page, config.yml, bundle) into the built client folder. */
export async function buildCms(clientDir: string, env: Record<string, string | undefined>): Promise<void> {
  const settings = cmsSettings(env);
  const cached = join(root, "node_modules/.cache/cms-bundle", bundleKey());
  if (!existsSync(join(cached, "entry.txt"))) {
    rmSync(cached, { recursive: true, force: true });
    mkdirSync(cached, { recursive: true });
    await buildBundle(cached);
  }
  const outDir = join(clientDir, CMS_DIR);
  rmSync(outDir, { recursive: true, force: true });
  cpSync(cached, outDir, { recursive: true, filter: (src) => !src.endsWith("entry.txt") });
  const script = readFileSync(join(cached, "entry.txt"), "utf8").trim();
  writeFileSync(join(outDir, "index.html"), page(script));
  writeFileSync(join(outDir, "config.yml"), cmsConfigYaml(settings));
}
