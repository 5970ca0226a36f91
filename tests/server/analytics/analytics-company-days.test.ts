import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsUpkeep } from "../../../server/src/modules/analytics/rollup";
import { contacts } from "../../../server/src/platform/db/schema";
import { auth, json, startTestApp, type TestApp, usingPostgres } from "../helpers";
import { noLimits } from "../shared-app";
import { fetchReport } from "./report";

// Analytics days run from midnight to midnight in the company's zone (COMPANY_TIME_ZONE, Asia/Kolkata by
// default: UTC+5:30), not UTC: 20:00 UTC is already 01:30 the next day there.

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Daily = { day: string; visitors: number; pageViews: number };
type Report = {
  from: string;
  to: string;
  timeZone: string;
  totals: { visitors: number; pageViews: number };
  daily: Daily[];
  funnel: { total: { contacts: number } };
};

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe(`analytics days in the company's zone (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...noLimits, RATE_LIMIT_COLLECT: "1000" });
  });
  afterAll(() => t.close());

  const view = (path: string, ip = "81.2.69.142") =>
    t.app.inject({
      method: "POST",
      url: "/api/Analytics/Collect",
      remoteAddress: ip,
      headers: { "user-agent": CHROME, "content-type": "text/plain;charset=UTF-8" },
      payload: JSON.stringify({ kind: "pageview", path }),
    });
  const at = (iso: string) => t.clock.set(new Date(iso));
  const events = async () => {
    await t.app.appContext.analytics.flush();
    return rowsOf<{ day: string; path: string; visitor: string }>(
      await t.app.appContext.db.execute(sql`select day, path, visitor from analytics_events order by id`),
    );
  };
  const rolledUp = async () =>
    rowsOf<{ day: string; visitors: number; page_views: number }>(
      await t.app.appContext.db.execute(sql`select day, visitors, page_views from analytics_daily
        where dimension = 'total' order by day`),
    );
  const preset = async (days: number) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/Analytics/Report?days=${days}`,
      headers: auth(await t.newToken()),
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as Report;
  };

  it("dates a view at 20:00 UTC on the company's next day, in reports and their presets", async () => {
    at("2027-01-15T20:00:00Z");
    expect((await view("/")).statusCode).toBe(202);
    expect((await events()).map((e) => e.day)).toEqual(["2027-01-16"]);

    const report = await fetchReport<Report>(t, "2027-01-15", "2027-01-16");
    expect(report.timeZone).toBe("Asia/Kolkata");
    expect(report.daily).toEqual([
      { day: "2027-01-15", visitors: 0, pageViews: 0 },
      { day: "2027-01-16", visitors: 1, pageViews: 1 },
    ]);
    // "Today" and "the last 7 days" end on the company's today, not UTC's 15 January.
    expect(await preset(1)).toMatchObject({ from: "2027-01-16", to: "2027-01-16", totals: { visitors: 1 } });
    expect(await preset(7)).toMatchObject({ from: "2027-01-10", to: "2027-01-16" });
    const stats = await t.app.inject({
      method: "GET",
      url: "/api/Analytics/DashboardStats",
      headers: auth(await t.newToken()),
    });
    expect(json(stats).data).toMatchObject({ pageViews: 1, sessions: 1 });
  });

  it("refuses a period given both ways, or neither, with 400", async () => {
    const token = await t.newToken();
    for (const query of [
      "days=7&from=2027-01-10&to=2027-01-16",
      "from=2027-01-10",
      "",
      "days=0",
      "days=367",
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/Analytics/Report?${query}`,
        headers: auth(token),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("ends a day at the company's midnight: a new visitor id, the rollup, and the leads' cut", async () => {
    const contact = (id: string, iso: string) =>
      t.app.appContext.db.insert(contacts).values({
        id,
        name: "Asha",
        email: `${id}@example.org`,
        message: "Hello",
        createdAt: new Date(iso),
      });
    // 23:59 and 00:00 in Kolkata, from the same browser.
    at("2027-01-16T18:29:00Z");
    await view("/pricing", "81.2.69.150");
    await contact("c-late", "2027-01-16T18:29:00Z");
    at("2027-01-16T18:30:00Z");
    await view("/about", "81.2.69.150");
    await contact("c-next", "2027-01-16T18:30:00Z");
    const [, late, next] = await events();
    expect([late!.day, next!.day]).toEqual(["2027-01-16", "2027-01-17"]);
    expect(next!.visitor).not.toBe(late!.visitor);

    // At 23:59 the 16th is today: nothing to roll up.
    at("2027-01-16T18:29:30Z");
    await analyticsUpkeep(t.app.appContext);
    expect(await rolledUp()).toEqual([]);
    at("2027-01-16T18:31:00Z");
    await analyticsUpkeep(t.app.appContext);
    expect(await rolledUp()).toEqual([{ day: "2027-01-16", visitors: 2, page_views: 2 }]);
    const salts = rowsOf<{ day: string }>(
      await t.app.appContext.db.execute(sql`select day from analytics_salts order by day`),
    );
    expect(salts.map((s) => s.day)).toEqual(["2027-01-17"]);

    const sixteenth = await fetchReport<Report>(t, "2027-01-16", "2027-01-16");
    const seventeenth = await fetchReport<Report>(t, "2027-01-17", "2027-01-17");
    expect([sixteenth.totals.visitors, seventeenth.totals.visitors]).toEqual([2, 1]);
    expect([sixteenth.funnel.total.contacts, seventeenth.funnel.total.contacts]).toEqual([1, 1]);
  });
});
