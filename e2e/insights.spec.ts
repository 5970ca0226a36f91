// Insights on the built site and the real server: the listing, a post read without JavaScript, paging,
// the 404 for an unknown post, and axe with a logical heading order in dark mode at 375 px.
import { expectNoA11yViolations, expect, test } from "./fixtures";
import { pageHydrated } from "./flows";
import { loadPosts } from "../scripts/content/load-posts";
import { PAGE_SIZE } from "../src/content/insights/post-list";
import { INSIGHTS_PATH, insightPath, pagedPath } from "../src/content/site-map";

const posts = await loadPosts();

// Pages past the last and unknown posts answer 404 on purpose; the browser logs each.
test.use({ allowedConsoleErrors: [/status of 404/] });
const newest = posts[0]!;

test("/insights lists the posts newest first, each linked to its page", async ({ page }) => {
  await page.goto(INSIGHTS_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Insights", exact: true })).toBeVisible();
  const titles = page.locator("main article h2 a");
  await expect(titles).toHaveText(posts.slice(0, PAGE_SIZE).map((p) => p.title));
  await titles.first().click();
  await expect(page).toHaveURL(insightPath(newest.slug));
  await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
});

test("Insights is in the header navigation, the footer and the home page's latest band", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Insights", exact: true })).toHaveAttribute(
    "href",
    INSIGHTS_PATH,
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Insights", exact: true }),
  ).toHaveAttribute("href", INSIGHTS_PATH);
  const band = page.getByRole("region", { name: "Latest insights" });
  await expect(band.getByRole("heading", { level: 3 })).toHaveText(posts.slice(0, 3).map((p) => p.title));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a post reads in full: title, author, dates, sections, code and links", async ({ page }) => {
    const response = await page.goto(insightPath(newest.slug));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
    await expect(page.getByText(`By ${newest.author}`)).toBeVisible();
    // The post's own reading time, in its header (the related posts' cards show theirs too).
    const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(header.getByText(`${newest.readingMinutes} min read`)).toBeVisible();
    for (const h of newest.headings.filter((x) => x.depth === 2))
      await expect(page.getByRole("heading", { level: 2, name: h.text, exact: true })).toBeVisible();
    // The body's last paragraph is in the static page, not added by a script.
    const lastWords = newest.text.split("\n\n").at(-1)!.slice(0, 60);
    await expect(page.getByText(lastWords, { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: newest.categoryInfo.name }).first()).toBeVisible();
    const share = page.getByRole("region", { name: "Share this article" });
    await expect(share.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      /linkedin\.com\/sharing/,
    );
    await expect(share.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(share.getByRole("link", { name: "Copy link", exact: true })).toHaveAttribute(
      "href",
      new RegExp(`${insightPath(newest.slug)}$`),
    );
  });

  test("listing pages link to each other; a page past the last is not found", async ({ page }) => {
    const pages = Math.max(1, Math.ceil(posts.length / PAGE_SIZE));
    await page.goto(INSIGHTS_PATH);
    const pager = page.getByRole("navigation", { name: "Pages" });
    if (pages === 1) await expect(pager).toHaveCount(0);
    else {
      await pager.getByRole("link", { name: "Older posts" }).click();
      await expect(page).toHaveURL(pagedPath(INSIGHTS_PATH, 2));
      await expect(page.locator("main article h2 a").first()).toHaveText(posts[PAGE_SIZE]!.title);
      await expect(pager.locator('[aria-current="page"]')).toHaveText("Page 2");
    }
    const past = await page.goto(pagedPath(INSIGHTS_PATH, pages + 1));
    expect(past?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Loading…")).toBeHidden();
  });

  // The page is the site's shared not-found response (the SPA fallback), as for any unknown address.
  test("an unknown post answers 404 and says so", async ({ page }) => {
    const response = await page.goto(insightPath("no-such-article"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Back Home" })).toHaveAttribute("href", "/");
  });

  test("the sign-in page, which needs scripts, does not claim to be missing", async ({ page }) => {
    const response = await page.goto("/login");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Page Not Found")).toHaveCount(0);
  });
});

test.describe("with JavaScript", () => {
  test("an unknown post and a page past the last show Page Not Found", async ({ page }) => {
    for (const path of [insightPath("no-such-article"), pagedPath(INSIGHTS_PATH, 99)]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    }
  });

  test("a post's page carries its body once, and shows all of it hydrated and after a client-side return", async ({
    page,
  }) => {
    const post = posts.reduce((a, b) => (b.text.length > a.text.length ? b : a));
    const path = insightPath(post.slug);
    // The longest run of plain words in the body's first paragraph: written alike in markup and in data.
    const document = await (await page.request.get(path)).text();
    const first = /<div class="prose-post"><p>([\s\S]*?)<\/p>/.exec(document)?.[1] ?? "";
    const words = (first.replace(/<[^>]*>/g, " ").match(/[A-Za-z][A-Za-z ]+[A-Za-z]/g) ?? []).reduce(
      (a, b) => (b.length > a.length ? b : a),
      "",
    );
    expect(words.length, `plain words in the first paragraph: "${words}"`).toBeGreaterThanOrEqual(20);
    expect(document.split(words).length - 1, `times "${words}" is in the document`).toBe(1);

    await page.goto(path);
    await pageHydrated(page);
    const paragraphs = await page.locator(".prose-post > p").count();
    expect(paragraphs).toBeGreaterThan(3);
    // A mark on the window survives only client-side navigation: both visits below stay in this document.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("banner").getByRole("link", { name: "Insights", exact: true }).click();
    await expect(page).toHaveURL(INSIGHTS_PATH);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator(".prose-post > p")).toHaveCount(paragraphs);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe("at 375 px in dark mode", () => {
  test.use({ viewport: { width: 375, height: 740 }, colorScheme: "dark" });

  for (const path of [INSIGHTS_PATH, insightPath(newest.slug)])
    test(`${path} passes axe with a logical heading order and fits the screen`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await pageHydrated(page);
      await expectNoA11yViolations(page);
      const levels = await page
        .locator("main h1, main h2, main h3, main h4")
        .evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
      expect(levels[0]).toBe(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level, `heading ${i} skips a level`).toBeLessThanOrEqual(levels[i - 1]! + 1);
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    });
});
