import type { Page } from "@playwright/test";
import { e2eApiBase, e2eIdlePort } from "../playwright.config";
import { budget } from "./machine";
import { e2eAdmin, expect, test } from "./fixtures";
import { ownServer } from "./own-server";

// The idle limit (docs/decisions/0066) waited out in a real browser: a server of its own, started with the
// e2e server's settings and SESSION_IDLE_MINUTES=0.5, answers this file's API calls. The pages still come
// from the e2e server; its API address in the build is sent on to this one, on the same host, so the
// browser sees one origin and the refresh cookie is the same.
const idleApi = `http://127.0.0.1:${e2eIdlePort}/api`;

// One server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: "default" });

ownServer("idle", { PORT: String(e2eIdlePort), SESSION_IDLE_MINUTES: "0.5" }, `${idleApi}/health`);

test.beforeAll(async () => {
  // A fresh server's first sign-in loads the password hashing: here, not within the page's 10 s limit.
  const warm = await fetch(`${idleApi}/Auth/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(e2eAdmin),
  });
  expect(warm.status).toBe(200);
});

/** This page's API calls go to the idle server. */
const useIdleServer = (page: Page) =>
  page.route(`${e2eApiBase}/**`, (route) =>
    route.continue({ url: idleApi + route.request().url().slice(e2eApiBase.length) }),
  );

async function signIn(page: Page) {
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

// The limit runs out once: the renewal that finds it refused is the browser's 401 line.
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\) \S+\/api\/Auth\/Refresh$/] });

test("a member who leaves an admin page is warned, signed out at the idle limit, and comes back to it after signing in", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(budget(180_000));
  await useIdleServer(page);
  await page.goto("/login");
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  // A session cookie: closing the browser ends the session.
  const cookie = (await context.cookies()).find((c) => c.name === "admin_refresh");
  expect(cookie?.expires).toBe(-1);

  await page.goto("/list?search=idle");
  await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  // Nobody touches the page: the warning comes at half the limit (a limit shorter than four minutes).
  const warning = page.getByRole("alertdialog", { name: "Are you still there?" });
  await expect(warning).toBeVisible({ timeout: budget(60_000) });
  await expect(warning.getByRole("button", { name: "Stay signed in" })).toBeFocused();

  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flist%3Fsearch%3Didle$/, { timeout: budget(60_000) });
  await signIn(page);
  await expect(page).toHaveURL(/\/list\?search=idle$/);
  await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();

  // The server ended that session and logged it.
  const login = await request.post(`${idleApi}/Auth/Login`, { data: e2eAdmin });
  const token = ((await login.json()) as { token: string }).token;
  const log = await request.get(`${idleApi}/Audit/GetAll?event=session.idle_ended`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await log.json()) as { data: unknown[] }).data).toHaveLength(1);
});

test("Stay signed in keeps the member on the page", async ({ page }) => {
  test.setTimeout(budget(180_000));
  await useIdleServer(page);
  await page.goto("/login?redirectTo=%2Flist");
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  const warning = page.getByRole("alertdialog", { name: "Are you still there?" });
  await expect(warning).toBeVisible({ timeout: budget(60_000) });
  await warning.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toBeHidden();
  // Past the first limit and still here, on a renewed session.
  await expect(warning).toBeVisible({ timeout: budget(60_000) });
  await expect(page).toHaveURL(/\/list$/);
  await warning.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toBeHidden();
});
