import type { Page, Request, Response } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import { codeFor, companyToday, fillTextboxes, rejectConsent } from "./flows";
import { lanes, pickFreeTime } from "./booking-flows";
import { budget } from "./machine";

const today = companyToday;

/** Resolves once a beacon whose body matches has been answered by the server. */
const beacon = (page: Page, body: RegExp): Promise<Response> =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith("/api/Analytics/Collect") &&
      r.status() === 202 &&
      body.test(r.request().postData() ?? ""),
  );
/**
 * Resolves once the page sent an event's beacon. The browser may report a beacon sent as the page
 * moves on as aborted even though the server took it, so the report is polled for the result below.
 */
const eventBeacon = (page: Page, name: string): Promise<Request> =>
  page.waitForRequest(
    (r) => r.url().endsWith("/api/Analytics/Collect") && (r.postData() ?? "").includes(`"name":"${name}"`),
  );

// Tests of other files sign in as the same admin; a sign-in while another one to that account is being
// checked is refused with 429 and tried again below, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 429 \(Too Many Requests\) .*\/api\/Auth\/Login$/] });

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await expect(async () => {
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: budget(10_000) });
  }).toPass();
}

test("a visitor's clicks and booking show under Goals and in each step of the booking funnel", async ({
  page,
}) => {
  // Each test is its own visitor (its own address); this one's visit carries its own UTM source.
  const source = `events-${Date.now().toString(36)}`;
  const suffix = source.slice(-6);
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );

  // The visitor rejects consent; the beacon still counts the visit, without cookies.
  const landed = beacon(page, /"kind":"pageview"/);
  await page.goto(`/?utm_source=${source}`);
  await rejectConsent(page);
  await landed;
  // The browser has no phone app to hand the number to: the click is kept on the page, after the beacon saw it.
  await page.evaluate(() =>
    document.addEventListener("click", (e) => {
      if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
    }),
  );
  const phoneClick = eventBeacon(page, "Phone click");
  await page.locator('a[href^="tel:"]').first().click();
  await phoneClick;

  const ctaClick = eventBeacon(page, "CTA click");
  await page.getByRole("link", { name: "Get in Touch", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect((await ctaClick).postData()).toContain('"label":"Get in Touch"');

  // Then books a demo: /demo viewed → Demo started → Code sent → Demo booked.
  const demoViewed = beacon(page, /"kind":"pageview","path":"\/demo"/);
  await page.goto("/demo");
  await demoViewed;
  const started = eventBeacon(page, "Demo started");
  const phone = `8${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
  await fillTextboxes(page, {
    "Full Name": "E2E Events Visitor",
    "Company Name": "E2E Events",
    "Phone Number": phone,
    "Email Address": `events.${phone}@example.com`,
    Comments: "We would like to see the KPI platform.",
  });
  await started;
  await pickFreeTime(page, lanes.analyticsEvents);
  const codeSent = eventBeacon(page, "Code sent");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await codeSent;
  await page.getByRole("textbox", { name: "OTP", exact: true }).fill(await codeFor(phone));
  const booked = eventBeacon(page, "Demo booked");
  await page.getByRole("button", { name: "Verify & Submit" }).click();
  await expect(page.getByRole("heading", { name: "Demo Scheduled Successfully!" })).toBeVisible();
  await booked;
  expect(await page.context().cookies()).toEqual([]);

  // Staff sign in; once the last beacon is in, the booking funnel shows every step for this visit's source.
  await signIn(page);
  const analytics = `/analytics?from=${today()}&to=${today()}`;
  const sourceRow = page
    .getByRole("table", { name: "Booking Funnel by Source" })
    .getByRole("row", { name: new RegExp(source) });
  await expect(async () => {
    await page.goto(analytics);
    await expect(sourceRow).toHaveText(`${source}11 (100%)1 (100%)1 (100%)1 (100%)`, {
      timeout: budget(5000),
    });
  }).toPass();

  // Goals made from the events seen today.
  const goals = page.getByRole("region", { name: "Goals", exact: true });
  const form = goals.getByRole("form", { name: "New goal" });
  const made = [
    { name: `Calls ${suffix}`, event: "Phone click" },
    { name: `Get in Touch ${suffix}`, event: "CTA click", key: "label", value: "Get in Touch" },
    { name: `Demos ${suffix}`, event: "Demo booked" },
  ];
  const table = goals.getByRole("table", { name: "Goal Conversions" });
  for (const goal of made) {
    await form.getByLabel("Goal name").fill(goal.name);
    await form.getByLabel("Event").selectOption(goal.event);
    if (goal.key) {
      await form.getByLabel("Property (optional)").selectOption(goal.key);
      await form.getByLabel("Property value").fill(goal.value);
    }
    await form.getByRole("button", { name: "Add goal" }).click();
    await expect(table.getByRole("row", { name: new RegExp(goal.name) })).toBeVisible();
  }
  // Each goal has this visitor among its conversions (other tests' visitors may add to them).
  for (const goal of made)
    await expect(
      table
        .getByRole("row", { name: new RegExp(goal.name) })
        .getByRole("cell")
        .nth(2),
    ).toHaveText(/^[1-9][\d,]*$/);
  await expect(table.getByRole("row", { name: new RegExp(`Get in Touch ${suffix}`) })).toContainText(
    'CTA click where label is "Get in Touch"',
  );

  const booking = page.getByRole("region", { name: "Booking Funnel", exact: true });
  await expect(booking).toContainText(
    "Steps are counted per visitor within a day, because the visitor id changes every day.",
  );
  await expect(
    booking
      .getByRole("table", { name: "Booking Funnel by Source" })
      .getByRole("row", { name: new RegExp(source) }),
  ).toHaveText(`${source}11 (100%)1 (100%)1 (100%)1 (100%)`);
  await expectNoA11yViolations(page);

  // Dark mode and a 375 px screen: readable, nothing wider than the screen.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.setViewportSize({ width: 375, height: 800 });
  // Opened afresh at that size, as a phone would (the sidebar is laid out for the screen it starts on).
  await page.reload();
  await expect(goals).toBeVisible();
  await expect(booking.getByRole("list", { name: "Booking funnel steps" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoA11yViolations(page);
});
