import type { Page } from "@playwright/test";
import { e2eAdminOriginPort } from "../playwright.config";
import { e2eAdmin, expect, test } from "./fixtures";
import { ownServer } from "./own-server";
import { openAdminSection, rejectConsent, sendContactForm } from "./flows";

// The admin on its own origin (ADMIN_ORIGIN, docs/decisions/0068): a server of its own, started with the
// e2e server's settings and the same build, answers two loopback names on one port: 127.0.0.1 is the
// public site, localhost the admin's origin.
const publicOrigin = `http://127.0.0.1:${e2eAdminOriginPort}`;
const adminOrigin = `http://localhost:${e2eAdminOriginPort}`;
const thirdPartyScripts = /googletagmanager\.com|google-analytics\.com|e2e-chat-widget\.js/;

// One server on one port: the file's tests run in one worker, one after the other.
test.describe.configure({ mode: "default" });

ownServer(
  "admin-origin",
  {
    PORT: String(e2eAdminOriginPort),
    // Same origin for every call of this server's pages: no other origin may call it with credentials.
    CORS_ORIGINS: "",
    ADMIN_BASE_URL: publicOrigin,
    ADMIN_ORIGIN: adminOrigin,
  },
  `${publicOrigin}/api/health`,
);

/** Every script request of third parties, and every API call, the page makes from now on. */
function watchRequests(page: Page) {
  const seen = { thirdParty: [] as string[], api: [] as string[] };
  page.on("request", (request) => {
    const url = request.url();
    if (thirdPartyScripts.test(url)) seen.thirdParty.push(url);
    if (new URL(url).pathname.startsWith("/api/")) seen.api.push(url);
  });
  return seen;
}

async function signIn(page: Page) {
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

test("sign-in asked on the public origin opens on the admin's, where the admin works and loads no third-party script", async ({
  page,
}) => {
  const seen = watchRequests(page);
  const login = await page.goto(`${publicOrigin}/login`);
  await expect(page).toHaveURL(`${adminOrigin}/login`);
  expect(login?.headers()["content-security-policy"]).not.toMatch(thirdPartyScripts);
  await signIn(page);
  await expect(page).toHaveURL(`${adminOrigin}/admin`);
  await openAdminSection(page, "Contacts");
  await expect(page).toHaveURL(`${adminOrigin}/list`);
  await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  // A reload renews the in-memory token through the refresh cookie, on the admin's origin.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${adminOrigin}/list`);

  expect(seen.thirdParty).toEqual([]);
  expect(seen.api).toContainEqual(`${adminOrigin}/api/Auth/Refresh`);
  expect(seen.api.filter((url) => !url.startsWith(`${adminOrigin}/api/`))).toEqual([]);

  // The website is the public origin's.
  await page.getByRole("link", { name: "View Website" }).click();
  await expect(page).toHaveURL(`${publicOrigin}/`);
});

test.describe("the public origin", () => {
  test.use({
    allowedConsoleErrors: [/status of 404 \(Not Found\) http:\/\/127\.0\.0\.1:\d+\/api\/Auth\/Refresh$/],
  });

  test("its pages work and call the API there, but a script on them gets no access token", async ({
    page,
  }) => {
    // A member of this browser is signed in on the admin's origin.
    await page.goto(`${adminOrigin}/login`);
    await signIn(page);

    await page.goto(`${publicOrigin}/contact`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const seen = watchRequests(page);
    await rejectConsent(page);
    const name = `Two Origins Visitor ${Date.now()}`;
    await sendContactForm(page, {
      Name: name,
      Email: "two.origins@example.com",
      Phone: "9123456781",
      Message: "Sent from the public origin.",
    });
    expect(seen.api.length).toBeGreaterThan(0);
    expect(seen.api.filter((url) => !url.startsWith(`${publicOrigin}/api/`))).toEqual([]);

    // What a chat widget or tag manager on this page could try.
    const renewal = await page.evaluate(async () => {
      const res = await fetch("/api/Auth/Refresh", { method: "POST", credentials: "include" });
      return { status: res.status, body: await res.text() };
    });
    expect(renewal.status).toBe(404);
    expect(renewal.body).not.toContain("token");

    // The admin's origin still renews the same browser's session, and lists the message sent above.
    await page.goto(`${adminOrigin}/list`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  });
});
