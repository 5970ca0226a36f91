import type { APIRequestContext, Page } from "@playwright/test";
import { e2eApiBase, e2ePublishPort } from "../playwright.config";
import { budget } from "./machine";
import { e2eAdmin, expect, test } from "./fixtures";
import { rejectConsent } from "./flows";
import { ownServer } from "./own-server";

// The owner saves a new company name and, without a build, this server's public pages follow within a
// minute (decision 72, docs/product.md §12). A server of its own serves the pages and the API, so the new
// name reaches no other test.
const publishBase = `http://127.0.0.1:${e2ePublishPort}`;

test.describe.configure({ mode: "default" });
test.use({ baseURL: publishBase });

ownServer("publish", { PORT: String(e2ePublishPort) }, `${publishBase}/api/health`);

// The built pages call the shared e2e server's API; here they call this file's server.
const useOwnApi = (page: Page) =>
  page.route(`${e2eApiBase}/**`, (route) =>
    route.continue({ url: `${publishBase}/api${route.request().url().slice(e2eApiBase.length)}` }),
  );

async function ownerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/Auth/Login", { data: e2eAdmin });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

interface PublishState {
  state: string;
  publishedAt: string | null;
  pages: number | null;
  ms: number | null;
  error?: string;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

test("a saved company name reaches the served pages, their data and feeds within a minute, without a build", async ({
  page,
  request,
}) => {
  test.setTimeout(budget(150_000));
  const auth = { Authorization: `Bearer ${await ownerToken(request)}` };
  const publishState = async () =>
    ((await (await request.get("/api/Site/Publish", { headers: auth })).json()) as { data: PublishState })
      .data;

  // Before any save the build's pages are served.
  expect(await publishState()).toMatchObject({ state: "idle", publishedAt: null, pages: null });
  const before = await (await request.get("/about")).text();
  expect(titleOf(before)).toMatch(/\| Company$/);

  const name = `Publish Works ${Date.now() % 100_000}`;
  const current = (await (await request.get("/api/Settings/Company", { headers: auth })).json()) as {
    data: { settings: Record<string, unknown> };
  };
  // The first-run phones are placeholders a save refuses: the owner gives real ones.
  const saved = await request.put("/api/Settings/Company", {
    headers: auth,
    data: { ...current.data.settings, name, phone: "98310 12345", whatsapp: "98310 55555" },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await expect
    .poll(async () => titleOf(await (await request.get("/about")).text()), { timeout: budget(60_000) })
    .toBe(`About Us | Software, Web, App &amp; AI Team | ${name}`);

  const state = await publishState();
  expect(state).toMatchObject({ state: "idle", pages: 60 });
  expect(state.publishedAt).not.toBeNull();
  expect(state.ms).toBeGreaterThan(0);
  // The page's data (client-side visits) and the feeds were rendered again too; assets still come from the build.
  expect(await (await request.get("/about.data")).text()).toContain(name);
  expect(await (await request.get("/rss.xml")).text()).toContain(name);

  // In the browser: the header names the company, and the page's CSP (computed from the published HTML)
  // lets its inline styles and scripts run — a violation is a console error, which fails the test.
  await useOwnApi(page);
  const response = await page.goto("/about");
  expect(response?.headers()["content-security-policy"]).toContain("'sha256-");
  await rejectConsent(page);
  await expect(page).toHaveTitle(`About Us | Software, Web, App & AI Team | ${name}`);
  await expect(page.getByRole("banner")).toContainText(name);
  // Hydrated with the published data: a client-side visit to another page keeps the new name.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle(new RegExp(`${name}$`));
});
