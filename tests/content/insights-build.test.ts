// A bad post stops the build with a message naming the file and the field. Each case builds a small
// content folder of its own through the real content layer (content-collections.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildContent, ContentBuildError } from "../../scripts/content/build";

let root: string;
let contentDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "insights-build-"));
  const dir = join(root, "content");
  mkdirSync(dir);
  process.env.INSIGHTS_DIR = dir;
  // Messages name files as the build sees them: relative to the project.
  contentDir = relative(".", dir);
  process.env.INSIGHTS_ASSETS_DIR = join(root, "assets");
});

afterEach(() => {
  delete process.env.INSIGHTS_DIR;
  delete process.env.INSIGHTS_ASSETS_DIR;
  rmSync(cacheDir(), { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

const frontMatter = {
  title: "A post",
  description: "What the post is about.",
  publishDate: "2026-01-15",
  category: "ai",
  tags: ["AI"],
  author: "Priya Verma",
};

const yaml = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join("\n");

function writePost(path: string, fields: Record<string, unknown> = {}, body = "## First\n\nSome words.\n") {
  const file = join(contentDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `---\n${yaml({ ...frontMatter, ...fields })}\n---\n\n${body}`);
}

// The compiled config must sit inside the project to resolve its packages; one cache folder per case.
const cacheDir = () => join(process.cwd(), ".content-collections", "test-cache", basename(root));
const build = () => buildContent({ outputDir: join(root, "generated"), cacheDir: cacheDir() });

async function problems(): Promise<string[]> {
  const error = await build().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentBuildError);
  return (error as ContentBuildError).problems;
}

const generated = () => readFileSync(join(root, "generated", "allInsights.js"), "utf8");

describe("insights content build", () => {
  it("builds a valid post with its HTML, headings, plain text and reading time", async () => {
    writePost("a-post.md", {}, "## Why\n\nBecause.\n\n```ts\nconst a = 1;\n```\n");
    await build();
    const out = generated();
    expect(out).toContain('"slug": "a-post"');
    expect(out).toContain('"publishDate": "2026-01-15"');
    expect(out).toContain('<h2 id=\\"why\\">Why</h2>');
    expect(out).toContain('class=\\"shiki');
    expect(out).toContain('"readingMinutes": 1');
  });

  it("fails on bad front matter, naming the file and each field", async () => {
    writePost("bad.md", { title: undefined, publishDate: "someday", category: "gardening" });
    const found = await problems();
    const file = join(contentDir, "bad.md");
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${file}: front matter "title"`),
        expect.stringContaining(`${file}: front matter "publishDate"`),
        expect.stringContaining(`${file}: front matter "category": category must be one of`),
      ]),
    );
  });

  it("fails on an update date before the publish date", async () => {
    writePost("late.md", { updateDate: "2026-01-01" });
    expect(await problems()).toEqual([
      `${join(contentDir, "late.md")}: front matter "updateDate": updateDate is before publishDate`,
    ]);
  });

  it("fails on an author who is not on the About page's team", async () => {
    writePost("ghost.md", { author: "Someone Else" });
    const [problem] = await problems();
    expect(problem).toContain(`${join(contentDir, "ghost.md")}: front matter "author"`);
    expect(problem).toContain("Aarav Sharma");
  });

  it("fails on a missing author", async () => {
    writePost("nobody.md", { author: undefined });
    expect((await problems())[0]).toContain(`${join(contentDir, "nobody.md")}: front matter "author"`);
  });

  it("fails on a cover image without alt text", async () => {
    writePost("cover.md", { cover: { src: "./cover.png", alt: " " } });
    expect(await problems()).toEqual([
      `${join(contentDir, "cover.md")}: front matter "cover.alt": cover.alt is required: describe what the image shows`,
    ]);
  });

  it("fails on a duplicate slug, naming both files", async () => {
    writePost("2025/same-name.md");
    writePost("2026/same-name.md");
    const found = await problems();
    expect(found).toContain(
      `${join(contentDir, "2025/same-name.md")}: duplicate slug "same-name", also used by ${join(contentDir, "2026/same-name.md")}`,
    );
  });

  it("fails on a file name that is not a slug", async () => {
    writePost("My Post.md");
    expect((await problems())[0]).toContain('file name "My Post" is not a slug');
  });

  it("fails on a body image without alt text and on a second h1", async () => {
    writePost("img.md", {}, "## Picture\n\n![](./x.png)\n");
    writePost("h1.md", {}, "# Another title\n\nText.\n");
    const found = await problems();
    expect(found).toEqual([
      expect.stringContaining(
        `${join(contentDir, "h1.md")}: body heading "Another title" is a level-1 heading`,
      ),
      expect.stringContaining(`${join(contentDir, "img.md")}: image "./x.png" has no alt text`),
    ]);
  });

  it("never builds a draft", async () => {
    writePost("published.md");
    writePost("unfinished.md", { draft: true });
    await build();
    expect(generated()).toContain('"slug": "published"');
    expect(generated()).not.toContain("unfinished");
  });

  it("converts a cover image to AVIF and WebP with its size", async () => {
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2563eb" } })
      .png()
      .toFile(join(contentDir, "cover.png"));
    writePost("with-cover.md", { cover: { src: "./cover.png", alt: "A blue rectangle" } });
    await build();
    const out = generated();
    // Variants up to the image's own width; the page shows the largest.
    expect(out).toMatch(/"width": 1000,\s+"height": 500/);
    expect(out).toMatch(/\/assets\/insights\/cover-[0-9a-f]{10}-768\.webp 768w/);
    expect(out).toMatch(/\/assets\/insights\/cover-[0-9a-f]{10}-480\.avif 480w/);
    expect(out).toContain('"alt": "A blue rectangle"');
  });
});
