import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./fixtures";
import { adminList, rejectConsent, sendContactForm } from "./flows";

/** The map provider is answered with a stub page: no network, and its loading can be observed. */
async function stubMap(page: Page) {
  const loads: string[] = [];
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" });
  });
  return loads;
}

test.describe("/contact", () => {
  test("a visitor's message reaches the admin list", async ({ page, request }) => {
    await stubMap(page);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await rejectConsent(page);
    await expectNoA11yViolations(page);

    const name = `E2E Visitor ${Date.now()}`;
    await sendContactForm(page, {
      Name: name,
      Email: "e2e.visitor@example.com",
      Phone: "9123456789",
      Message: "Please call me about a new website.",
    });
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    await expectNoA11yViolations(page);

    const body = await adminList<Record<string, string>>(request, "/api/v1/Contact/GetAll", {
      page: 1,
      pageSize: 10,
      search: name,
    });
    expect(body.isSuccess).toBe(true);
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      name,
      email: "e2e.visitor@example.com",
      phone: "9123456789",
      message: "Please call me about a new website.",
    });
  });

  test("the map loads only when scrolled into view, and a plain link opens it elsewhere", async ({
    page,
  }) => {
    const loads = await stubMap(page);
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    expect(loads).toEqual([]);
    await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    await page.getByRole("heading", { name: "Find us" }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title^="Map:"]')).toBeVisible();
    await expect.poll(() => loads.length).toBe(1);
    await rejectConsent(page);
    await expectNoA11yViolations(page);
  });
});
