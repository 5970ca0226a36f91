// `npm run bench:site`: build the site, serve the build statically with gzip, and run Lighthouse 12
// (mobile preset, 3 runs per route, median) on the system Chromium. Prints per route the four category
// scores, LCP, TBT, CLS, and the gzip bytes of JS and CSS the home page loads.
//
// Settings: BUILD_DIR (default bench/out/build), BENCH_PORT (3152), BENCH_RUNS (3), BENCH_SKIP_BUILD=1,
// BENCH_ROUTES (comma-separated paths), CHROMIUM_PATH.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../e2e/chromium";
import { startStaticServer } from "./static-server";

const root = resolve(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "bench/out/build");
const port = Number(process.env.BENCH_PORT ?? 3152);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const routes = (process.env.BENCH_ROUTES ?? "/,/pricing,/kolkata,/contact,/about,/platform/kpi-extract").split(",");
const outDir = resolve(root, "bench/out");

const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, homeJsKb: 100 };
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

interface RunResult {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  scripts: Array<{ url: string; bytes: number }>;
  failed: Array<{ category: Category; audit: string; title: string }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

function build() {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  process.stdout.write(`Building into ${buildDir}...\n`);
  const result = spawnSync(resolve(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error("The site build failed.");
}

async function audit(url: string, chromePath: string): Promise<RunResult> {
  // A fresh browser per run: no warm caches or leftover storage between runs.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
    const bytesOf = (type: string) =>
      requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
    const failed = categories.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ({ category, audit: ref.id, title: lhr.audits[ref.id]?.title ?? ref.id })),
    );
    return {
      scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      js: bytesOf("Script"),
      css: bytesOf("Stylesheet"),
      scripts: requests
        .filter((r) => r.resourceType === "Script")
        .map((r) => ({ url: String(r.url).replace(url.replace(/\/[^/]*$/, ""), ""), bytes: Number(r.transferSize ?? 0) })),
      failed,
    };
  } finally {
    await chrome.kill();
  }
}

interface RouteSummary {
  route: string;
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  runs: RunResult[];
}

function summarise(route: string, results: RunResult[]): RouteSummary {
  const pick = (f: (r: RunResult) => number) => median(results.map(f));
  return {
    route,
    scores: {
      performance: pick((r) => r.scores.performance),
      accessibility: pick((r) => r.scores.accessibility),
      "best-practices": pick((r) => r.scores["best-practices"]),
      seo: pick((r) => r.scores.seo),
    },
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
    js: pick((r) => r.js),
    css: pick((r) => r.css),
    runs: results,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(rows: RouteSummary[]) {
  const header = ["Route", "Perf", "A11y", "BP", "SEO", "LCP ms", "TBT ms", "CLS", "JS KB gz", "CSS KB gz"];
  const lines = rows.map((r) => [
    r.route,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores["best-practices"]),
    String(r.scores.seo),
    r.lcp.toFixed(0),
    r.tbt.toFixed(0),
    r.cls.toFixed(3),
    kb(r.js),
    kb(r.css),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  const out = [fmt(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...lines.map(fmt)];
  process.stdout.write(`\nLighthouse ${runs} run(s) per route, mobile preset, median of each figure:\n${out.join("\n")}\n`);

  const home = rows.find((r) => r.route === "/");
  if (home) {
    const middle = home.runs[Math.floor(home.runs.length / 2)];
    process.stdout.write(`\nHome page loads ${kb(home.js)} KB of JS and ${kb(home.css)} KB of CSS (gzip, as transferred).\n`);
    for (const s of [...(middle?.scripts ?? [])].sort((a, b) => b.bytes - a.bytes)) {
      process.stdout.write(`  ${kb(s.bytes).padStart(6)} KB  ${s.url}\n`);
    }
  }

  const misses: string[] = [];
  for (const r of rows) {
    for (const c of categories) {
      if (r.scores[c] < targets[c]) {
        const audits = [...new Set(r.runs.flatMap((run) => run.failed.filter((f) => f.category === c).map((f) => f.title)))];
        misses.push(`${r.route} ${c} ${r.scores[c]} < ${targets[c]}${audits.length ? ` (${audits.join("; ")})` : ""}`);
      }
    }
  }
  if (home && home.js / 1024 > targets.homeJsKb) misses.push(`home JS ${kb(home.js)} KB > ${targets.homeJsKb} KB`);
  process.stdout.write(misses.length ? `\nTargets missed:\n  ${misses.join("\n  ")}\n` : "\nAll targets met.\n");
}

async function main() {
  const chromePath = findChromium();
  build();
  const server = await startStaticServer(resolve(buildDir, "client"), port);
  const rows: RouteSummary[] = [];
  try {
    for (const route of routes) {
      const results: RunResult[] = [];
      for (let i = 0; i < runs; i++) {
        process.stdout.write(`Lighthouse ${route} run ${i + 1}/${runs}...\n`);
        results.push(await audit(`http://127.0.0.1:${port}${route}`, chromePath));
      }
      rows.push(summarise(route, results));
    }
  } finally {
    await server.close();
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(resolve(outDir, "site-results.json"), JSON.stringify(rows, null, 2));
  report(rows);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
