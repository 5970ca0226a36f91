import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsUpkeep } from "../../../server/src/modules/analytics/rollup";
import { auth, json, startTestApp, type TestApp } from "../helpers";

type Totals = { visitors: number; pageViews: number; sessions: number; bounceRate: number };
type Row = { value: string; visitors: number; pageViews: number };
interface Report {
  filters: Record<string, string>;
  compare: string;
  previousFrom: string;
  previousTo: string;
  totals: Totals;
  previous: Totals;
  daily: { day: string; visitors: number; pageViews: number }[];
  tables: Record<string, Row[]>;
  funnel: { total: { sessions: number; contacts: number } };
}

interface Raw {
  at: string;
  visitor: string;
  path: string;
  event?: string;
  props?: Record<string, string>;
  referrer?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  country?: string;
  browser?: string;
  os?: string;
  device?: string;
}

/** Raw rows as the collect endpoint stores them (events are written straight, as their beacon would). */
async function insert(t: TestApp, rows: Raw[]) {
  for (const r of rows) {
    await t.app.appContext.db.execute(sql`insert into analytics_events
      (time, day, visitor, kind, path, name, props, referrer, country, browser, os, device, utm_source, utm_medium, utm_campaign)
      values (${r.at}, ${r.at.slice(0, 10)}, ${r.visitor}, ${r.event ? "event" : "pageview"}, ${r.path},
        ${r.event ?? ""}, ${JSON.stringify(r.props ?? {})}::jsonb, ${r.referrer ?? ""}, ${r.country ?? ""},
        ${r.browser ?? ""}, ${r.os ?? ""}, ${r.device ?? ""}, ${r.source ?? ""}, ${r.medium ?? ""}, ${r.campaign ?? ""})`);
  }
}

const A = { visitor: "a", country: "India", browser: "Chrome", os: "Windows", device: "desktop" };
const B = { visitor: "b", country: "United States", browser: "Safari", os: "iOS", device: "mobile" };
const C = { visitor: "c", country: "Germany", browser: "Firefox", os: "Linux", device: "desktop" };
const D = { visitor: "d", country: "India", browser: "Chrome", os: "Windows", device: "desktop" };
const NEWSLETTER = { source: "newsletter", medium: "email", campaign: "spring" };

// 2027-05-10 (rolled up): A has two sessions (a newsletter visit with a CTA click, then a direct bounce
// on /pricing 50 minutes later), B bounces on /pricing from LinkedIn, C books a demo.
// 2027-05-11 (today, raw): D lands on /pricing from the newsletter and clicks "Get in Touch".
const fixture: Raw[] = [
  { ...A, at: "2027-05-10T10:00:00Z", path: "/", referrer: "www.google.com", ...NEWSLETTER },
  { ...A, at: "2027-05-10T10:05:00Z", path: "/pricing" },
  {
    ...A,
    at: "2027-05-10T10:06:00Z",
    path: "/pricing",
    event: "CTA click",
    props: { label: "Book a Demo", page: "/pricing" },
  },
  { ...A, at: "2027-05-10T10:10:00Z", path: "/contact" },
  { ...A, at: "2027-05-10T11:00:00Z", path: "/pricing" },
  {
    ...B,
    at: "2027-05-10T12:00:00Z",
    path: "/pricing",
    source: "linkedin",
    medium: "social",
    campaign: "launch",
  },
  { ...C, at: "2027-05-10T13:00:00Z", path: "/" },
  { ...C, at: "2027-05-10T13:02:00Z", path: "/demo" },
  { ...C, at: "2027-05-10T13:03:00Z", path: "/demo", event: "Demo booked" },
  { ...D, at: "2027-05-11T09:00:00Z", path: "/pricing", ...NEWSLETTER },
  {
    ...D,
    at: "2027-05-11T09:01:00Z",
    path: "/pricing",
    event: "CTA click",
    props: { label: "Get in Touch", page: "/pricing" },
  },
  // The periods compared: two days before, and a year before.
  { ...A, visitor: "e", at: "2027-05-08T09:00:00Z", path: "/", ...NEWSLETTER },
  { ...A, visitor: "f", at: "2026-05-10T09:00:00Z", path: "/", ...NEWSLETTER },
  { ...A, visitor: "f", at: "2026-05-10T09:01:00Z", path: "/about" },
];

describe("report filters", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ ANALYTICS_RAW_DAYS: "800" });
    t.clock.set(new Date("2027-05-11T12:00:00Z"));
    await insert(t, fixture);
    await analyticsUpkeep(t.app.appContext);
    token = await t.newToken();
  });
  afterAll(() => t.close());

  const get = (query: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/Analytics/Report?from=2027-05-10&to=2027-05-11${query}`,
      headers: auth(token),
    });
  const report = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as Report;
  };
  const figures = (r: Report) => ({
    visitors: r.totals.visitors,
    pageViews: r.totals.pageViews,
    sessions: r.totals.sessions,
  });

  it("rolls up the finished day's sessions and keeps today's open", async () => {
    const days = (await t.app.appContext.db.execute(
      sql`select day, finished from analytics_session_days order by day`,
    )) as unknown as { rows: unknown[] };
    expect(days.rows).toEqual([
      { day: "2026-05-10", finished: true },
      { day: "2027-05-08", finished: true },
      { day: "2027-05-10", finished: true },
    ]);
    expect(figures(await report(""))).toEqual({ visitors: 4, pageViews: 8, sessions: 5 });
  });

  it.each([
    ["&source=newsletter", { visitors: 2, pageViews: 4, sessions: 2 }],
    ["&medium=email", { visitors: 2, pageViews: 4, sessions: 2 }],
    ["&campaign=launch", { visitors: 1, pageViews: 1, sessions: 1 }],
    ["&referrer=www.google.com", { visitors: 1, pageViews: 3, sessions: 1 }],
    ["&entry=%2Fpricing", { visitors: 3, pageViews: 3, sessions: 3 }],
    ["&page=%2Fpricing", { visitors: 3, pageViews: 6, sessions: 4 }],
    ["&page=%2Fdemo", { visitors: 1, pageViews: 2, sessions: 1 }],
    ["&country=India", { visitors: 2, pageViews: 5, sessions: 3 }],
    ["&browser=Safari", { visitors: 1, pageViews: 1, sessions: 1 }],
    ["&os=Linux", { visitors: 1, pageViews: 2, sessions: 1 }],
    ["&device=mobile", { visitors: 1, pageViews: 1, sessions: 1 }],
    ["&event=CTA+click", { visitors: 2, pageViews: 5, sessions: 3 }],
    ["&event=Demo+booked", { visitors: 1, pageViews: 2, sessions: 1 }],
    ["&prop=label%3DBook+a+Demo", { visitors: 1, pageViews: 4, sessions: 2 }],
    ["&source=newsletter&page=%2Fcontact", { visitors: 1, pageViews: 3, sessions: 1 }],
    ["&country=India&event=CTA+click&prop=label%3DGet+in+Touch", { visitors: 1, pageViews: 1, sessions: 1 }],
    ["&browser=Safari&country=India", { visitors: 0, pageViews: 0, sessions: 0 }],
    ["&source=", { visitors: 2, pageViews: 3, sessions: 2 }],
  ])("filters by %s", async (query, expected) => {
    const r = await report(query);
    expect(figures(r)).toEqual(expected);
    expect(r.daily.reduce((n, d) => n + d.pageViews, 0)).toBe(expected.pageViews);
  });

  it("narrows every table: a source's pages, events and properties", async () => {
    const r = await report("&source=newsletter");
    expect(r.filters).toEqual({ source: "newsletter" });
    // A's first session and D's: / once, /pricing twice (A's later direct session is left out).
    expect(r.tables.pages).toEqual([
      { value: "/pricing", visitors: 2, pageViews: 2 },
      { value: "/", visitors: 1, pageViews: 1 },
      { value: "/contact", visitors: 1, pageViews: 1 },
    ]);
    expect(r.tables.sources).toEqual([{ value: "newsletter", visitors: 2, pageViews: 4 }]);
    expect(r.tables.countries).toEqual([{ value: "India", visitors: 2, pageViews: 4 }]);
    expect(r.tables.entries).toEqual([
      { value: "/", visitors: 1, pageViews: 3 },
      { value: "/pricing", visitors: 1, pageViews: 1 },
    ]);
    expect(r.tables.events).toEqual([{ value: "CTA click", visitors: 2, pageViews: 2 }]);
    expect(r.tables.props).toEqual([
      { value: "page=/pricing", visitors: 2, pageViews: 2 },
      { value: "label=Book a Demo", visitors: 1, pageViews: 1 },
      { value: "label=Get in Touch", visitors: 1, pageViews: 1 },
    ]);
    expect(r.tables.browsers).toEqual([{ value: "Chrome", visitors: 2, pageViews: 4 }]);
    expect(r.funnel.total.sessions).toBe(2);
  });

  it("lists events and properties unfiltered too", async () => {
    const r = await report("");
    expect(r.tables.events).toEqual([
      { value: "CTA click", visitors: 2, pageViews: 2 },
      { value: "Demo booked", visitors: 1, pageViews: 1 },
    ]);
    expect(r.tables.entries!.map((e) => e.value)).toEqual(["/pricing", "/"]);
  });

  it("compares with the period before or the same days a year before, filtered alike", async () => {
    const before = await report("&source=newsletter");
    expect(before).toMatchObject({
      compare: "previous",
      previousFrom: "2027-05-08",
      previousTo: "2027-05-09",
    });
    expect(before.previous).toMatchObject({ visitors: 1, pageViews: 1 });
    const year = await report("&source=newsletter&compare=year");
    expect(year).toMatchObject({ compare: "year", previousFrom: "2026-05-10", previousTo: "2026-05-11" });
    expect(year.previous).toMatchObject({ visitors: 1, pageViews: 2, sessions: 1 });
    expect(year.totals).toEqual(before.totals);
    const unfiltered = await report("&compare=year");
    expect(unfiltered.previous).toMatchObject({ visitors: 1, pageViews: 2 });
  });

  it("counts today's new events at the next read", async () => {
    expect(figures(await report("&event=Demo+booked"))).toMatchObject({ visitors: 1 });
    await insert(t, [
      { ...B, visitor: "g", at: "2027-05-11T11:00:00Z", path: "/demo" },
      { ...B, visitor: "g", at: "2027-05-11T11:01:00Z", path: "/demo", event: "Demo booked" },
    ]);
    expect(figures(await report("&event=Demo+booked"))).toEqual({ visitors: 2, pageViews: 3, sessions: 2 });
    expect(figures(await report("&device=mobile"))).toEqual({ visitors: 2, pageViews: 2, sessions: 2 });
  });

  it("refuses unknown dimensions and malformed filters with 400", async () => {
    for (const q of [
      "&colour=red",
      "&prop=label",
      "&compare=week",
      `&page=${"x".repeat(201)}`,
      "&source=a&source=b",
    ]) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(json(res).isSuccess).toBe(false);
    }
  });
});
