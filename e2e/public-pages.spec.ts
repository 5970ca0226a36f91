import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Page } from "@playwright/test";
import { expectNoA11yViolations, expect, test } from "./fixtures";
import { pageHydrated, switchToDark } from "./flows";
import { loadPosts } from "../scripts/content/load-posts";
import {
  aliasOf,
  categoryPath,
  INSIGHTS_PATH,
  insightOgImagePath,
  insightPath,
  pagePaths,
  sitemapPaths,
  tagPath,
} from "../src/content/site-map";
import { CMS_PATH } from "../src/shared/paths";

const posts = await loadPosts();
/** Insights as the visitor meets it: the listing, every post, and one archive of each kind. */
const insightPages = [
  INSIGHTS_PATH,
  ...posts.map((p) => insightPath(p.slug)),
  ...(posts[0] ? [categoryPath(posts[0].category), tagPath(posts[0].tagLinks[0]!.slug)] : []),
];

// The public pages built by this part, plus the home page (the KPI, contact and demo pages have their own specs).
const ownSpecs = new Set(["/platform/kpi-extract", "/contact", "/demo"]);
const routes = [...new Set([...pagePaths().filter((path) => !ownSpecs.has(path)), ...insightPages])];

const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 740 },
];

// Records layout shifts from the first paint on, so CLS can be read after the page settles, and whether
// the first frame already had the whole page content (everything up to the footer) parsed.
const recordLayoutShifts = () => {
  const w = window as unknown as { __cls: number; __shifted: string[]; __firstFrameComplete?: boolean };
  w.__cls = 0;
  w.__shifted = [];
  requestAnimationFrame(() => {
    w.__firstFrameComplete = document.querySelector("main ~ footer") !== null;
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      w.__cls += entry.value;
      // What moved, to name it in a failure: the element and its box before and after.
      for (const { node, previousRect: a, currentRect: b } of entry.sources) {
        const el = node instanceof Element ? node : node?.parentElement;
        const name = el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${el.classList[0] ?? ""}`
          : "?";
        w.__shifted.push(
          `${name} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`,
        );
      }
    }
  }).observe({ type: "layout-shift", buffered: true });
};

// A slow device is where a page paints before it is fully parsed or moves after hydration; at full speed
// this machine hides such shifts most of the time. 4x is the mobile CPU slowdown Lighthouse assumes.
// The session stays attached: detaching it would drop the throttling.
async function cpuThrottle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return (rate: number) => cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

for (const viewport of widths) {
  test.describe(`public pages at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of routes) {
      const scans = viewport.name === "desktop" ? "passes axe (light, and dark contrast)" : "passes axe";
      test(`${path} renders one h1, ${scans}, fits the screen and does not shift`, async ({ page }) => {
        await page.addInitScript(recordLayoutShifts);
        const throttle = await cpuThrottle(page);
        await throttle(4);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("h1")).toHaveCount(1);
        // The banner is React's once the app has hydrated and read its stored state: the last change to the page.
        await pageHydrated(page);
        await page.waitForLoadState("networkidle");
        const { cls, shifted, firstFrameComplete } = await page.evaluate(() => {
          const w = window as unknown as {
            __cls: number;
            __shifted: string[];
            __firstFrameComplete?: boolean;
          };
          return { cls: w.__cls, shifted: w.__shifted, firstFrameComplete: w.__firstFrameComplete };
        });
        await throttle(1);
        // The home hero types while this runs: its word box keeps the widest word's width, so nothing moves.
        expect.soft(cls, `cumulative layout shift: ${shifted.join("; ")}`).toBe(0);
        expect
          .soft(firstFrameComplete, "first frame painted only after the page content was parsed")
          .toBe(true);
        await expectNoA11yViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
        const images = await page.locator("img:not([alt])").count();
        expect(images, "images without alt").toBe(0);

        // Dark mode changes colours only (the `dark` class the boot script sets, see "dark mode" below):
        // the structure was scanned above, so the dark scan checks contrast, once per page.
        if (viewport.name === "desktop") {
          // Without motion the colour transitions (cards, links) end at once: axe must not read a colour
          // halfway between the themes.
          await page.emulateMedia({ reducedMotion: "reduce" });
          await switchToDark(page);
          await expectNoA11yViolations(page, ["color-contrast"]);
        }
      });
    }
  });
}

// The system's dark preference sets the `dark` class (the inline boot script, before the first paint).
test.describe("dark mode", () => {
  test.use({ colorScheme: "dark" });
  test("the home page follows the system's dark preference and passes axe colour contrast", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoA11yViolations(page, ["color-contrast"]);
  });
});

test("pricing FAQs open and close from the keyboard", async ({ page }) => {
  await page.goto("/pricing");
  const question = page.getByText("How long does it take to build my website?");
  const answer = page.getByText(/A Starter website takes 2-3 weeks/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(answer).toBeHidden();
});

test.describe("prerendered HTML and crawler files", () => {
  const clientDir = join(process.env.BUILD_DIR ?? "build-e2e", "client");

  const htmlFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      // The content manager's page is not one of the site's (e2e/cms.spec.ts covers it).
      if (full === join(clientDir, CMS_PATH.slice(1))) return [];
      if (statSync(full).isDirectory()) return htmlFiles(full);
      return name === "index.html" ? [full] : [];
    });

  const pathOf = (file: string) => {
    const rel = relative(clientDir, file).split(sep).slice(0, -1).join("/");
    return rel ? `/${rel}` : "/";
  };

  const pick = (html: string, re: RegExp) => re.exec(html)?.[1];

  test("each page's static HTML has its own title, description and canonical link, and valid JSON-LD", () => {
    const files = htmlFiles(clientDir);
    expect(files.map(pathOf).sort()).toEqual([...pagePaths(posts)].sort());
    const postPaths = new Set(posts.map((p) => insightPath(p.slug)));
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const file of files) {
      const path = pathOf(file);
      const html = readFileSync(file, "utf8");
      const title = pick(html, /<title>([^<]+)<\/title>/);
      const description = pick(html, /<meta name="description" content="([^"]+)"/);
      const canonical = pick(html, /<link rel="canonical" href="([^"]+)"/);
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      expect(new URL(canonical ?? "", "https://x.invalid").pathname.replace(/(.)\/$/, "$1"), path).toBe(
        aliasOf[path] ?? path,
      );
      const image = postPaths.has(path) ? insightOgImagePath(path.split("/").pop()!) : "/og-image.png";
      expect(html, path).toContain(
        `<meta property="og:image" content="${new URL(canonical!).origin}${image}"/>`,
      );
      expect(html, path).toContain(`<meta property="og:title" content="${title}"/>`);
      expect(html, path).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(html, path).toContain('<meta name="twitter:card"');
      expect(description!.length, `${path} description length`).toBeGreaterThanOrEqual(40);
      expect(html, path).not.toMatch(/lorem ipsum|coming soon/i);
      if (!aliasOf[path]) {
        expect(titles.get(title!), `${path} repeats a title`).toBeUndefined();
        expect(descriptions.get(description!), `${path} repeats a description`).toBeUndefined();
        titles.set(title!, path);
        descriptions.set(description!, path);
      }
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!),
      );
      expect(
        blocks.map((b) => b["@type"]),
        path,
      ).toContain("Organization");
      // Visible content is in the static file, not only after hydration.
      expect(html, path).toMatch(/<h1[\s>]/);
    }
  });

  test("sitemap.xml lists exactly the public routes and robots.txt names it", async ({
    request,
    baseURL,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    expect(locs.sort()).toEqual(sitemapPaths(posts).sort());
    for (const hidden of ["/login", "/admin", "/list", "/ipaddress"]) expect(locs).not.toContain(hidden);

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /login");
    expect(baseURL).toBeTruthy();
  });

  test("the share image is a 1200x630 PNG served from the site", async ({ request }) => {
    const res = await request.get("/og-image.png");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const png = await res.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});
