import type { Page } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import { adminToken } from "./flows";

// An owner shares the report: the link opens it signed out (noindex, logged), and stops once revoked.

async function signIn(page: Page, from: string) {
  await page.goto(from);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
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
  const shown = links.getByLabel("Shared link (shown once)");
  await expect(shown).toHaveValue(/\/share\/analytics\/[\w-]{43}$/);
  const path = new URL(await shown.inputValue()).pathname;
  await expect(links.getByRole("list", { name: "Shared links" })).toContainText(label);
  await expectNoA11yViolations(page);

  // A fresh context: nobody signed in.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
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
    await expect(shared.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
    await expect(shared.getByRole("button", { name: /Export CSV/ })).toHaveCount(0);
    // Fits a 375 px screen: nothing wider than the window.
    expect(await shared.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(shared);

    // The view is in the security log.
    const token = await adminToken(request);
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
