import type { Locator } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import { companyToday, visitFromLinkThenAbout } from "./flows";

const today = companyToday;

/** The data rows of a report table (its header row left out). */
const dataRows = (table: Locator) => table.locator("tbody tr");

// Other tests browse the site meanwhile: this visit carries a UTM source of its own.
const source = `filters-${Date.now().toString(36)}`;

test("a click on a source row filters every table, shows a chip kept in the URL, and its removal restores the report", async ({
  page,
}) => {
  // A visitor from that source views two pages; another visitor's page views are elsewhere in the report.
  await visitFromLinkThenAbout(page, `/pricing?utm_source=${source}&utm_medium=email`);

  await page.goto("/login");
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/analytics?from=${today()}&to=${today()}`);
  const sources = page.getByRole("table", { name: "UTM Sources" });
  await sources.getByRole("link", { name: `Filter by Source: ${source}` }).click();

  // The filter is in the URL and shows as a chip.
  await expect(page).toHaveURL(new RegExp(`[?&]source=${source}(&|$)`));
  const chips = page.getByRole("region", { name: "Filters" });
  await expect(chips.getByText(`Source is ${source}`)).toBeVisible();
  // Every table now shows this visitor's session only.
  await expect(page.getByText("Loading analytics...")).toHaveCount(0);
  await expect(dataRows(sources)).toHaveCount(1);
  await expect(dataRows(sources).first()).toContainText(source);
  const pages = page.getByRole("table", { name: "Top Pages" });
  await expect(dataRows(pages)).toHaveCount(2);
  await expect(pages).toContainText("/pricing");
  await expect(pages).toContainText("/about");
  await expect(dataRows(page.getByRole("table", { name: "Entry Pages" }))).toHaveCount(1);
  await expect(page.getByRole("table", { name: "Entry Pages" })).toContainText("/pricing");
  await expect(dataRows(page.getByRole("table", { name: "UTM Mediums" }))).toHaveCount(1);
  // The session's client: one visitor, two page views.
  for (const name of ["Browsers", "Operating Systems", "Devices"]) {
    await expect(dataRows(page.getByRole("table", { name }))).toHaveCount(1);
    await expect(dataRows(page.getByRole("table", { name })).first()).toHaveText(/12$/);
  }
  const totals = page.getByRole("list", { name: "Totals" });
  await expect(totals.getByRole("listitem").filter({ hasText: "Visitors" }).locator("div").nth(1)).toHaveText(
    "1",
  );
  await expect(
    totals.getByRole("listitem").filter({ hasText: "Page Views" }).locator("div").nth(1),
  ).toHaveText("2");
  await expectNoA11yViolations(page);

  // The filtered view is a link of its own: opened afresh, it shows the same.
  const filtered = page.url();
  await page.goto(filtered);
  await expect(page.getByRole("region", { name: "Filters" }).getByText(`Source is ${source}`)).toBeVisible();

  // On a phone, in the dark theme, the chips and the comparison fit and stay readable.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("navigation", { name: "Compare with" })).toBeVisible();
  for (const part of [
    page.getByRole("navigation", { name: "Compare with" }),
    page.getByRole("region", { name: "Filters" }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await expectNoA11yViolations(page);

  // Removing the chip restores the whole report.
  await page.getByRole("button", { name: `Remove filter Source is ${source}` }).click();
  await expect(page).not.toHaveURL(/source=/);
  await expect(page.getByRole("region", { name: "Filters" })).toHaveCount(0);
  await expect(page.getByText("Loading analytics...")).toHaveCount(0);
  await expect(sources.getByRole("link", { name: `Filter by Source: ${source}` })).toBeVisible();
});
