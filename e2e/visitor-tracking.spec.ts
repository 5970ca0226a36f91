import type { APIRequestContext, Page } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";

interface IpRow {
  _id: string;
  ipAddress: string;
  timezone: string;
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/Auth/Login", { data: e2eAdmin });
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

async function ipRecords(request: APIRequestContext): Promise<IpRow[]> {
  const res = await request.get("/api/IpAddress/GetAll", {
    params: { page: 1, pageSize: 100 },
    headers: await adminHeaders(request),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: IpRow[] }).data;
}

const local = <T extends { ipAddress: string }>(records: T[]) =>
  records.filter((r) => /127\.0\.0\.1|^::1$/.test(r.ipAddress));

/** Counts TrackVisitor calls made by the page. */
function watchTracking(page: Page) {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/IpAddress/TrackVisitor")) calls.push(r.postData() ?? "");
  });
  return calls;
}

/** Network quiet, then one idle period: idle callbacks asked for earlier (the tracker's) have run. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

const consent = (page: Page) => page.getByRole("region", { name: "Cookies and analytics" });

// The server records one visit per address per day: start from no local record, whatever ran before.
test.describe.serial("visitor tracking", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test.beforeAll(async ({ request }) => {
    const headers = await adminHeaders(request);
    for (const row of local(await ipRecords(request))) {
      const res = await request.delete(`/api/IpAddress/Delete/${row._id}`, { headers });
      expect(res.ok()).toBe(true);
    }
  });

  test("after Reject nothing is recorded", async ({ page, request }) => {
    const before = local(await ipRecords(request)).length;
    const calls = watchTracking(page);
    await page.goto("/");
    await consent(page).getByRole("button", { name: "Reject" }).click();
    await expect(consent(page)).toHaveCount(0);
    await page.goto("/about");
    await page.goto("/pricing");
    await settled(page);
    expect(calls).toEqual([]);
    expect(local(await ipRecords(request))).toHaveLength(before);
  });

  test("after Accept one record is created, once for the whole browser session", async ({
    page,
    request,
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

    const records = local(await ipRecords(request));
    expect(records).toHaveLength(1);
    expect(records[0]!.timezone).toBe("Europe/Berlin");
  });
});
