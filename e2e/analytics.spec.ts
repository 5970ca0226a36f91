import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import { adminToken, companyToday, confirmItsYou, nextBeacon, visitFromLinkThenAbout } from "./flows";

const HEADLESS_BOT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";

interface Report {
  totals: { visitors: number; pageViews: number; sessions: number };
  funnel: { bySource: { value: string; sessions: number; contacts: number }[] };
}

const today = companyToday;

async function report(request: APIRequestContext, token: string): Promise<Report> {
  const res = await request.get(`/api/Analytics/Report?from=${today()}&to=${today()}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Report }).data;
}

// Other tests browse the site meanwhile: this test's visits carry their own UTM source.
const source = `newsletter-${Date.now().toString(36)}`;
const bySource = (r: Report, value: string) => r.funnel.bySource.find((s) => s.value === value);

/** The number a text shows, e.g. "Page Views 1,234" → 1234. */
const shownNumber = async (text: Promise<string>) => Number((await text).replace(/[^\d]/g, ""));

test.describe.serial("first-party analytics", () => {
  test("a visitor who rejected consent is counted without cookies; a bot is not; staff see it all", async ({
    page,
    request,
    browser,
  }) => {
    const token = await adminToken(request);
    const before = await report(request, token);

    // A visitor from a newsletter link rejects consent and views three pages, then sends a message.
    await visitFromLinkThenAbout(page, `/?utm_source=${source}&utm_medium=email`);
    const beacon = nextBeacon(page);
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await beacon;
    expect(await page.context().cookies()).toEqual([]);

    const name = `Analytics E2E ${Date.now()}`;
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("analytics.e2e@example.com");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("We came from your newsletter.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");

    // A headless bot's beacon is answered but not counted.
    const bot = await browser.newContext({ userAgent: HEADLESS_BOT });
    const botPage = await bot.newPage();
    await botPage.route("**/e2e-chat-widget.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    const botBeacon = nextBeacon(botPage);
    await botPage.goto(`/pricing?utm_source=${source}-bot`);
    await botBeacon;
    await bot.close();

    const after = await report(request, token);
    expect(after.totals.pageViews - before.totals.pageViews).toBeGreaterThanOrEqual(3);
    expect(bySource(after, source)).toMatchObject({ sessions: 1, contacts: 1 });
    expect(bySource(after, `${source}-bot`)).toBeUndefined();

    // Staff sign in and see the same figures on the dashboard and the Analytics screen.
    await page.goto("/login");
    await page.getByLabel("Email").fill(e2eAdmin.email);
    await page.getByLabel("Password").fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // The tiles cover 30 days, so at least today's figures.
    const pageViewsTile = page.getByRole("link", { name: /^Page Views [\d,]+$/ });
    await expect(pageViewsTile).toBeVisible();
    expect(await shownNumber(pageViewsTile.innerText())).toBeGreaterThanOrEqual(after.totals.pageViews);
    const sessionsTile = page.getByRole("link", { name: /^Sessions [\d,]+$/ });
    expect(await shownNumber(sessionsTile.innerText())).toBeGreaterThanOrEqual(after.totals.sessions);

    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Analytics" })
      .click();
    await expect(page).toHaveURL(/\/analytics$/);
    await page.goto(`/analytics?from=${today()}&to=${today()}`);
    const totals = page.getByRole("list", { name: "Totals" });
    const pageViewsTotal = totals.getByRole("listitem").filter({ hasText: "Page Views" });
    await expect(pageViewsTotal).toBeVisible();
    // The figure itself, without the note under it (change against the period before).
    const figure = pageViewsTotal.locator("div").nth(1);
    expect(await shownNumber(figure.innerText())).toBeGreaterThanOrEqual(after.totals.pageViews);
    await expect(page.getByRole("table", { name: "Funnel by UTM Source" })).toContainText(source);
    await expectNoA11yViolations(page);

    // The table's CSV is built by the server once the member confirms it's them, in the KPI platform's layout.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV: Funnel by UTM Source" }).click();
    await confirmItsYou(page);
    const file = await readFile(await (await download).path(), "utf8");
    expect(file).toContain(`"${today()} to ${today()}","utm_source","${source}","1","1","0","0"\r\n`);

    // The lead shows where the visit came from.
    await page.goto(`/list?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole("cell", { name: `${name} via ${source} / email on /` })).toBeVisible();
  });
});
