import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, expectNoA11yViolations, test } from "./fixtures";
import { confirmItsYou, invitedMember, openAdminSection, virtualPasskeys } from "./flows";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const password = "Quiet-harbour-Lamp-51";

/** A member of this test's own, through the API: invited by the e2e admin, link accepted. */
async function apiMember(request: APIRequestContext): Promise<string> {
  const email = `mfa.${unique()}@example.org`;
  await invitedMember(request, email, password);
  return email;
}

/** The code the member's authenticator app shows, `steps` periods from now. */
const codeFor = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replaceAll(" ", "")), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Presses Tab until the element labelled `label` has focus: the keyboard's way to a field. */
async function tabTo(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  for (let i = 0; i < 15; i++) {
    if (await field.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${label}`);
}

/**
 * Drops the browser's session without signing out: the tab's storage, the mark that lets a new tab
 * renew (decision 37), and the refresh cookie. The server-side session stays open.
 */
async function dropBrowserSession(page: Page) {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem("adminSignedIn");
  });
  await page.context().clearCookies();
}

/** Email and password typed and sent with the keyboard alone, on a fresh /login (the browser's session dropped). */
async function passwordStep(page: Page, email: string, origin = "") {
  await page.goto(`${origin}/login`);
  await dropBrowserSession(page);
  await page.goto(`${origin}/login`);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await tabTo(page, "Email");
  await page.keyboard.type(email);
  await tabTo(page, "Password");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
}

const dashboard = (page: Page) => expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

test.describe("second factor", () => {
  // A refused code is a 401 answer, which the browser reports on its console.
  test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\) \S+\/api\/Auth\/SecondFactor$/] });

  test("authenticator app: QR code and key on /account, recovery codes once, then sign-in asks for the code", async ({
    page,
    request,
  }) => {
    const email = await apiMember(request);
    await passwordStep(page, email);
    await dashboard(page);
    await page.goto("/account");
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    await confirmItsYou(page, password);
    await expect(
      page.getByRole("img", { name: "QR code with the key for your authenticator app" }),
    ).toBeVisible();
    const key = (await page.locator("code").innerText()).trim();
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
    await expectNoA11yViolations(page);
    await page.getByLabel("Code from your app").fill(codeFor(key));
    await page.getByRole("button", { name: "Turn on" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
    await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await expect(
      page.getByText(/^On\. Sign-ins ask for a code from your app\. Recovery codes left: 10\./),
    ).toBeVisible();

    // Sign in again, keyboard only: a wrong code, then the right one.
    await passwordStep(page, email);
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeFocused();
    await expectNoA11yViolations(page);
    await tabTo(page, "Verification code");
    await page.keyboard.type(codeFor(key, 3));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Invalid code");
    // The set-up spent this period's code: the next one (accepted one step ahead) signs in.
    const next = codeFor(key, 1);
    await page.getByLabel("Verification code").fill("");
    await page.keyboard.type(next);
    await page.keyboard.press("Enter");
    await dashboard(page);

    // The same code a second time is refused.
    await passwordStep(page, email);
    await tabTo(page, "Verification code");
    await page.keyboard.type(next);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("This code was already used");
  });

  test("passkeys: added on /account through the browser, then sign-in with the passkey alone or as the second step", async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = await virtualPasskeys(page, baseURL);
    const email = await apiMember(request);
    await passwordStep(page, email, origin);
    await dashboard(page);
    // Inside the app: the refresh cookie belongs to the API's host (127.0.0.1), another site than
    // localhost, so a new page load here could not renew the in-memory token.
    await openAdminSection(page, "Your account");
    await page.getByLabel("Passkey name").fill("Test key");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await confirmItsYou(page, password);
    await expect(page.getByText("Passkey added.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Test key");
    await expectNoA11yViolations(page);

    // Passwordless: the passkey alone, from the keyboard.
    await dropBrowserSession(page);
    await page.goto(`${origin}/login`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).focus();
    await page.keyboard.press("Enter");
    await dashboard(page);

    // As the second step after the password.
    await passwordStep(page, email, origin);
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Use your passkey" })).toBeFocused();
    await page.keyboard.press("Enter");
    await dashboard(page);
  });
});
