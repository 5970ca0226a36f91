import type { Server } from "node:http";
import { resolve } from "node:path";
import { e2eApiBase, e2eStaticPort } from "../playwright.config";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import { codeFor, fillTextboxes, openAdminSection, rejectConsent, sendContactForm } from "./flows";
import { startStaticHost } from "./static-host";
import { lanes, pickFreeTime } from "./booking-flows";

// The built client folder on a static host (honouring _redirects and _headers) on its own origin; the
// API is the e2e server on another origin, reached through CORS. Any CORS or CSP error fails the test
// (fixtures: no console error).
const origin = `http://127.0.0.1:${e2eStaticPort}`;
let host: Server;
test.beforeAll(async () => {
  host = await startStaticHost(resolve(process.env.BUILD_DIR ?? "build-e2e", "client"), e2eStaticPort);
});
test.afterAll(() => new Promise<void>((done) => host.close(() => done())));

test("a static host serves the build with its headers; the site works against the API on another origin", async ({
  page,
  request,
}) => {
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
  const apiOrigin = new URL(e2eApiBase).origin;
  expect(apiOrigin).not.toBe(origin);

  // Headers and statuses from _headers and _redirects.
  const contactPage = await request.get(`${origin}/contact`);
  expect(contactPage.status()).toBe(200);
  expect(contactPage.headers()["content-security-policy"]).toMatch(
    new RegExp(`connect-src 'self'[^;]* ${apiOrigin}`),
  );
  expect((await request.get(`${origin}/login`)).status()).toBe(200);
  expect((await request.get(`${origin}/no-such-page`)).status()).toBe(404);
  const html = await contactPage.text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  expect((await request.get(`${origin}${asset}`)).headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );

  // Contact form.
  await page.goto(`${origin}/contact`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await rejectConsent(page);
  const name = `Static Host Visitor ${Date.now()}`;
  await sendContactForm(page, {
    Name: name,
    Email: "static.visitor@example.com",
    Phone: "9123456780",
    Message: "Sent from the static host.",
  });
  await expectNoA11yViolations(page);

  // Demo wizard: send a code, verify it.
  await page.goto(`${origin}/demo`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Demo");
  const phone = `8${String(Date.now()).slice(-9)}`;
  await fillTextboxes(page, {
    "Full Name": "Static Host Booker",
    "Company Name": "Static Traders",
    "Phone Number": phone,
    "Email Address": `static.${phone}@example.com`,
    Comments: "Booked from the static host.",
  });
  await pickFreeTime(page, lanes.staticHost);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeFocused();
  await page.getByRole("textbox", { name: "OTP", exact: true }).fill(await codeFor(phone));
  await page.getByRole("button", { name: "Verify & Submit" }).click();
  await expect(page.getByRole("heading", { name: "Demo Scheduled Successfully!" })).toBeFocused();

  // Staff: sign in, list contacts (the message above is there), sign out.
  await page.goto(`${origin}/login`);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await openAdminSection(page, "Contacts");
  await expect(page).toHaveURL(`${origin}/list`);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await expectNoA11yViolations(page);
  // A reload renews the in-memory token through the refresh cookie, sent cross-origin with credentials.
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${origin}/login`);
});
