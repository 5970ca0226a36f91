import type { APIRequestContext, Page } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import { adminToken, confirmItsYou, openAdminSection } from "./flows";

/** Sends a message the way the public contact form does. */
async function sendContact(
  request: APIRequestContext,
  fields: { name: string; email: string; phone: string; message: string },
) {
  const res = await request.post("/api/v1/Contact/ContactUsMailSend", { data: fields });
  expect(res.ok(), await res.text()).toBe(true);
}

async function signIn(page: Page, from = "/login") {
  await page.goto(from);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Sends a contact from a unique name ("Admin E2E <tag>") and returns that name. */
async function sendTaggedContact(request: APIRequestContext, who: string, message: string) {
  const tag = unique();
  const name = `${who} E2E ${tag}`;
  await sendContact(request, {
    name,
    email: `${who.toLowerCase()}.e2e.${tag}@example.com`,
    phone: "9876543210",
    message,
  });
  return { tag, name };
}

test.describe("admin area", () => {
  test("sign in, see the real counts, find a contact sent through the public form and delete it", async ({
    page,
    request,
  }) => {
    const { tag, name } = await sendTaggedContact(
      request,
      "Admin",
      "We would like a quote for a new company website with a booking system.",
    );

    // Tiles show the API's own numbers. Other tests send messages meanwhile: the tile's count lies between
    // the API's count before the dashboard loaded and after it showed.
    const token = await adminToken(request);
    const contactsNow = async () =>
      (
        await (
          await request.get("/api/Analytics/DashboardStats", {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()
      ).data.contacts as number;
    const before = await contactsNow();
    expect(before).toBeGreaterThan(0);

    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expectNoA11yViolations(page);
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("isLoggedIn"))).toBe("true");

    const tile = page.getByRole("link", { name: /^Contacts [\d,]+$/ });
    await expect(tile).toBeVisible();
    const shown = Number((await tile.innerText()).replace(/\D/g, ""));
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(await contactsNow());
    await expect(tile).toHaveText(`Contacts${shown.toLocaleString("en-IN")}`);
    await expectNoA11yViolations(page);

    await openAdminSection(page, "Contacts");
    await expect(page).toHaveURL(/\/list$/);
    await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search contacts" }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`/list\\?search=${tag}$`));
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole("row")).toHaveCount(2);
    await expectNoA11yViolations(page);

    // The search survives a reload.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search contacts" })).toHaveValue(tag);
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: `Delete contact ${name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete contact" });
    await expect(dialog).toContainText("Are you sure you want to delete this contact?");
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Delete" }).click();
    // A delete needs the member's password again: a token taken from the page is not enough.
    await confirmItsYou(page);
    await expect(page.getByText("No contacts found.")).toBeVisible();

    const left = await request.get("/api/v1/Contact/GetAll", {
      params: { page: 1, pageSize: 10, search: tag },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await left.json()).total).toBe(0);
  });

  test("a visitor who accepts the banner shows up on the IP page", async ({ page, clientIp }) => {
    await page.goto("/");
    const tracked = page.waitForResponse((r) => r.url().endsWith("/api/IpAddress/TrackVisitor"));
    await page
      .getByRole("region", { name: "Cookies and analytics" })
      .getByRole("button", { name: "Accept" })
      .click();
    expect((await tracked).ok()).toBe(true);

    await signIn(page, "/ipaddress");
    await expect(page).toHaveURL(/\/ipaddress$/);
    await expect(page.getByRole("heading", { name: "Visitor IP Addresses", level: 1 })).toBeVisible();
    const headers = page.getByRole("columnheader");
    await expect(headers).toHaveText([
      "IP Address",
      "Country",
      "City",
      "Region",
      "Timezone",
      "Date",
      "Actions",
    ]);
    await expectNoA11yViolations(page);

    await page.getByRole("searchbox", { name: "Search IP addresses" }).fill(clientIp);
    const edit = page.getByRole("button", { name: `Edit ${clientIp} (not available)`, exact: true });
    await expect(edit).toHaveCount(1);
    await expect(edit).toBeDisabled();

    await page.getByRole("searchbox", { name: "Search IP addresses" }).fill("no-such-place");
    await expect(page.getByText("No IP addresses found.")).toBeVisible();
  });

  test("a message with <script> and HTML is shown as text", async ({ page, request }) => {
    const tag = unique();
    const hostile = `<script>window.__xss = 1</script><img src="/x-${tag}.png" onerror="window.__xss = 2"><b>bold</b> ${tag}`;
    await sendContact(request, {
      name: `<i>Mallory ${tag}</i>`,
      email: `mallory.${tag}@example.com`,
      phone: "",
      message: hostile,
    });

    await signIn(page, `/list?search=${tag}`);
    await expect(page).toHaveURL(new RegExp(`/list\\?search=${tag}$`));
    const row = page.getByRole("row").filter({ hasText: `<i>Mallory ${tag}</i>` });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /^Read more/ }).click();
    await expect(row).toContainText(hostile);
    expect(await row.locator("script, img, b, i").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expectNoA11yViolations(page);
  });

  test("demo requests are listed, searchable and can be deleted", async ({ page, request }) => {
    const tag = unique();
    const res = await request.post("/api/v1/Contact/SendOtp", {
      data: {
        fullName: `Demo ${tag}`,
        companyName: `Initech ${tag}`,
        mobile: "9000000001",
        email: `demo.${tag}@example.com`,
        comment: "Show us the KPI platform.",
      },
    });
    expect(res.ok(), await res.text()).toBe(true);

    await signIn(page);
    await page.getByRole("link", { name: /^Demo Requests \d/ }).click();
    await expect(page).toHaveURL(/\/demos$/);
    await page.getByRole("searchbox", { name: "Search demo requests" }).fill(`initech ${tag}`);
    // Wait for the debounced search to land: until then the old page shows, dimmed (axe would flag it).
    await expect(page).toHaveURL(new RegExp(`/demos\\?search=initech\\+${tag}$`));
    await expect(page.getByRole("region", { name: "Demo requests" })).toHaveAttribute("aria-busy", "false");
    const row = page.getByRole("row").filter({ hasText: `Demo ${tag}` });
    await expect(row).toContainText("Pending");
    await expect(page.getByRole("row")).toHaveCount(2);
    await expectNoA11yViolations(page);

    await row.getByRole("button", { name: `Delete demo request from Demo ${tag}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete demo request" });
    await expect(dialog).toContainText("Are you sure you want to delete this demo request?");
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await confirmItsYou(page);
    await expect(page.getByText("No demo requests found.")).toBeVisible();
    await expect(row).toHaveCount(0);

    const left = await request.get("/api/v1/Contact/DemoRequests", {
      params: { page: 1, pageSize: 10, search: `initech ${tag}` },
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    expect((await left.json()).total).toBe(0);
  });

  test("a delete and a CSV export show up on the Activity screen", async ({ page, request, clientIp }) => {
    const { tag, name } = await sendTaggedContact(request, "Audit", "Please call us about a new intranet.");

    await signIn(page, `/list?search=${tag}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    await confirmItsYou(page);
    expect((await download).suggestedFilename()).toMatch(/^contacts-.*\.csv$/);
    await page.getByRole("button", { name: `Delete contact ${name}` }).click();
    await page
      .getByRole("alertdialog", { name: "Delete contact" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("No contacts found.")).toBeVisible();

    await openAdminSection(page, "Activity");
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
    // The columns' names are the site test's subject (tests/site/activity/activity.test.tsx).
    await expect(page.getByRole("columnheader")).toHaveCount(6);
    await expectNoA11yViolations(page);

    // Other tests write to the log meanwhile: this test's rows are the ones from its own address.
    const events = page.getByRole("region", { name: "Activity" });
    const mine = events
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: clientIp, exact: true }) });
    const filter = page.getByRole("combobox", { name: "Event" });
    await filter.selectOption({ label: "Contact deleted" });
    await expect(page).toHaveURL(/\/activity\?event=contact\.deleted$/);
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("Contact deleted");
    await expect(mine).toContainText(e2eAdmin.email);
    await expect(mine).toContainText("Success");
    await filter.selectOption({ label: "CSV exported" });
    await expect(page).toHaveURL(/\/activity\?event=export\.csv$/);
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("CSV exported");
  });

  test("logout ends the session: the token stops working and /admin sends back to /login", async ({
    page,
    request,
  }) => {
    // The token lives in the page's memory only: read it from the sign-in answer.
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/Auth/Login"));
    await signIn(page);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const { token } = (await (await answer).json()) as { token: string };
    expect(token).toBeTruthy();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => ["token", "email", "isLoggedIn"].map((k) => sessionStorage.getItem(k))),
    ).toEqual([null, null, null]);
    await expect
      .poll(async () =>
        (
          await request.get("/api/Analytics/DashboardStats", {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).status(),
      )
      .toBe(401);

    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  });

  test("login and admin pages allow no third-party origin; their links to public pages load whole pages", async ({
    page,
  }) => {
    const documentAt = (path: string) =>
      page.waitForResponse(
        (r) => r.request().resourceType() === "document" && new URL(r.url()).pathname === path,
      );
    const login = documentAt("/login");
    await page.goto("/login");
    expect((await login).status()).toBe(200);
    expect((await login).headers()["content-security-policy"]).not.toContain("googletagmanager");
    // A client-side move would keep this page's CSP, which blocks analytics and the chat widget.
    const home = documentAt("/");
    await page.getByRole("link", { name: "Back to Home" }).click();
    expect((await home).headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");

    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    const contact = documentAt("/contact");
    await page.getByRole("link", { name: "Contact Page" }).click();
    expect((await contact).headers()["content-security-policy"]).toContain(
      "https://www.googletagmanager.com",
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the sidebar collapses on a small screen and the theme choice is kept", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "light" });
    await signIn(page);
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(nav).toBeVisible();
    await expectNoA11yViolations(page);
    await nav.getByRole("link", { name: "IP Addresses" }).click();
    await expect(page).toHaveURL(/\/ipaddress$/);
    await expect(nav).toBeHidden();

    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoA11yViolations(page);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("sign-in refused", () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("a wrong password says 'Invalid email or password' and stays on /login", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(e2eAdmin.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/login$/);
    await expectNoA11yViolations(page);
  });
});
