import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { cmsProxyPort } from "../playwright.config";

// Editing without a developer: /cms saves a new post through the local backend (decap-server, as
// `npm run cms` runs it) into content/insights/. The backend works on a temporary copy of the posts, so no
// test post is ever left in the repository.

let repo: string;
let backend: ChildProcess | undefined;

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "cms-repo-"));
  cpSync("content/insights", join(repo, "content/insights"), { recursive: true });
  backend = spawn(process.execPath, [join(process.cwd(), "node_modules/decap-server/dist/index.js")], {
    // Its own folder as working directory: the proxy reads a .env from there, never the project's.
    cwd: repo,
    env: {
      PATH: process.env.PATH,
      PORT: String(cmsProxyPort),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: repo,
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${cmsProxyPort}/api/v1`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        }).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  backend?.kill();
  rmSync(repo, { recursive: true, force: true });
});

/** A saved post checked by the build's front-matter schema (e2e/check-front-matter.ts). */
function checkPost(file: string): { issues: string[]; data?: Record<string, unknown>; body?: string } {
  const out = execFileSync(process.execPath, ["--import", "tsx", "e2e/check-front-matter.ts", file], {
    encoding: "utf8",
  });
  return JSON.parse(out) as { issues: string[]; data?: Record<string, unknown>; body?: string };
}

test("the content manager saves a new post through the local backend, as a Markdown file the schema accepts, and stays out of the sitemap", async ({
  page,
}) => {
  const response = await page.goto("/cms");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response?.headers()["content-security-policy"]).toContain(`http://127.0.0.1:${cmsProxyPort}`);
  await expect(page).toHaveTitle("Content manager · Company");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Insights" })).toBeVisible();
  await page.getByRole("link", { name: "Create entry of type Post" }).click();

  const title = `Choosing a domain name ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page
    .getByLabel("Description", { exact: true })
    .fill("What to weigh before you register a name for the business.");
  await page.getByLabel("Publish date", { exact: true }).fill("2026-11-26");
  await page.getByLabel("Category", { exact: true }).click();
  await page.getByRole("option", { name: "Local SEO", exact: true }).click();
  await page.getByLabel("Tags", { exact: true }).fill("Domains, Websites");
  await page.getByLabel("Author", { exact: true }).click();
  await page.getByRole("option", { name: "Priya Verma", exact: true }).click();
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(
    "A short name that people can spell after hearing it once is worth more than a clever one.",
  );

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText("Entry saved")).toBeVisible();

  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const file = join(repo, "content/insights", `${slug}.md`);
  await expect.poll(() => existsSync(file)).toBe(true);
  const checked = checkPost(file);
  expect(checked.issues).toEqual([]);
  expect(checked.data).toMatchObject({
    title,
    publishDate: "2026-11-26T00:00:00.000Z",
    category: "local-seo",
    tags: ["Domains", "Websites"],
    author: "Priya Verma",
    draft: false,
  });
  expect(checked.body).toContain("A short name that people can spell after hearing it once");
  // The copy of the posts, not the repository, received the file.
  expect(existsSync(join("content/insights", `${slug}.md`))).toBe(false);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/cms");
});
