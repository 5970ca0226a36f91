import { kpiTemplates } from "../src/features/kpi/templates";
import { expect, expectNoA11yViolations, test } from "./fixtures";
import { pageHydrated } from "./flows";
import { budget } from "./machine";

const PATH = "/platform/kpi-extract";

/** A CSV of about `bytes` bytes: id, month, region, amount (known total), units. */
function generatedCsv(bytes: number): { csv: Buffer; rows: number; total: number } {
  const regions = ["North", "South", "East", "West"];
  const lines = ["id,month,region,amount,units,note"];
  let size = lines[0]!.length + 1;
  let rows = 0;
  let total = 0;
  while (size < bytes) {
    const amount = (rows % 997) + 1;
    total += amount;
    const line = `${rows + 1},2025-${String((rows % 12) + 1).padStart(2, "0")},${regions[rows % 4]},${amount},${rows % 13},"order ${rows + 1}, paid"`;
    lines.push(line);
    size += line.length + 1;
    rows++;
  }
  return { csv: Buffer.from(lines.join("\n") + "\n"), rows, total };
}

test("the prerendered page holds the frame, tabs and templates; the home page loads none of the platform's code", async ({
  page,
  request,
}) => {
  const html = await (await request.get(PATH)).text();
  for (const text of [
    "KPI Extract Platform",
    "KPI Dashboards",
    "Data Extraction",
    "KPI Templates",
    "Analytics",
    ...kpiTemplates.map((t) => t.name),
  ]) {
    expect(html).toContain(text);
  }
  expect(html.match(/<h1\b/g)).toHaveLength(1);

  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  // Hydrated, so every module of the first load was requested (they start after the first paint, which
  // on a busy machine can come after the network has been idle for a while).
  await pageHydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /kpi|panels|papaparse|csv/i.test(s))).toEqual([]);
});

test("the sample data becomes a dashboard of KPIs that survives a reload", async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "KPI Extract Platform" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "KPI Dashboards" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "No KPIs yet" })).toBeVisible();

  await page.getByRole("tab", { name: "Data Extraction" }).click();
  await page.getByRole("button", { name: "Try with sample data" }).click();
  await expect(page.getByRole("heading", { name: "Preview: sales-performance.csv" })).toBeVisible();
  await expect(page.getByText("249 rows · 7 columns", { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Extract KPIs" }).click();
  await expect(page.getByText("4 KPIs added to your dashboard from 249 rows.")).toBeVisible();
  await page.getByRole("button", { name: "View dashboard" }).click();

  const cards = page.getByRole("list", { name: "KPI cards" }).getByRole("listitem");
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole("listitem", { name: "Revenue Won" }).getByTestId("kpi-value")).toHaveText(
    "₹31,60,000",
  );
  await expectNoA11yViolations(page);

  await page.reload();
  await expect(page.getByRole("list", { name: "KPI cards" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("listitem", { name: "Revenue Won" })).toContainText("Trending up");

  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByRole("img", { name: /Revenue Won: 6 points/ })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a generated 10 MB CSV shows progress while parsing in the worker, then results", async ({ page }) => {
  const { csv, rows, total } = generatedCsv(10 * 1024 * 1024);
  // Record every progress value the page shows, however briefly.
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-labelledby="kpi-job-label"]');
      const v = Number(bar?.getAttribute("aria-valuenow"));
      if (bar && seen.at(-1) !== v) seen.push(v);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });
  await page.goto(PATH);
  // A tab clicked before hydration does nothing; the dashboard's empty state is rendered by the app.
  await expect(page.getByRole("heading", { name: "No KPIs yet" })).toBeVisible();
  await page.getByRole("tab", { name: "Data Extraction" }).click();
  await page.getByLabel("CSV file").setInputFiles({ name: "orders.csv", mimeType: "text/csv", buffer: csv });

  await expect(page.getByRole("heading", { name: "Preview: orders.csv" })).toBeVisible({
    timeout: budget(30_000),
  });
  await expect(
    page.getByText(`${rows.toLocaleString("en-IN")} rows · 6 columns`, { exact: false }),
  ).toBeVisible();
  const progress = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
  expect(
    progress.some((v) => v > 0 && v < 100),
    `intermediate progress in ${progress.join(",")}`,
  ).toBe(true);

  const preview = page.getByRole("table", { name: /detected column types/ });
  await expect(preview.getByRole("columnheader", { name: "amount Number" })).toBeVisible();
  await page.getByLabel("Name").fill("Order value");
  await page.getByLabel("Column").selectOption("amount");
  await page.getByLabel("Target").fill("1000000");
  await page.getByRole("button", { name: "Extract KPIs" }).click();
  await expect(
    page.getByText(`1 KPI added to your dashboard from ${rows.toLocaleString("en-IN")} rows.`),
  ).toBeVisible({ timeout: budget(30_000) });

  await page.getByRole("tab", { name: "KPI Dashboards" }).click();
  await expect(page.getByRole("listitem", { name: "Order value" }).getByTestId("kpi-value")).toHaveText(
    total.toLocaleString("en-IN"),
  );
});
