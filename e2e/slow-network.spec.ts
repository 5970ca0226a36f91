import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Page } from "@playwright/test";
import { startSourceServer, type Running } from "../tests/deploy/processes";
import { lanes, pickFreeTime } from "./booking-flows";
import { e2eAdmin, expect, test } from "./fixtures";
import { adminList, fillTextboxes, pageHydrated, rejectConsent } from "./flows";
import { budget } from "./machine";
import { countCalls, holdScripts, lazyScriptsRun } from "./slow-network";

// A visitor on a slow network presses before the page's code has arrived, then goes on typing. A press
// acts on what the form held when it was pressed, or on nothing (decision 60).

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONTACT_SEND = "/api/v1/Contact/ContactUsMailSend";
const required = (page: Page) => page.getByText(/ is required$/);

test.describe("a press made while the form's checks are on their way", () => {
  test("/contact: the empty press sends nothing; the visitor's own press sends once, with no errors", async ({
    page,
    request,
  }) => {
    const calls = await countCalls(page, CONTACT_SEND);
    await page.goto("/contact");
    await rejectConsent(page);
    const scripts = await holdScripts(page);

    await page.getByRole("button", { name: "Send Message" }).click();
    const name = `Slow Network ${unique()}`;
    await fillTextboxes(page, {
      Name: name,
      Email: "slow.network@example.com",
      Message: "Typed after a press.",
    });
    expect(scripts.count(), "the checks were still on their way").toBeGreaterThan(0);
    await scripts.release();
    expect(await calls()).toBe(0);
    await expect(required(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");
    await expect(required(page)).toHaveCount(0);
    expect(await calls()).toBe(1);
    const stored = await adminList<{ name: string }>(request, "/api/v1/Contact/GetAll", {
      page: 1,
      pageSize: 10,
      search: name,
    });
    expect(stored.total).toBe(1);
  });

  test("/contact before hydration: a press on the empty form is not replayed on what was typed after it", async ({
    page,
  }) => {
    const calls = await countCalls(page, CONTACT_SEND);
    // Every script of the page waits: the press lands before React has started.
    const scripts = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Send Message" }).click();
    const name = `Early Press ${unique()}`;
    await fillTextboxes(page, {
      Name: name,
      Email: "early.press@example.com",
      Message: "Typed after a press.",
    });
    await scripts.release();
    await pageHydrated(page);
    // Focus was in the form at hydration: its checks and the API client load now; let them arrive and run.
    await lazyScriptsRun(page, [/\/contact-validation-[^/]+\.js$/, /\/send-message-[^/]+\.js$/]);
    expect(await calls()).toBe(0);
    await expect(required(page)).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);

    await rejectConsent(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");
    expect(await calls()).toBe(1);
  });

  test("/demo step 1: the empty press asks for no code; the visitor's own press does, once", async ({
    page,
  }) => {
    const calls = await countCalls(page, "/api/v1/Contact/SendOtp");
    await page.goto("/demo");
    await rejectConsent(page);
    // Only the checks wait: picking a time, in the wizard, already asked for them.
    const scripts = await holdScripts(page, /\/demo-validation-[^/]+\.js$/);
    await pickFreeTime(page, lanes.slowNetwork);

    await page.getByRole("button", { name: "Send OTP" }).click();
    const tag = unique();
    await fillTextboxes(page, {
      "Full Name": `Slow Demo ${tag}`,
      "Phone Number": "9000012345",
      "Email Address": `slow.demo.${tag}@example.com`,
      Comments: "Typed after a press.",
    });
    expect(scripts.count(), "the checks were still on their way").toBe(1);
    await scripts.release();
    expect(await calls()).toBe(0);
    await expect(required(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Your Details" })).toBeVisible();

    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
    expect(await calls()).toBe(1);
  });

  test("sign-in: the empty press signs nobody in and shows what is missing; the next press signs in", async ({
    page,
  }) => {
    const calls = await countCalls(page, "/api/Auth/Login");
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    const scripts = await holdScripts(page);

    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByLabel("Email").fill(e2eAdmin.email);
    await page.getByLabel("Password").fill(e2eAdmin.password);
    await scripts.release();
    expect(await calls()).toBe(0);

    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(await calls()).toBe(1);
  });
});

/** The e2e server keeps the spam time check off (playwright.config.ts): this one has the default 3 s. */
async function serverWithTimeCheck(): Promise<{ server: Running; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-spam-time-"));
  const server = await startSourceServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    SPAM_MIN_FILL_MS: "3000",
    TRUST_PROXY: "127.0.0.1",
  });
  return { server, dataDir };
}

test("a slow phone's message, filled before the page hydrated and sent 3.5 s in, is a lead and notifies staff", async ({
  page,
  request,
}) => {
  test.slow();
  const { server, dataDir } = await serverWithTimeCheck();
  try {
    // The page is this run's; the message goes to the server with the time check.
    await page.route(`**${CONTACT_SEND}`, (route) =>
      route.continue({ url: `${server.base}${CONTACT_SEND}` }),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const scripts = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const name = `Slow Phone ${unique()}`;
    const message = `Filled before the page was ready. ${unique()}`;
    await fillTextboxes(page, { Name: name, Email: "slow.phone@example.com", Message: message });
    await scripts.release();
    await pageHydrated(page);
    await page.waitForFunction(() => performance.now() >= 3_500, null, { timeout: budget(20_000) });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    // Listed by default (Spam is left out of it), and the company was told.
    const login = await request.post(`${server.base}/api/Auth/Login`, { data: e2eAdmin });
    const { token } = (await login.json()) as { token: string };
    const list = await request.get(`${server.base}/api/v1/Contact/GetAll`, {
      params: { page: 1, pageSize: 10, search: name },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await list.json()) as { total: number }).total).toBe(1);
    const notices = () =>
      readdirSync(join(dataDir, "outbox"))
        .filter((f) => f.endsWith(".json"))
        .map((f) => JSON.parse(readFileSync(join(dataDir, "outbox", f), "utf8")) as { subject: string })
        .filter((m) => m.subject === `New contact message from ${name}`);
    await expect.poll(() => notices().length, { message: "staff notice in the outbox" }).toBe(1);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.describe("an admin page opened in a new tab", () => {
  test("restores the session from the refresh cookie and lands on the address asked for; sign-out ends it for a third tab", async ({
    page,
    context,
  }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(e2eAdmin.email);
    await page.getByLabel("Password").fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    const second = await context.newPage();
    await second.goto("/analytics?source=x");
    await expect(second.getByRole("region", { name: "Filters" }).getByText("Source is x")).toBeVisible();
    await expect(second).toHaveURL(/\/analytics\?source=x$/);
    await expect(second.getByRole("heading", { name: "Admin Login" })).toHaveCount(0);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const third = await context.newPage();
    await third.goto("/analytics");
    await expect(third.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  });
});
