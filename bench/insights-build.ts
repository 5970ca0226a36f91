// Build time with 200 Insights posts (issue 25: under 2x today's build, and the prerender writes every page).
// Generates 200 posts into a temporary folder from the repository's own posts (a fixture, never shipped),
// builds the site once with today's content and once with the 200 (INSIGHTS_DIR), and counts the pages.
// Env: BENCH_POSTS (default 200). Output in bench/out/insights-build-*; run: `npx tsx bench/insights-build.ts`.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { categories } from "../src/content/insights/categories";
import { authorNames } from "../src/content/insights/schema";
import { buildContent } from "../scripts/content/build";
import { loadPosts } from "../scripts/content/load-posts";
import { pagePaths } from "../src/content/site-map";

const count = Number(process.env.BENCH_POSTS ?? 200);
const source = "content/insights";

/** The repository's post bodies, reused so the fixture has real Markdown: headings, lists, code. */
const bodies = readdirSync(source)
  .filter((f) => f.endsWith(".md"))
  .map((f) => readFileSync(join(source, f), "utf8").replace(/^---[\s\S]*?---\n/, ""));

function fixture(dir: string) {
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const category = categories[i % categories.length]!.slug;
    const tags = [`Topic ${i % 17}`, `Theme ${i % 5}`, "Bench"];
    const front = [
      `title: "Generated article ${i + 1}"`,
      `description: "A generated article for the build bench, number ${i + 1} of ${count}."`,
      `publishDate: ${day}`,
      `category: ${category}`,
      `tags: ${JSON.stringify(tags)}`,
      `author: ${authorNames[i % authorNames.length]}`,
    ].join("\n");
    writeFileSync(
      join(dir, `generated-article-${i + 1}.md`),
      `---\n${front}\n---\n\n${bodies[i % bodies.length]}`,
    );
  }
}

/** Prerendered pages: every index.html but the content manager's own (/cms, written after the prerender). */
function htmlPages(dir: string, top = true): number {
  return readdirSync(dir).reduce((n, name) => {
    if (top && name === "cms") return n;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return n + htmlPages(full, false);
    return n + (name === "index.html" ? 1 : 0);
  }, 0);
}

function timedBuild(name: string, env: Record<string, string>) {
  const buildDir = `bench/out/insights-build-${name}`;
  // A cold content layer each time: its cache would hide the rendering cost.
  rmSync(".content-collections", { recursive: true, force: true });
  const started = performance.now();
  execFileSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, BUILD_DIR: buildDir },
  });
  const seconds = (performance.now() - started) / 1000;
  const pages = htmlPages(join(buildDir, "client"));
  return { name, seconds: Math.round(seconds * 10) / 10, pages };
}

const tmp = mkdtempSync(join(tmpdir(), "insights-bench-"));
try {
  const postsDir = join(tmp, "posts");
  mkdirSync(postsDir);
  fixture(postsDir);
  const load = loadavg()[0]!.toFixed(1);
  const today = timedBuild("today", {});
  const many = timedBuild(`${count}-posts`, {
    INSIGHTS_DIR: postsDir,
    INSIGHTS_ASSETS_DIR: join(tmp, "assets"),
  });
  // Every page the route table names for these posts was written (the generated module holds them now).
  const expected = pagePaths(await loadPosts()).length;
  console.table([today, { ...many, expected }]);
  if (many.pages !== expected) console.error(`prerender wrote ${many.pages} pages of ${expected}`);
  console.log(
    `ratio ${(many.seconds / today.seconds).toFixed(2)}x (target < 2x); load average at start ${load}`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
  // Leave the content layer's output as the repository's posts, for the next build or test.
  delete process.env.INSIGHTS_DIR;
  await buildContent();
}
