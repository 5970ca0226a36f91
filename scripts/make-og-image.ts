// Renders scripts/og-image.svg to public/og-image.png (1200x630) with the system Chromium.
// Run: node_modules/.bin/tsx scripts/make-og-image.ts   (CHROMIUM_PATH overrides the browser)
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const svgPath = fileURLToPath(new URL("./og-image.svg", import.meta.url));
const outPath = fileURLToPath(new URL("../public/og-image.png", import.meta.url));
const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (p): p is string => Boolean(p && existsSync(p)),
);

const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const svg = readFileSync(svgPath, "utf8");
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path: outPath, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log(`wrote ${outPath}`);
} finally {
  await browser.close();
}
