import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { OutboxFile } from "../server/src/platform/outbox";

export { expect };
export { e2eAdmin } from "../playwright.config";

/**
 * Scans the page with axe (WCAG 2 A and AA) and fails on any violation. `rules` narrows the scan, e.g. to
 * colour contrast for a page whose structure another scan already covered.
 */
export async function expectNoA11yViolations(page: Page, rules?: string[]): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (
    rules ? builder.withRules(rules) : builder.withTags(["wcag2a", "wcag2aa"])
  ).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

let testsInWorker = 0;
/** An address no other test of the run uses: the worker's number and the test's count in the worker. */
function nextClientIp(workerIndex: number): string {
  testsInWorker += 1;
  return `10.${workerIndex % 256}.${(testsInWorker >> 8) % 256}.${testsInWorker % 256}`;
}

/**
 * The browser's line for a sensitive change refused until the member confirms it's them (step-up, ADR 0064):
 * part of the flow, which the tests check through the dialog it opens.
 */
const stepUpRefusal =
  /status of 403 \(Forbidden\) \S+\/api\/(Account\/(Totp|RecoveryCodes|Passkeys)|Team\/(Members|Settings)|Analytics\/(ShareLinks|ApiKeys|Report\/Export)|v1\/Leads\/\S+\/(Export|PersonalData|Bulk)|v1\/Contact\/(Delete|DemoRequests)\/|IpAddress\/Delete\/|Kpi\/Delete\/)/;

/**
 * A test whose page fails it on any console error or uncaught exception.
 * `allowedConsoleErrors` (set with test.use) lists the messages a test expects, e.g. the browser's
 * own "status of 404" line when a test opens a page the server answers with 404 on purpose.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
  thirdPartyStubs: void;
  clientIp: string;
}>({
  allowedConsoleErrors: [[], { option: true }],
  // Tests run side by side against one server, which trusts X-Forwarded-For from 127.0.0.1 (TRUST_PROXY):
  // each test is its own visitor, so its visit records, audit rows and per-address limits are its own.
  // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use, testInfo) => {
    await use(nextClientIp(testInfo.workerIndex));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientIp });
  },
  // The e2e build names a chat script the server does not have, and GA must never reach the network:
  // answer both with empty scripts. A test's own page.route for them takes precedence.
  thirdPartyStubs: [
    async ({ page }, use) => {
      await page.route("**/e2e-chat-widget.js", (route) =>
        route.fulfill({ contentType: "text/javascript", body: "" }),
      );
      await page.route(/googletagmanager\.com|google-analytics\.com|analytics\.google\.com/, (route) =>
        route.fulfill({ contentType: "text/javascript", body: "" }),
      );
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // "Failed to load resource" lines do not say which; the location does.
        const where = msg.location().url;
        const text =
          msg.text().startsWith("Failed to load resource") && where ? `${msg.text()} ${where}` : msg.text();
        if (!allowedConsoleErrors.some((re) => re.test(text)) && !stepUpRefusal.test(text)) errors.push(text);
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** The outbox folder of the e2e server (mail and SMS files). */
export const outboxDir = () => `${process.env.E2E_DATA_DIR}/outbox`;

/** Every message in the e2e server's outbox, oldest first (none before the first one is written). */
export function outboxMessages(): OutboxFile[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => {
      // The server may still be writing the newest file: it is read on the next poll.
      try {
        return [JSON.parse(readFileSync(join(dir, f), "utf8"))];
      } catch {
        return [];
      }
    });
}
