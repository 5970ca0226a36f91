import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { pagePaths } from "../src/content/site-map";

// Each prerendered page inlines only the CSS rules its markup uses (decision 25). Until the scripts run,
// that subset alone paints the page: it must paint exactly what the whole stylesheet paints, in both
// themes and at both widths. Scripts are emptied, so the page stays as prerendered, and the whole
// sheet is then added to the same page for the second picture.
const fullSheet = readdirSync(join(process.env.BUILD_DIR ?? "build-e2e", "client", "assets")).find((f) =>
  /^app-.*\.css$/.test(f),
);

const views = [
  { theme: "light", width: 375, height: 740 },
  { theme: "dark", width: 1280, height: 800 },
] as const;

// One test per page and view: each has its own time budget, and the two workers share them.
for (const { theme, width, height } of views) {
  for (const path of pagePaths()) {
    test(`${path}: critical CSS paints like the whole sheet (${theme}, ${width} px)`, async ({ page }) => {
      expect(fullSheet, "the build emits the whole stylesheet as a file").toBeDefined();
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      // Empty modules: the hydration script runs and finds nothing to start.
      await page.route("**/assets/*.js", (route) =>
        route.fulfill({ contentType: "text/javascript", body: "" }),
      );
      await page.goto(path);
      await expect(page.locator("#site-footer")).toBeAttached();
      const critical = await page.screenshot({ fullPage: true, animations: "disabled" });
      await page.addStyleTag({ url: `/assets/${fullSheet}` });
      const whole = await page.screenshot({ fullPage: true, animations: "disabled" });
      expect(critical.equals(whole), `${path} looks different with the whole stylesheet`).toBe(true);
    });
  }
}

test("after hydration the whole stylesheet is loaded, for the pages visited next", async ({ page }) => {
  await page.goto("/");
  // The text of the linked whole sheet and of the page's inline one (0 until the link has loaded). Most
  // rules sit in a few @layer blocks, so their count at the top says little: the size is compared.
  const ruleCounts = () =>
    page.evaluate(() => {
      const sheets = [...document.styleSheets];
      const size = (s?: CSSStyleSheet) => [...(s?.cssRules ?? [])].reduce((n, r) => n + r.cssText.length, 0);
      const whole = sheets.find((s) => /\/assets\/app-[^/]*\.css$/.test(s.href ?? ""));
      const inline = sheets.find(
        (s) => (s.ownerNode as Element | null)?.getAttribute("data-href") === "app-css",
      );
      return { whole: size(whole), inline: size(inline) };
    });
  await expect.poll(async () => (await ruleCounts()).whole).toBeGreaterThan(0);
  const { whole, inline } = await ruleCounts();
  expect(whole, "the page inlines only part of the sheet").toBeGreaterThan(inline);
  // Last of the page's sheets (decision 57): one inserted before another makes Chromium lay out the page again.
  const last = await page.evaluate(() => [...document.styleSheets].at(-1)?.href ?? "");
  expect(last).toMatch(/\/assets\/app-[^/]*\.css$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect((await ruleCounts()).whole).toBe(whole);
});
