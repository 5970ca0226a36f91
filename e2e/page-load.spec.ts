import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./fixtures";
import { pageHydrated } from "./flows";

// How a public page loads (decision 9): its first paint needs the HTML alone, and zod, axios and the API
// client wait for the visitor to use a form.

/** Records every script the page runs, with its text, from now on. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    scripts.set(
      new URL(res.url()).pathname,
      res.text().catch(() => ""),
    );
  });
  /** Which of zod and axios (the API client's) the scripts so far contain. */
  return async () => {
    const found = new Set<string>();
    for (const text of await Promise.all(scripts.values())) {
      if (text.includes("$ZodObject")) found.add("zod");
      if (text.includes("AxiosHeaders")) found.add("axios");
    }
    return [...found].sort();
  };
}

/** Collects the page's CSP violations (zod's eval probe would be one). */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe("what a public page loads", () => {
  for (const path of ["/", "/pricing", "/contact", "/demo", "/platform/kpi-extract"]) {
    test(`${path}: inline stylesheet, no module preloads, and no zod or axios before a form is used`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toContain('rel="stylesheet"');
      expect(html).toMatch(/<style data-precedence="default" data-href="app-css">[\s\S]{1000,}?<\/style>/);
      // The manifest is linked after hydration: fetched before the first paint, it delays it on a slow link.
      expect(html).not.toContain('rel="manifest"');

      const heavy = recordScripts(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Hydrated: the menu works.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expect(page.locator('head link[rel="manifest"][href="/site.webmanifest"]')).toHaveCount(1);
      expect(await heavy()).toEqual([]);
    });
  }

  test("the contact form loads its validation on first focus; a blank submit is refused in the page, breaking no CSP rule", async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const heavy = recordScripts(page);
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/Contact/ContactUsMailSend")) sent++;
    });
    await page.goto("/contact");
    // Hydrated first: the modules start after the first paint, so an idle network proves nothing yet.
    await pageHydrated(page);
    expect(await heavy()).toEqual([]);

    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await name.focus();
    await expect.poll(heavy).toEqual(["axios", "zod"]);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expectNoA11yViolations(page);
    expect(await violations()).toEqual([]);
    expect(sent).toBe(0);
  });

  test("a lazy part preloads only the chunks its page has not run: the KPI dashboard", async ({ page }) => {
    await page.goto("/platform/kpi-extract");
    await expect(page.getByRole("heading", { name: "No KPIs yet" })).toBeVisible();
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloads.some((p) => p.startsWith("/assets/dashboard-panel-"))).toBe(true);
    // The page's own modules imported these before it could import the panel (decision 58).
    expect(preloads.filter((p) => /\/(framework|shell|rolldown-runtime|icons)-/.test(p))).toEqual([]);
  });

  test("the demo form validates on its first submit, with nothing loaded before, and sends no code", async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const heavy = recordScripts(page);
    await page.goto("/demo");
    await page.waitForLoadState("networkidle");
    expect(await heavy()).toEqual([]);

    await page.getByRole("textbox", { name: "Phone Number", exact: true }).fill("12345");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByText("Full Name is required")).toBeVisible();
    await expect(page.getByText("Phone Number must be exactly 10 digits")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Verify OTP" })).toHaveCount(0);
    expect(await heavy()).toContain("zod");
    expect(await violations()).toEqual([]);
  });
});
