import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { e2eAdmin, expect, outboxDir, outboxMessages } from "./fixtures";

/**
 * Answers the step-up dialog that a sensitive change opens (a new sign-in has not confirmed yet) with the
 * member's password; the change the page asked for then goes through.
 */
export async function confirmItsYou(page: Page, password = e2eAdmin.password) {
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
}

/** Signs in through the API as the e2e admin and returns the bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/Auth/Login", { data: e2eAdmin });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The e2e admin's token, confirmed with the password (step-up) for a sensitive call such as a removal. */
export async function steppedUpToken(request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  const res = await request.post("/api/Auth/StepUp", {
    data: { password: e2eAdmin.password },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return token;
}

/** An admin list call (as the e2e admin); fails the test unless it answers 2xx. */
export async function adminList<T>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string | number>,
): Promise<{ isSuccess: boolean; total: number; data: T[] }> {
  const res = await request.get(path, {
    params,
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { isSuccess: boolean; total: number; data: T[] };
}

/**
 * The page has loaded, its network is quiet, and its deferred work had a turn: one idle period, or 2 s
 * where the busy machine never gets idle (an idle callback may never come on a loaded page).
 */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
}

/**
 * The consent banner once React runs it. It is in the prerendered page (build:e2e sets GA4 and the chat
 * widget, which need consent) and carries `data-consent-boot` until the app has hydrated it and read the
 * stored choice, so its arrival is the sign that a page is live.
 */
export const liveConsentBanner = (page: Page) =>
  page.locator('section[aria-labelledby="consent-title"]:not([data-consent-boot])');

/** Waits until a first-visit public page is hydrated (its consent banner is React's). */
export async function pageHydrated(page: Page) {
  await expect(liveConsentBanner(page)).toBeVisible();
}

/** Closes the consent banner with "Reject" once the page is live, so nothing third-party loads. */
export async function rejectConsent(page: Page) {
  await liveConsentBanner(page).getByRole("button", { name: "Reject" }).click();
}

/**
 * Turns the page dark as the boot script would, then waits until no colour is between the themes: every
 * element whose colour changes starts a transition (with reduced motion too, for 0.01 ms), and until the
 * next frame its computed colour is still the light one. On a busy machine that frame can come after a
 * contrast scan has read the colours.
 */
export async function switchToDark(page: Page) {
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState !== "finished")
            .length,
      ),
    )
    .toBe(0);
}

/** Fills text boxes by their exact accessible names, in order. */
export async function fillTextboxes(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await page.getByRole("textbox", { name, exact: true }).fill(value);
  }
}

/** Follows a link of the admin sidebar. */
export async function openAdminSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name }).click();
}

/** Fills and sends the contact form, and waits for its thank-you line. */
export async function sendContactForm(
  page: Page,
  fields: { Name: string; Email: string; Phone: string; Message: string },
) {
  await fillTextboxes(page, fields);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");
}

/** The newest six-digit code the server wrote to the outbox for this phone number. */
export function latestCode(phone: string): string | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir())
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return undefined;
  }
  for (const file of files.reverse()) {
    const message = JSON.parse(readFileSync(join(outboxDir(), file), "utf8")) as {
      channel: string;
      to: string;
      text: string;
    };
    if (message.channel === "sms" && message.to === phone) return /\b(\d{6})\b/.exec(message.text)?.[1];
  }
  return undefined;
}

/** Waits for the code of this phone number to reach the outbox, and returns it. */
export async function codeFor(phone: string): Promise<string> {
  await expect.poll(() => latestCode(phone), { message: "code in the outbox" }).toMatch(/^\d{6}$/);
  return latestCode(phone)!;
}

/** Resolves once the page's next beacon has been answered by the server. */
export const nextBeacon = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/api/Analytics/Collect") && r.status() === 202);

/** A visitor arrives on `path` from a tagged link, rejects consent, then goes to About Us; each view is counted. */
export async function visitFromLinkThenAbout(page: Page, path: string) {
  let beacon = nextBeacon(page);
  await page.goto(path);
  await rejectConsent(page);
  await beacon;
  beacon = nextBeacon(page);
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await beacon;
}

/**
 * A platform authenticator in this page's browser that signs at once (no prompt), and the origin to open
 * the site at: a passkey's relying party is a domain, never an address, so the site is opened as localhost.
 */
export async function virtualPasskeys(page: Page, baseURL: string | undefined): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return baseURL!.replace("127.0.0.1", "localhost");
}

/** A new member through the API: invited by the e2e admin, link from the mail accepted with `password`. */
export async function invitedMember(request: APIRequestContext, email: string, password: string) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.post("/api/Team/Invitations", { data: { email }, headers })).ok()).toBe(true);
  const mail = () =>
    outboxMessages()
      .filter((m) => m.to === email)
      .at(-1)?.text;
  await expect.poll(mail).toBeTruthy();
  const token = /#(\S+)/.exec(mail()!)![1];
  expect((await request.post("/api/Team/AcceptInvitation", { data: { token, password } })).ok()).toBe(true);
}

/** Today in the company's zone (the e2e server's COMPANY_TIME_ZONE, the default): analytics days are its days. */
export const companyToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
