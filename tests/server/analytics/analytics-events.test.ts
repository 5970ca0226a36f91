import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventsReport } from "../../../src/contract/analytics-goals";
import { collectSchema, ctaLabels, eventNames, eventPropKeys } from "../../../src/contract/collect";
import { analyticsUpkeep } from "../../../server/src/modules/analytics/rollup";
import { fetchReport } from "./report";
import { auth, json, startTestApp, type TestApp } from "../helpers";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const MIN = 60 * 1000;
const A = "81.2.69.142";
const B = "81.2.69.150";
const C = "81.2.69.160";

const collect = (t: TestApp, body: unknown, { ip = A, headers = {} as Record<string, string> } = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/Analytics/Collect",
    remoteAddress: ip,
    headers: { "user-agent": CHROME, "content-type": "text/plain;charset=UTF-8", ...headers },
    payload: JSON.stringify(body),
  });
const view = (path: string, extra: object = {}) => ({ kind: "pageview", path, ...extra });
const event = (name: string, props?: Record<string, string>, path = "/") => ({
  kind: "event",
  name,
  path,
  ...(props ? { props } : {}),
});

async function eventRows(t: TestApp) {
  await t.app.appContext.analytics.flush();
  const res = (await t.app.appContext.db.execute(
    sql`select name, path, props from analytics_events where kind = 'event' order by id`,
  )) as unknown as { rows: { name: string; path: string; props: Record<string, string> }[] };
  return res.rows;
}

const report = (t: TestApp, from: string, to: string) =>
  fetchReport<EventsReport & { totals: { visitors: number } }>(t, from, to);

describe("collecting named events", () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ RATE_LIMIT_COLLECT: "100000" })));
  afterAll(() => t.close());

  it("stores each listed event with its properties", async () => {
    const sent = [
      event("CTA click", { label: "Get in Touch", page: "/" }),
      event("CTA click", { label: "Book a Demo", page: "/service/web" }, "/service/web"),
      event("Contact sent", undefined, "/contact"),
      event("Demo started", {}, "/demo"),
      event("Code sent", undefined, "/demo"),
      event("Demo booked", undefined, "/demo"),
      event("Phone click"),
      event("Email click"),
      event("WhatsApp click"),
      event("Outbound link", { host: "github.com" }),
      event("File download", { file: "/files/price-list.pdf" }),
    ];
    for (const body of sent) expect((await collect(t, body)).statusCode, JSON.stringify(body)).toBe(202);
    const rows = await eventRows(t);
    expect(rows.map((r) => r.name)).toEqual(sent.map((s) => s.name));
    expect(rows[0]).toEqual({ name: "CTA click", path: "/", props: { label: "Get in Touch", page: "/" } });
    expect(rows[3]!.props).toEqual({});
    expect(rows[9]!.props).toEqual({ host: "github.com" });
    expect(rows[10]!.props).toEqual({ file: "/files/price-list.pdf" });
  });

  it("refuses unknown names, missing or unknown properties and values off their list, storing nothing", async () => {
    const before = (await eventRows(t)).length;
    const bad = [
      event("Signed up"),
      event("cta click", { label: "Get in Touch", page: "/" }),
      event("CTA click"),
      event("CTA click", { label: "Get in Touch" }),
      event("CTA click", { label: "Get in Touch", page: "/", extra: "x" }),
      event("Phone click", { number: "+91 98765 43210" }),
      event("Outbound link"),
      { ...event("Contact sent"), message: "hello" },
      { kind: "event", path: "/" },
    ];
    for (const body of bad) expect((await collect(t, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await eventRows(t)).length).toBe(before);
  });

  it("leaves out bots and signed-in staff for events as for page views", async () => {
    const before = (await eventRows(t)).length;
    const headless = { "user-agent": CHROME.replace("Chrome/", "HeadlessChrome/") };
    expect((await collect(t, event("Phone click"), { headers: headless })).statusCode).toBe(202);
    const staff = auth(await t.newToken());
    expect((await collect(t, event("Phone click"), { headers: staff })).statusCode).toBe(202);
    expect((await eventRows(t)).length).toBe(before);
  });
});

describe("event privacy", () => {
  // What a visitor could type into a form, and what a link could carry.
  const personal = [
    "ravi@example.org",
    "mailto:ravi@example.org",
    "+91 98765 43210",
    "9876543210",
    "(555) 123-4567",
    "/contact/ravi@example.org",
    "/call/9876543210",
    "/call/+91-98765-43210",
    "Please call me tomorrow, Ravi",
    "Ravi Kumar",
    "Acme Pvt Ltd",
  ];

  it("no property of any event takes an email address, a phone number or free text", () => {
    for (const name of eventNames)
      for (const key of [...eventPropKeys[name], "message", "email", "phone", "name", "text"])
        for (const value of personal) {
          const props = Object.fromEntries(eventPropKeys[name].map((k) => [k, k === key ? value : "/"]));
          if (name === "CTA click" && key !== "label") props.label = "Get in Touch";
          if (name === "Outbound link" && key !== "host") props.host = "github.com";
          props[key] = value;
          const parsed = collectSchema.safeParse(event(name, props));
          expect(parsed.success, `${name} ${key}=${value}`).toBe(false);
        }
  });

  it("no generated text with an @ or seven digits passes as any property (2,000 cases)", () => {
    const risky = fc.oneof(
      fc.emailAddress(),
      fc.stringMatching(/^\+?[0-9 ()-]{7,20}$/).filter((s) => (s.match(/\d/g)?.length ?? 0) >= 7),
      fc.tuple(fc.constantFrom("/", "/x/", "/files/"), fc.emailAddress()).map(([a, b]) => a + b),
      fc.tuple(fc.constantFrom("/", "/call/"), fc.stringMatching(/^[0-9-]{9,14}$/)).map(([a, b]) => a + b),
    );
    const slot = fc.constantFrom(
      ["CTA click", "label"],
      ["CTA click", "page"],
      ["Outbound link", "host"],
      ["File download", "file"],
    );
    fc.assert(
      fc.property(slot, risky, ([name, key], value) => {
        const base: Record<string, Record<string, string>> = {
          "CTA click": { label: "Get in Touch", page: "/" },
          "Outbound link": { host: "github.com" },
          "File download": { file: "/a.pdf" },
        };
        const props = { ...base[name], [key]: value };
        const digits = (value.match(/\d/g)?.length ?? 0) >= 7;
        if (!value.includes("@") && !digits) return;
        expect(collectSchema.safeParse(event(name, props)).success).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("labels come from the site's own buttons; no value is over 100 characters", () => {
    expect(ctaLabels).toContain("Get in Touch");
    expect(ctaLabels).toContain("Book a Demo");
    const long = `/${"a".repeat(100)}`;
    expect(collectSchema.safeParse(event("File download", { file: long })).success).toBe(false);
    expect(collectSchema.safeParse(event("CTA click", { label: "Get in Touch", page: long })).success).toBe(
      false,
    );
    expect(collectSchema.safeParse(event("Outbound link", { host: `${"a".repeat(97)}.com` })).success).toBe(
      false,
    );
  });
});

describe("goals", () => {
  let t: TestApp;
  let token: string;
  const api = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_COLLECT: "100000" });
    token = await t.token();
    // Day 1 (the period before): A views and calls.
    t.clock.set(new Date("2027-05-01T10:00:00Z"));
    await collect(t, view("/"));
    await collect(t, event("Phone click"));
    // Day 2 (rolled up by the upkeep): A, B and C visit; A calls twice, B clicks "Get in Touch", C "Book a Demo".
    t.clock.set(new Date("2027-05-02T10:00:00Z"));
    for (const ip of [A, B, C]) await collect(t, view("/"), { ip });
    await collect(t, event("Phone click"));
    await collect(t, event("Phone click"));
    await collect(t, event("CTA click", { label: "Get in Touch", page: "/" }), { ip: B });
    await collect(t, event("CTA click", { label: "Book a Demo", page: "/" }), { ip: C });
    // Day 3 (today, raw only): A again (a new visitor id) clicks "Get in Touch".
    t.clock.set(new Date("2027-05-03T09:00:00Z"));
    await collect(t, view("/"));
    await collect(t, event("CTA click", { label: "Get in Touch", page: "/" }));
    await analyticsUpkeep(t.app.appContext);
    token = await t.newToken();
  });
  afterAll(() => t.close());

  it("creates, lists and deletes goals; refuses bad input with field errors", async () => {
    const bad = await api("POST", "/Analytics/Goals", { name: " ", event: "Signed up" });
    expect(bad.statusCode).toBe(400);
    expect((json(bad).errors as { path: string }[]).map((e) => e.path).sort()).toEqual(["event", "name"]);
    const noKey = await api("POST", "/Analytics/Goals", {
      name: "Calls",
      event: "Phone click",
      propKey: "label",
      propValue: "x",
    });
    expect(noKey.statusCode).toBe(400);
    expect((json(noKey).errors as { path: string }[]).map((e) => e.path)).toEqual(["propKey"]);
    const unknown = await api("POST", "/Analytics/Goals", {
      name: "Calls",
      event: "Phone click",
      color: "red",
    });
    expect(unknown.statusCode).toBe(400);

    const made = await api("POST", "/Analytics/Goals", { name: "Temp", event: "Email click" });
    expect(made.statusCode).toBe(200);
    const id = (json(made).data as { id: string }).id;
    expect(
      (json(await api("GET", "/Analytics/Goals")).data as { name: string }[]).map((g) => g.name),
    ).toContain("Temp");
    expect((await api("DELETE", `/Analytics/Goals/${id}`)).statusCode).toBe(200);
    expect((await api("DELETE", `/Analytics/Goals/${id}`)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/Analytics/Goals" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("counts conversions as unique visitors per day, from rollups and today's raw events alike", async () => {
    for (const goal of [
      { name: "Calls", event: "Phone click" },
      { name: "Get in Touch clicks", event: "CTA click", propKey: "label", propValue: "Get in Touch" },
      { name: "Any CTA", event: "CTA click" },
    ])
      expect((await api("POST", "/Analytics/Goals", goal)).statusCode).toBe(200);

    const r = await report(t, "2027-05-02", "2027-05-03");
    // Visitors: 3 on day 2, 1 on day 3.
    expect(r.totals.visitors).toBe(4);
    const byName = Object.fromEntries(r.goals.map((g) => [g.name, g]));
    expect(byName.Calls).toMatchObject({ conversions: 1, rate: 0.25, previousConversions: 1 });
    expect(byName["Get in Touch clicks"]).toMatchObject({
      conversions: 2,
      rate: 0.5,
      previousConversions: 0,
    });
    expect(byName["Any CTA"]).toMatchObject({ conversions: 3, rate: 0.75 });
    expect(r.events).toEqual(
      expect.arrayContaining([
        { name: "CTA click", visitors: 3, events: 3 },
        { name: "Phone click", visitors: 1, events: 2 },
      ]),
    );

    // Day 2 was rolled up and day 3 was not: the same day read only from raw rows counts alike.
    const rolled = (await t.app.appContext.db.execute(
      sql`select dimension, value, visitors, page_views from analytics_daily
        where day = '2027-05-02' and dimension like 'event%' order by dimension, value`,
    )) as unknown as { rows: unknown[] };
    expect(rolled.rows).toEqual([
      { dimension: "event", value: "CTA click", visitors: 2, page_views: 2 },
      { dimension: "event", value: "Phone click", visitors: 1, page_views: 2 },
      { dimension: "event_prop", value: "CTA click|label|Book a Demo", visitors: 1, page_views: 1 },
      { dimension: "event_prop", value: "CTA click|label|Get in Touch", visitors: 1, page_views: 1 },
      { dimension: "event_prop", value: "CTA click|page|/", visitors: 2, page_views: 2 },
    ]);
    const today = await report(t, "2027-05-03", "2027-05-03");
    const touch = today.goals.find((g) => g.name === "Get in Touch clicks")!;
    // The period before (day 2) comes from its rollup.
    expect(touch).toMatchObject({ conversions: 1, rate: 1, previousConversions: 1, previousRate: 1 / 3 });

    // A filter narrows the report's tables, not its goals: they count every visitor of the period.
    const filtered = await t.app.inject({
      method: "GET",
      url: "/api/Analytics/Report?from=2027-05-02&to=2027-05-03&device=mobile",
      headers: auth(await t.newToken()),
    });
    expect(filtered.statusCode, filtered.body).toBe(200);
    const narrowed = json(filtered).data as EventsReport & { totals: { visitors: number } };
    expect(narrowed.goals.map((g) => [g.name, g.conversions, g.rate])).toEqual(
      r.goals.map((g) => [g.name, g.conversions, g.rate]),
    );
  });
});

describe("funnels", () => {
  let t: TestApp;
  let token: string;
  const api = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_COLLECT: "100000" });
    t.clock.set(new Date("2027-06-01T09:00:00Z"));
    // A: lands on /pricing from the newsletter and books a demo.
    await collect(t, view("/pricing", { utm: { source: "newsletter" } }));
    t.clock.advance(MIN);
    await collect(t, view("/demo"));
    for (const name of ["Demo started", "Code sent", "Demo booked"]) {
      t.clock.advance(MIN);
      await collect(t, event(name, undefined, "/demo"));
    }
    // B: lands on /demo, starts, gets a code, never books.
    await collect(t, view("/demo"), { ip: B });
    await collect(t, event("Demo started", undefined, "/demo"), { ip: B });
    t.clock.advance(MIN);
    await collect(t, event("Code sent", undefined, "/demo"), { ip: B });
    // C: "Code sent" before ever viewing /demo does not count as reaching that step.
    await collect(t, view("/"), { ip: C });
    await collect(t, event("Code sent", undefined, "/"), { ip: C });
    // A comes back the next day (a new visitor id): the earlier steps of yesterday do not carry over.
    t.clock.set(new Date("2027-06-02T09:00:00Z"));
    await collect(t, view("/"));
    await collect(t, event("Demo booked", undefined, "/"));
    token = await t.newToken();
  });
  afterAll(() => t.close());

  it("counts the booking funnel per visitor within a day, in order, by landing page and source", async () => {
    const r = await report(t, "2027-06-01", "2027-06-02");
    // Visit, /demo viewed, Demo started, Code sent, Demo booked.
    expect(r.bookingFunnel.total.steps).toEqual([4, 2, 2, 2, 1]);
    expect(r.bookingFunnel.byLandingPage).toEqual([
      { value: "/pricing", steps: [1, 1, 1, 1, 1] },
      { value: "/demo", steps: [1, 1, 1, 1, 0] },
      { value: "/", steps: [2, 0, 0, 0, 0] },
    ]);
    expect(r.bookingFunnel.bySource).toEqual([
      { value: "newsletter", steps: [1, 1, 1, 1, 1] },
      { value: "", steps: [3, 1, 1, 1, 0] },
    ]);
  });

  it("saves a funnel of pages and events and counts it the same way", async () => {
    const bad = await api("POST", "/Analytics/Funnels", {
      name: "x",
      steps: [{ type: "page", path: "demo" }],
    });
    expect(bad.statusCode).toBe(400);
    expect((json(bad).errors as { path: string }[]).map((e) => e.path).sort()).toEqual([
      "steps",
      "steps.0.path",
    ]);
    const made = await api("POST", "/Analytics/Funnels", {
      name: "Pricing to code",
      steps: [
        { type: "page", path: "/pricing" },
        { type: "page", path: "/demo" },
        { type: "event", name: "Code sent" },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const r = await report(t, "2027-06-01", "2027-06-02");
    expect(r.funnels).toEqual([expect.objectContaining({ name: "Pricing to code", counts: [1, 1, 1] })]);
    const id = (json(made).data as { id: string }).id;
    expect((json(await api("GET", "/Analytics/Funnels")).data as unknown[]).length).toBe(1);
    expect((await api("DELETE", `/Analytics/Funnels/${id}`)).statusCode).toBe(200);
    expect((await report(t, "2027-06-01", "2027-06-02")).funnels).toEqual([]);
  });
});
