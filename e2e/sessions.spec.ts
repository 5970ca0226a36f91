import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { e2eApiBase } from "../playwright.config";
import { e2eAdmin, expect, expectNoA11yViolations, outboxMessages, test } from "./fixtures";
import { adminToken, openAdminSection } from "./flows";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in on /login and waits for the dashboard. */
async function signIn(page: Page, who: { email: string; password: string } = e2eAdmin) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

/** A member of this test's own (invited by the e2e admin, link accepted through the API). */
async function newMember(request: APIRequestContext) {
  const email = `sessions.${unique()}@example.org`;
  const password = `Sessions-${unique()}-42`;
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.post("/api/Team/Invitations", { data: { email }, headers })).ok()).toBe(true);
  const mail = () =>
    outboxMessages().find((m) => m.to === email && m.subject === "You are invited to the admin area")?.text;
  await expect.poll(mail, { message: "invitation mail" }).toBeTruthy();
  const token = /\/invite#(\S+)/.exec(mail()!)![1];
  expect((await request.post("/api/Team/AcceptInvitation", { data: { token, password } })).ok()).toBe(true);
  return { email, password };
}

/** A second browser (its own cookies and storage) signed in as `who`. */
async function otherDevice(browser: Browser, who: { email: string; password: string }, clientIp: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  const page = await context.newPage();
  await signIn(page, who);
  return { page, close: () => context.close() };
}

test.describe("the admin token out of page scripts' reach", () => {
  test("after sign-in, a script on the public site finds nothing it can read that opens an API call", async ({
    page,
    context,
    request,
  }) => {
    await signIn(page);
    // "View Website" in the same tab: the public page with its third-party scripts.
    await page.getByRole("link", { name: "View Website" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const readable = await page.evaluate(() => {
      const found = new Set<string>();
      const add = (v: unknown) => {
        if (typeof v === "string" && v.length >= 8) found.add(v);
      };
      for (const store of [sessionStorage, localStorage])
        for (let i = 0; i < store.length; i++) {
          const key = store.key(i)!;
          add(key);
          add(store.getItem(key));
        }
      add(document.cookie);
      for (const part of document.cookie.split(";")) add(part.split("=").slice(1).join("="));
      // Every string a script reaches from window, two levels down.
      for (const name of Object.getOwnPropertyNames(window)) {
        let value: unknown;
        try {
          value = (window as unknown as Record<string, unknown>)[name];
        } catch {
          continue;
        }
        add(value);
        if (value && typeof value === "object" && !(value instanceof Node))
          for (const inner of Object.keys(value).slice(0, 200)) {
            try {
              add((value as Record<string, unknown>)[inner]);
            } catch {
              // a getter that throws holds nothing to read
            }
          }
      }
      return [...found];
    });
    expect(readable.length).toBeGreaterThan(0);
    const jwtLike = readable.filter((s) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(s));
    expect(jwtLike, "no token-shaped string is readable").toEqual([]);

    // None of it, used as a bearer token or sent as a cookie, opens an admin call.
    for (const candidate of readable.slice(0, 400)) {
      const asBearer = await request.get(`${e2eApiBase}/Team`, {
        headers: { Authorization: `Bearer ${candidate}` },
      });
      expect(asBearer.status(), candidate.slice(0, 40)).toBe(401);
    }
    // The refresh cookie exists, but only the browser holds it: HttpOnly, Strict, on the refresh path.
    const refresh = (await context.cookies()).find((c) => c.name === "admin_refresh");
    expect(refresh).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      path: "/api/Auth/Refresh",
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain("admin_refresh");
  });

  test("a reload of an admin page keeps the member signed in; the token is in no storage", async ({
    page,
  }) => {
    await signIn(page);
    await openAdminSection(page, "Team");
    await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
    await expect(page.getByRole("table").first()).toContainText(e2eAdmin.email);
    const stored = await page.evaluate(() => ({ ...sessionStorage, ...localStorage }));
    expect(stored).toMatchObject({ isLoggedIn: "true", email: e2eAdmin.email });
    expect(Object.keys(stored)).not.toContain("token");
    expect(JSON.stringify(stored)).not.toMatch(/ey[\w-]+\.[\w-]+\.[\w-]+/);
  });
});

test.describe("/account", () => {
  test("lists where the member is signed in; Sign out ends another device at once, then everywhere else", async ({
    page,
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const laptop = await otherDevice(browser, member, "10.250.0.1");
    const phone = await otherDevice(browser, member, "10.250.0.2");
    await signIn(page, member);
    await openAdminSection(page, "Your account");
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
    const list = page.getByRole("list", { name: "Your sessions" });
    // The invitation's own sign-in, two devices and this one.
    await expect(list.getByRole("listitem")).toHaveCount(4);
    await expect(list.getByRole("listitem").filter({ hasText: "This device" })).toContainText(
      "Local network",
    );
    await expect(list).toContainText(/Chrome \d+ on (Linux computer|Windows computer|Mac)/);
    await expectNoA11yViolations(page);

    // Sign out one other session: its page is sent to sign in on its next call.
    const other = list.getByRole("listitem").filter({ hasNotText: "This device" }).first();
    await other.getByRole("button", { name: /^Sign out / }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out this session?" });
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("That session has been signed out.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(3);

    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(page.getByText(/other sessions? (has|have) been signed out\./)).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);

    // Both devices are out: an admin screen sends them to sign in.
    for (const device of [laptop, phone]) {
      await openAdminSection(device.page, "Contacts");
      await expect(device.page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
      await device.close();
    }
  });

  test.describe(() => {
    // The wrong current password is answered 400, which the browser logs.
    test.use({ allowedConsoleErrors: [/400 \(Bad Request\) .*\/api\/Account\/Password$/] });
    test("the password changes with the current one; every other session is signed out, this one stays", async ({
      page,
      browser,
      request,
    }) => {
      const member = await newMember(request);
      const elsewhere = await otherDevice(browser, member, "10.250.1.1");
      await signIn(page, member);
      await page.goto("/account");
      const form = page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: "Change password" }) });
      await form.getByLabel("Current password").fill("not-the-password");
      await form.getByLabel("New password", { exact: true }).fill("A-much-newer-password-42");
      await form.getByLabel("Repeat new password").fill("A-much-newer-password-42");
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(form.getByText("The current password is not right")).toBeVisible();
      await expect(form.getByLabel("Current password")).toBeFocused();

      await form.getByLabel("Current password").fill(member.password);
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(
        page.getByText("Your password has been changed. Every other session has been signed out."),
      ).toBeVisible();
      await expectNoA11yViolations(page);

      // This tab stays signed in, after a reload too; the other device is out.
      await page.reload();
      await expect(page.getByRole("list", { name: "Your sessions" }).getByRole("listitem")).toHaveCount(1);
      await openAdminSection(elsewhere.page, "Contacts");
      await expect(elsewhere.page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
      await elsewhere.close();
    });
  });

  test("the Team screen signs a member out everywhere", async ({ page, browser, request }) => {
    const member = await newMember(request);
    const device = await otherDevice(browser, member, "10.250.2.1");
    await signIn(page);
    await openAdminSection(page, "Team");
    await page.getByRole("button", { name: `Sign out ${member.email} everywhere` }).click();
    await page
      .getByRole("alertdialog", { name: "Sign out everywhere?" })
      .getByRole("button", { name: "Sign out everywhere" })
      .click();
    await expect(page.getByText(`${member.email} has been signed out everywhere`)).toBeVisible();
    await openAdminSection(device.page, "Contacts");
    await expect(device.page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await device.close();
  });
});
