import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectSchema } from "../../../src/contract/collect";
import { analyticsUpkeep } from "../../../server/src/modules/analytics/rollup";
import { fetchReport } from "./report";
import {
  auth,
  json,
  latestCode,
  startTestApp,
  type TestApp,
  validContact,
  validDemo,
  withTestApp,
} from "../helpers";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
const MIN = 60 * 1000;

interface Sent {
  ip?: string;
  ua?: string;
  headers?: Record<string, string>;
  contentType?: string;
}
const collect = (
  t: TestApp,
  body: unknown,
  { ip = "81.2.69.142", ua = CHROME, headers, contentType }: Sent = {},
) =>
  t.app.inject({
    method: "POST",
    url: "/api/Analytics/Collect",
    remoteAddress: ip,
    headers: { "user-agent": ua, "content-type": contentType ?? "text/plain;charset=UTF-8", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
const view = (path: string, extra: object = {}) => ({ kind: "pageview", path, ...extra });

type EventRow = Record<string, unknown> & { visitor: string; day: string; kind: string };
async function rawEvents(t: TestApp): Promise<EventRow[]> {
  await t.app.appContext.analytics.flush();
  const res = (await t.app.appContext.db.execute(
    sql`select * from analytics_events order by id`,
  )) as unknown as {
    rows: EventRow[];
  };
  return res.rows;
}
const report = (t: TestApp, from: string, to: string) =>
  fetchReport<{
    totals: Record<string, number>;
    previous: Record<string, number>;
    daily: { day: string; visitors: number; pageViews: number }[];
    tables: Record<string, { value: string; visitors: number; pageViews: number }[]>;
    funnel: {
      total: Record<string, number>;
      byLandingPage: Record<string, unknown>[];
      bySource: Record<string, unknown>[];
    };
    vitals: { path: string; samples: number; lcp: number | null; cls: number | null }[];
  }>(t, from, to);

describe("collect endpoint", () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ RATE_LIMIT_COLLECT: "100000" })));
  afterAll(() => t.close());

  it("answers 202 and stores a page view as JSON or as sendBeacon's text/plain", async () => {
    const before = (await rawEvents(t)).length;
    expect((await collect(t, view("/pricing"))).statusCode).toBe(202);
    expect((await collect(t, view("/about"), { contentType: "application/json" })).statusCode).toBe(202);
    expect((await rawEvents(t)).length).toBe(before + 2);
  });

  it("refuses unknown fields, bad paths, bad JSON and bodies over 2 KB, storing nothing", async () => {
    const before = (await rawEvents(t)).length;
    const bad: [unknown, number][] = [
      [view("/a", { ip: "1.2.3.4" }), 400],
      [view("https://evil.example/x"), 400],
      [view("//evil.example"), 400],
      [view("/a", { utm: { source: "x", extra: 1 } }), 400],
      [{ kind: "click", path: "/" }, 400],
      [{ kind: "vitals", path: "/", lcp: -1 }, 400],
      ["{not json", 400],
      [view("/a", { referrer: "x".repeat(3000) }), 413],
    ];
    for (const [body, status] of bad) {
      const res = await collect(t, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(json(res).isSuccess).toBe(false);
    }
    expect((await rawEvents(t)).length).toBe(before);
  });

  it("answers every malformed beacon with 400 and stores nothing (1,000 generated cases)", async () => {
    const before = (await rawEvents(t)).length;
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    );
    const beacon = fc.oneof(
      fc.record(
        {
          kind: fc.oneof(fc.constantFrom("pageview", "vitals"), value),
          path: fc.oneof(fc.constant("/"), value),
          referrer: value,
          utm: fc.oneof(value, fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 4 })),
          screen: value,
          lcp: value,
          cls: value,
          other: value,
        },
        { requiredKeys: [] },
      ),
      fc.array(value, { maxLength: 5 }),
      value,
    );
    await fc.assert(
      fc.asyncProperty(
        beacon.filter((b) => !collectSchema.safeParse(b).success),
        async (b) => {
          const res = await collect(t, b, { contentType: "application/json" });
          expect(res.statusCode).toBe(400);
        },
      ),
      { numRuns: 1000 },
    );
    expect((await rawEvents(t)).length).toBe(before);
  });

  it("never stores the IP address or the User-Agent; keeps country, browser, OS and device class", async () => {
    await collect(t, view("/ai", { screen: "mobile" }), { ip: "81.2.69.160", ua: IPHONE });
    const row = (await rawEvents(t)).at(-1)!;
    expect(row).toMatchObject({
      path: "/ai",
      country: "United Kingdom",
      browser: "Safari",
      os: "iOS",
      device: "mobile",
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain("81.2.69.160");
    expect(stored).not.toContain("iPhone OS");
    expect(stored).not.toContain("AppleWebKit");
  });

  it("does not count bots or signed-in staff; an invalid token counts as a visitor", async () => {
    const before = (await rawEvents(t)).length;
    expect((await collect(t, view("/bot"), { ua: HEADLESS })).statusCode).toBe(202);
    expect((await collect(t, view("/bot"), { ua: "" })).statusCode).toBe(202);
    const staff = auth(await t.newToken());
    expect((await collect(t, view("/staff"), { headers: staff })).statusCode).toBe(202);
    expect((await collect(t, view("/forged"), { headers: auth("not-a-token") })).statusCode).toBe(202);
    const paths = (await rawEvents(t)).slice(before).map((r) => r.path);
    expect(paths).toEqual(["/forged"]);
  });
});

describe("collect limits", () => {
  it("limits beacons per client address (429)", () =>
    withTestApp({ RATE_LIMIT_COLLECT: "2" }, async (t) => {
      expect((await collect(t, view("/"))).statusCode).toBe(202);
      expect((await collect(t, view("/"))).statusCode).toBe(202);
      const res = await collect(t, view("/"));
      expect(res.statusCode).toBe(429);
      expect(res.headers["retry-after"]).toBeDefined();
      expect((await collect(t, view("/"), { ip: "81.2.69.161" })).statusCode).toBe(202);
    }));
});

describe("visitor ids and salts", () => {
  it("gives one visitor one id per day, a new one the next day, and deletes the old salt", () =>
    withTestApp({}, async (t) => {
      t.clock.set(new Date("2027-03-10T09:00:00Z"));
      await collect(t, view("/"));
      await collect(t, view("/about"));
      await collect(t, view("/"), { ua: IPHONE });
      t.clock.set(new Date("2027-03-11T09:00:00Z"));
      await collect(t, view("/"));
      const rows = await rawEvents(t);
      expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
      expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
      expect(rows[3]!.visitor).not.toBe(rows[0]!.visitor);
      await analyticsUpkeep(t.app.appContext);
      const salts = (await t.app.appContext.db.execute(sql`select day from analytics_salts`)) as unknown as {
        rows: { day: string }[];
      };
      expect(salts.rows.map((r) => r.day)).toEqual(["2027-03-11"]);
    }));
});

describe("rollups, reports and purge", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ANALYTICS_RAW_DAYS: "5", RATE_LIMIT_COLLECT: "1000" });
    // Day 1 (previous period): one visitor, one view.
    t.clock.set(new Date("2027-03-01T10:00:00Z"));
    await collect(t, view("/"), { ip: "81.2.69.142" });
    // Day 2: visitor A views three pages in one session, then comes back after 40 minutes (a bounce).
    t.clock.set(new Date("2027-03-02T10:00:00Z"));
    await collect(
      t,
      view("/", { referrer: "www.google.com", utm: { source: "newsletter", campaign: "spring" } }),
    );
    t.clock.advance(5 * MIN);
    await collect(t, view("/pricing"));
    t.clock.advance(10 * MIN);
    await collect(t, view("/contact"));
    t.clock.advance(40 * MIN);
    await collect(t, view("/pricing"));
    // Visitor B (another address and phone) bounces; a vitals beacon does not count as a view.
    await collect(t, view("/pricing", { screen: "mobile" }), { ip: "81.2.69.150", ua: IPHONE });
    await collect(
      t,
      { kind: "vitals", path: "/pricing", lcp: 1800, cls: 0.05, ttfb: 300 },
      { ip: "81.2.69.150", ua: IPHONE },
    );
    await collect(t, { kind: "vitals", path: "/pricing", lcp: 3000, cls: 0.2 }, { ip: "81.2.69.142" });
    // Day 3 (today for the report): visitor A once more; not rolled up yet.
    t.clock.set(new Date("2027-03-03T08:00:00Z"));
    await collect(t, view("/about"));
    await analyticsUpkeep(t.app.appContext);
  });
  afterAll(() => t.close());

  it("rolls finished days up once and leaves today in raw events", async () => {
    const days = (await t.app.appContext.db.execute(
      sql`select day, visitors, page_views, sessions, bounces from analytics_daily where dimension = 'total' order by day`,
    )) as unknown as { rows: unknown[] };
    expect(days.rows).toEqual([
      { day: "2027-03-01", visitors: 1, page_views: 1, sessions: 1, bounces: 1 },
      { day: "2027-03-02", visitors: 2, page_views: 5, sessions: 3, bounces: 2 },
    ]);
    // Sessions by their first page: A's / → /pricing → /contact, A's later /pricing, B's /pricing.
    const entries = (await t.app.appContext.db.execute(
      sql`select value, sessions, bounces from analytics_daily where dimension = 'entry' and day = '2027-03-02' order by value`,
    )) as unknown as { rows: unknown[] };
    expect(entries.rows).toEqual([
      { value: "/", sessions: 1, bounces: 0 },
      { value: "/pricing", sessions: 2, bounces: 2 },
    ]);
    const rows = async () =>
      (
        (await t.app.appContext.db.execute(
          sql`select count(*)::int as n from analytics_daily`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const first = await rows();
    await analyticsUpkeep(t.app.appContext);
    const again = await rows();
    expect(again).toBe(first);
  });

  it("reports totals, the previous period, the daily series and the top tables", async () => {
    const r = await report(t, "2027-03-02", "2027-03-03");
    expect(r.totals).toEqual({
      visitors: 3,
      pageViews: 6,
      sessions: 4,
      viewsPerSession: 1.5,
      bounceRate: 0.75,
    });
    expect(r.previous).toMatchObject({ visitors: 1, pageViews: 1, sessions: 1, bounceRate: 1 });
    expect(r.daily).toEqual([
      { day: "2027-03-02", visitors: 2, pageViews: 5 },
      { day: "2027-03-03", visitors: 1, pageViews: 1 },
    ]);
    expect(r.tables.pages![0]).toEqual({ value: "/pricing", visitors: 2, pageViews: 3 });
    expect(r.tables.referrers).toEqual([{ value: "www.google.com", visitors: 1, pageViews: 1 }]);
    expect(r.tables.campaigns).toEqual([{ value: "spring", visitors: 1, pageViews: 1 }]);
    expect(r.tables.sources).toEqual([{ value: "newsletter", visitors: 1, pageViews: 1 }]);
    expect(r.tables.devices!.map((d) => d.value).sort()).toEqual(["desktop", "mobile"]);
    expect(r.tables.browsers!.map((d) => d.value).sort()).toEqual(["Chrome", "Safari"]);
    expect(r.tables.countries).toEqual([{ value: "United Kingdom", visitors: 3, pageViews: 6 }]);
    expect(r.vitals).toEqual([
      expect.objectContaining({ path: "/pricing", samples: 2, lcp: 2700, cls: expect.closeTo(0.1625, 6) }),
    ]);
  });

  it("gives the dashboard tiles the page views and sessions of the last 30 days", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/Analytics/DashboardStats",
      headers: auth(await t.newToken()),
    });
    expect(json(res).data).toMatchObject({ pageViews: 7, sessions: 5 });
  });

  it("refuses a reversed or too long range", async () => {
    const token = await t.newToken();
    for (const q of [
      "from=2027-03-05&to=2027-03-01",
      "from=2025-01-01&to=2027-01-01",
      "from=yesterday&to=2027-01-01",
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/Analytics/Report?${q}`,
        headers: auth(token),
      });
      expect(res.statusCode).toBe(400);
    }
    const anon = await t.app.inject({
      method: "GET",
      url: "/api/Analytics/Report?from=2027-03-01&to=2027-03-02",
    });
    expect(anon.statusCode).toBe(401);
  });

  it("purges raw events past ANALYTICS_RAW_DAYS and keeps their rollups", async () => {
    t.clock.set(new Date("2027-03-08T12:00:00Z"));
    await analyticsUpkeep(t.app.appContext);
    const left = await rawEvents(t);
    expect(left.map((r) => r.day)).toEqual(["2027-03-03"]);
    const r = await report(t, "2027-03-01", "2027-03-03");
    expect(r.totals.pageViews).toBe(7);
  });

  it("counts views that arrive between two reads, and yesterday's before the upkeep rolls it up", async () => {
    t.clock.set(new Date("2027-03-08T12:00:00Z"));
    const before = await report(t, "2027-03-08", "2027-03-08");
    expect(before.totals.pageViews).toBe(0);
    await collect(t, view("/pricing"));
    expect((await report(t, "2027-03-08", "2027-03-08")).totals.pageViews).toBe(1);
    await collect(t, view("/about"), { ip: "81.2.69.150", ua: IPHONE });
    const later = await report(t, "2027-03-08", "2027-03-08");
    expect(later.totals).toMatchObject({ visitors: 2, pageViews: 2 });
    expect(later.tables.pages!.map((p) => p.value).sort()).toEqual(["/about", "/pricing"]);
    // Past midnight, before the hourly upkeep: yesterday is read from its raw events.
    t.clock.set(new Date("2027-03-09T00:10:00Z"));
    const next = await report(t, "2027-03-08", "2027-03-09");
    expect(next.daily).toEqual([
      { day: "2027-03-08", visitors: 2, pageViews: 2 },
      { day: "2027-03-09", visitors: 0, pageViews: 0 },
    ]);
  });
});

describe("first touch and funnel", () => {
  it("stores landing page and UTM on contacts and demo requests and counts the funnel per source", () =>
    withTestApp({}, async (t) => {
      t.clock.set(new Date("2027-04-01T10:00:00Z"));
      await collect(t, view("/pricing", { utm: { source: "newsletter" } }));
      await collect(t, view("/contact"));
      await collect(t, view("/"), { ip: "81.2.69.150" });
      const touch = {
        landingPage: "/pricing",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "april",
      };
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/v1/Contact/ContactUsMailSend",
        payload: { ...validContact, ...touch },
      });
      expect(sent.statusCode).toBe(200);
      // The spec's shape without first touch stays valid.
      const plain = await t.app.inject({
        method: "POST",
        url: "/api/v1/Contact/ContactUsMailSend",
        payload: validContact,
      });
      expect(plain.statusCode).toBe(200);
      const otp = await t.app.inject({
        method: "POST",
        url: "/api/v1/Contact/SendOtp",
        payload: { ...validDemo, ...touch },
      });
      expect(otp.statusCode).toBe(200);
      const id = (json(otp).data as { id: string }).id;
      const code = latestCode(t, validDemo.email);
      expect(
        (await t.app.inject({ method: "POST", url: "/api/Book/VerifySchedule", payload: { id, code } }))
          .statusCode,
      ).toBe(200);
      // Spam (ADR 0028) is kept, but is no lead of the funnel: the counts below leave it out. A demo request
      // is Spam by its honeypot only (ADR 0042).
      for (const [url, payload] of [
        ["/api/v1/Contact/ContactUsMailSend", { ...validContact, ...touch, website: "x" }],
        ["/api/v1/Contact/SendOtp", { ...validDemo, ...touch, email: "bot@example.org", website: "x" }],
      ] as const)
        expect((await t.app.inject({ method: "POST", url, payload })).statusCode).toBe(200);

      const token = await t.newToken();
      const list = async (url: string) =>
        json(await t.app.inject({ method: "GET", url, headers: auth(token) })).data as Record<
          string,
          unknown
        >[];
      const contacts = await list("/api/v1/Contact/GetAll?pageSize=10");
      expect(contacts).toEqual(
        expect.arrayContaining([
          expect.objectContaining(touch),
          expect.objectContaining({ landingPage: null, utmSource: null, utmMedium: null, utmCampaign: null }),
        ]),
      );
      const demos = await list("/api/v1/Contact/DemoRequests?pageSize=10");
      expect(demos[0]).toMatchObject(touch);

      const r = await report(t, "2027-04-01", "2027-04-01");
      expect(r.funnel.total).toEqual({ value: "", sessions: 2, contacts: 2, demoCodes: 1, demoVerified: 1 });
      expect(r.funnel.bySource).toEqual(
        expect.arrayContaining([
          { value: "newsletter", sessions: 1, contacts: 1, demoCodes: 1, demoVerified: 1 },
          { value: "", sessions: 1, contacts: 1, demoCodes: 0, demoVerified: 0 },
        ]),
      );
      expect(r.funnel.byLandingPage).toEqual(
        expect.arrayContaining([
          { value: "/pricing", sessions: 1, contacts: 1, demoCodes: 1, demoVerified: 1 },
        ]),
      );
    }));

  it("refuses a first touch that is not a site path", async () =>
    withTestApp({}, async (t) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/Contact/ContactUsMailSend",
        payload: { ...validContact, landingPage: "https://evil.example" },
      });
      expect(res.statusCode).toBe(400);
    }));
});
