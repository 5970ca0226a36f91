import type { APIRequestContext, Page } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import { settled } from "./flows";

interface IpRow {
  ipAddress: string;
  timezone: string;
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/Auth/Login", { data: e2eAdmin });
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** The visit records of one address (the test's own, see fixtures: clientIp). */
async function ipRecords(request: APIRequestContext, ip: string): Promise<IpRow[]> {
  const res = await request.get("/api/IpAddress/GetAll", {
    params: { page: 1, pageSize: 100, search: ip },
    headers: await adminHeaders(request),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: IpRow[] }).data.filter((r) => r.ipAddress === ip);
}

/** Counts TrackVisitor calls made by the page. */
function watchTracking(page: Page) {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/IpAddress/TrackVisitor")) calls.push(r.postData() ?? "");
  });
  return calls;
}

/** Network quiet, then one idle period: idle callbacks asked for earlier (the tracker's) have run. */
const consent = (page: Page) => page.getByRole("region", { name: "Cookies and analytics" });

// The server records one visit per address per day; each test is a new address (fixtures: clientIp).
test.describe("visitor tracking", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("an Accept pressed before the banner's own code has arrived still starts the tracker", async ({
    page,
  }) => {
    // The banner's chunk is held until after the press: the prerendered banner takes it.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/consent-banner-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies and analytics" });
    // The rest of the page is React's by now (its footer hydrated), the banner still the prerendered one.
    await page.waitForFunction(() => {
      const footer = document.querySelector("footer");
      return !!footer && Object.keys(footer).some((key) => key.startsWith("__reactFiber"));
    });
    await expect(banner).toHaveAttribute("data-consent-boot", "");
    const tracked = page.waitForResponse((r) => r.url().endsWith("/api/IpAddress/TrackVisitor"));
    await banner.getByRole("button", { name: "Accept" }).click();
    expect((await tracked).ok()).toBe(true);
    release();
    await expect(banner).toBeHidden();
  });

  test("after Reject nothing is recorded", async ({ page, request, clientIp }) => {
    const calls = watchTracking(page);
    await page.goto("/");
    await consent(page).getByRole("button", { name: "Reject" }).click();
    await expect(consent(page)).toHaveCount(0);
    await page.goto("/about");
    await page.goto("/pricing");
    await settled(page);
    expect(calls).toEqual([]);
    expect(await ipRecords(request, clientIp)).toEqual([]);
  });

  test("after Accept one record is created, once for the whole browser session", async ({
    page,
    request,
    clientIp,
  }) => {
    const calls = watchTracking(page);
    await page.goto("/");
    await expectNoA11yViolations(page);
    const tracked = page.waitForResponse((r) => r.url().endsWith("/api/IpAddress/TrackVisitor"));
    await consent(page).getByRole("button", { name: "Accept" }).click();
    expect((await tracked).status()).toBe(200);
    expect(JSON.parse(calls[0]!)).toEqual({ timezone: "Europe/Berlin" });

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Pricing" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto("/about");
    await settled(page);
    // The tracker is loaded once the stored consent is read; its call would be queued for the next idle time.
    const trackerLoaded = page.waitForResponse((r) => /\/visitor-tracker-[^/]*\.js$/.test(r.url()));
    await page.reload();
    await trackerLoaded;
    await settled(page);
    expect(calls).toHaveLength(1);

    const records = await ipRecords(request, clientIp);
    expect(records).toHaveLength(1);
    expect(records[0]!.timezone).toBe("Europe/Berlin");
  });
});
