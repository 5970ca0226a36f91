import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const noChromiumMessage =
  "No Chromium found for the browser tests. Install one with `apt-get install -y chromium` " +
  "(or `npx playwright install chromium`), or set CHROMIUM_PATH to a Chromium or Chrome binary.";

/** CHROMIUM_PATH, else the system Chromium, else Playwright's own download; throws naming the fix. */
export function findChromium(): string {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (existsSync(override)) return override;
    throw new Error(`CHROMIUM_PATH is set to ${override}, which does not exist. ${noChromiumMessage}`);
  }
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (existsSync(candidate)) return candidate;
  }
  let own = "";
  try {
    own = chromium.executablePath();
  } catch {
    // No browser registry entry for this platform.
  }
  if (own && existsSync(own)) return own;
  throw new Error(noChromiumMessage);
}

// `tsx e2e/chromium.ts`: a pre-flight check before the e2e build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.stdout.write(`Browser tests use ${findChromium()}\n`);
  } catch (err) {
    process.stderr.write(`\n${(err as Error).message}\n\n`);
    process.exit(1);
  }
}
