import type { Browser, BrowserContextOptions, Page, Route } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import { adminToken, confirmItsYou } from "./flows";
import { budget } from "./machine";

// One after another: each signs in as the e2e admin, and two sign-ins to one account at the same
// instant are refused (429) while the first is checked.
test.describe.configure({ mode: "default" });
test.use({ allowedConsoleErrors: [/status of 429 \(Too Many Requests\) \S+\/api\/Auth\/Login$/] });

// An owner shares the report: the link opens it signed out (noindex, logged), and stops once revoked.

async function signIn(page: Page, from: string) {
  await page.goto(from);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  // Another spec signing in as the same admin at that instant gets 429 ("Another sign-in to this
  // account is being checked"): the button is pressed again until the sign-in goes through.
  await expect(async () => {
    await page.getByRole("button", { name: "Sign In", exact: true }).click({ timeout: budget(5_000) });
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeHidden({ timeout: budget(5_000) });
  }).toPass({ timeout: budget(60_000) });
}

/** A signed-out visitor's context, with the chat script and GA answered empty as the fixtures do. */
async function visitorContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const empty = (route: Route) => route.fulfill({ contentType: "text/javascript", body: "" });
  await context.route("**/e2e-chat-widget.js", empty);
  await context.route(/googletagmanager\.com|google-analytics\.com|analytics\.google\.com/, empty);
  return context;
}

test("an owner shares the report with a link that works signed out until it is revoked", async ({
  page,
  browser,
  request,
}) => {
  const label = `Board ${Date.now().toString(36)}`;
  await signIn(page, "/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Now", exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Email me the weekly report" })).toBeVisible();

  const links = page.getByRole("region", { name: "Shared links" });
  await links.getByLabel("Who the link is for").fill(label);
  await links.getByRole("button", { name: "Create shared link" }).click();
  await confirmItsYou(page);
  const shown = links.getByLabel("Shared link (shown once)");
  await expect(shown).toHaveValue(/\/share\/analytics\/[\w-]{43}$/);
  const path = new URL(await shown.inputValue()).pathname;
  await expect(links.getByRole("list", { name: "Shared links" })).toContainText(label);
  await expectNoA11yViolations(page);

  // A fresh context: nobody signed in.
  // A phone in dark mode.
  const visitor = await visitorContext(browser, {
    viewport: { width: 375, height: 800 },
    colorScheme: "dark",
  });
  try {
    // A visit first, so the report's tables have rows to lay out at 375 px.
    const visit = await visitor.newPage();
    const beacon = visit.waitForResponse(
      (r) => r.url().endsWith("/api/Analytics/Collect") && r.status() === 202,
    );
    await visit.goto("/pricing", { referer: `https://share-${Date.now().toString(36)}.example.com/` });
    await beacon;
    await visit.close();
    const shared = await visitor.newPage();
    const answer = shared.waitForResponse((r) => r.url().includes("/api/Analytics/Shared/Report"));
    const served = await shared.goto(path);
    expect(served?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await answer).headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(shared.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await expect(shared.getByRole("list", { name: "Totals" })).toBeVisible();
    await expect(shared.getByRole("heading", { name: "Top Pages" })).toBeVisible();
    await expect(
      shared.getByRole("region", { name: "Now" }).getByText(/^visitors? in the last 5 minutes$/),
    ).toBeVisible();
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(shared.locator("html")).toHaveClass(/\bdark\b/);
    await expect(shared.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
    await expect(shared.getByRole("button", { name: /Export CSV/ })).toHaveCount(0);
    // Fits a 375 px screen: nothing wider than the window.
    expect(await shared.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(shared);

    // The view is in the security log.
    // Through the API, retried like the sign-in above should another spec sign in at that instant.
    let token = "";
    await expect(async () => {
      token = await adminToken(request);
    }).toPass({ timeout: budget(60_000) });
    const log = await request.get("/api/Audit/GetAll?event=analytics.share_viewed&pageSize=5", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(log.ok()).toBe(true);
    const views = ((await log.json()) as { data: { outcome: string }[] }).data;
    expect(views[0]).toMatchObject({ outcome: "success" });

    // Revoked: the same link now shows the not-found page.
    await links.getByRole("button", { name: `Revoke ${label}` }).click();
    await expect(links.getByRole("list", { name: "Shared links" }).getByText(label)).toHaveCount(0);
    await shared.reload();
    await expect(shared.getByRole("heading", { name: "Shared report not found" })).toBeVisible();
    await expect(shared.getByRole("list", { name: "Totals" })).toHaveCount(0);
    await expectNoA11yViolations(shared);
  } finally {
    await visitor.close();
  }
});

test("a visitor who just arrived shows in the Now panel with their page and source", async ({
  page,
  browser,
}) => {
  const source = `now-${Date.now().toString(36)}.example.com`;
  const visitor = await visitorContext(browser);
  try {
    const visit = await visitor.newPage();
    const beacon = visit.waitForResponse(
      (r) => r.url().endsWith("/api/Analytics/Collect") && r.status() === 202,
    );
    await visit.goto("/pricing", { referer: `https://${source}/` });
    await beacon;
  } finally {
    await visitor.close();
  }

  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page, "/analytics");
  const now = page.getByRole("region", { name: "Now" });
  await expect(now.getByRole("list", { name: "Sources now" })).toContainText(source);
  await expect(now.getByRole("list", { name: "Pages now" })).toContainText("/pricing");
  const figure = now.getByText(/^visitors? in the last 5 minutes$/).locator("xpath=preceding-sibling::span");
  expect(Number((await figure.innerText()).replace(/,/g, ""))).toBeGreaterThanOrEqual(1);
  // The owner's settings and Now in dark mode.
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("region", { name: "API keys" })).toBeVisible();
  await expectNoA11yViolations(page);
});
