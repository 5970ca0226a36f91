import type { APIRequestContext, Page } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";

/** Signs in through the API as the e2e admin and returns the bearer token. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/Auth/Login", { data: e2eAdmin });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The map provider is answered with a stub page: no network, and its loading can be observed. */
async function stubMap(page: Page) {
  const loads: string[] = [];
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" });
  });
  return loads;
}

async function rejectConsent(page: Page) {
  await page
    .getByRole("region", { name: "Cookies and analytics" })
    .getByRole("button", { name: "Reject" })
    .click();
}

test.describe("/contact", () => {
  test("a visitor's message reaches the admin list", async ({ page, request }) => {
    await stubMap(page);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await rejectConsent(page);
    await expectNoA11yViolations(page);

    const name = `E2E Visitor ${Date.now()}`;
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("e2e.visitor@example.com");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("9123456789");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Please call me about a new website.");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    await expectNoA11yViolations(page);

    const token = await adminToken(request);
    const res = await request.get("/api/v1/Contact/GetAll", {
      params: { page: 1, pageSize: 10, search: name },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { isSuccess: boolean; total: number; data: Record<string, string>[] };
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
