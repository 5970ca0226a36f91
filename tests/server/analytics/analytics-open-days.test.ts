import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsUpkeep } from "../../../server/src/modules/analytics/rollup";
import { auth, json, startTestApp, type TestApp } from "../helpers";

// Today's figures are kept per process and, after new events, counted again for the visitors who sent
// them only (open-day-delta.ts, sessions.ts). The oracle: the same day's report once the day is over
// and the upkeep has counted it in full from the raw events.

const TODAY = "2027-04-10";
const PATHS = ["/", "/pricing", "/demo", "/contact", "/about"];
const EVENTS = ["CTA click", "Demo started", "Code sent", "Demo booked"];
const COUNTRIES = ["India", "India", "Germany", "United States"];
const DEVICES = ["desktop", "mobile"];
const SOURCES = ["", "", "", "newsletter", "linkedin"];

/** A small deterministic generator, so every run builds the same events. */
function generator(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31), s / 2 ** 31);
}

interface Hit {
  at: string;
  visitor: string;
  path: string;
  event?: string;
  label?: string;
  country: string;
  device: string;
  source: string;
}

/**
 * Hits of `visitors` (names given) between 06:00 and 12:00: each visitor's own country and device, a
 * source on some hits, named events among page views, and times in any order, so a batch can put a
 * visitor's new hit before their earlier ones (beacons arrive late) or 40 minutes after (a new session).
 */
function batch(visitors: string[], seed: number): Hit[] {
  const rand = generator(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  return visitors.flatMap((visitor) => {
    const own = generator(visitor.length * 7919 + visitor.charCodeAt(visitor.length - 1));
    const country = COUNTRIES[Math.floor(own() * COUNTRIES.length)]!;
    const device = DEVICES[Math.floor(own() * DEVICES.length)]!;
    return Array.from({ length: 1 + Math.floor(rand() * 4) }, () => {
      const at = new Date(
        Date.parse(`${TODAY}T06:00:00Z`) + Math.floor(rand() * 6 * 3_600_000),
      ).toISOString();
      const event = rand() < 0.35 ? pick(EVENTS) : undefined;
      const label = event === "CTA click" ? pick(["Book a Demo", "Get in Touch"]) : undefined;
      return { at, visitor, path: pick(PATHS), event, label, country, device, source: pick(SOURCES) };
    });
  });
}

async function insert(t: TestApp, hits: Hit[]) {
  for (const h of hits)
    await t.app.appContext.db.execute(sql`insert into analytics_events
      (time, day, visitor, kind, path, name, props, country, device, browser, os, utm_source)
      values (${h.at}, ${TODAY}, ${h.visitor}, ${h.event ? "event" : "pageview"}, ${h.path}, ${h.event ?? ""},
        ${JSON.stringify(h.label ? { label: h.label } : {})}::jsonb, ${h.country}, ${h.device}, 'Chrome',
        'Windows', ${h.source})`);
}

const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

const QUERIES = [
  "",
  "&device=desktop",
  "&source=newsletter",
  "&event=CTA+click",
  "&page=%2Fpricing",
  "&country=India&device=mobile",
  "&prop=label%3DBook+a+Demo",
];

const SAVED_FUNNEL = {
  name: "Pricing to code",
  steps: [
    { type: "page", path: "/pricing" },
    { type: "event", name: "CTA click" },
    { type: "event", name: "Code sent" },
  ],
};

/** An app at noon of TODAY with the saved funnel, and its reports of TODAY for every query. */
async function appWithFunnel() {
  const t = await startTestApp({ ANALYTICS_RAW_DAYS: "800" });
  t.clock.set(new Date(`${TODAY}T12:00:00Z`));
  let token = await t.newToken();
  const saved = await t.app.inject({
    method: "POST",
    url: "/api/Analytics/Funnels",
    headers: auth(token),
    payload: SAVED_FUNNEL,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const report = async (query: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/Analytics/Report?from=${TODAY}&to=${TODAY}${query}`,
      headers: auth(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    // A saved funnel's id and creation time are the app's own; its counts are what is compared.
    const data = json(res).data as { funnels: Record<string, unknown>[] };
    return { ...data, funnels: data.funnels.map(({ id: _id, createdAt: _at, ...f }) => f) };
  };
  const reports = async () => {
    const out: Record<string, unknown> = {};
    for (const q of QUERIES) out[q] = await report(q);
    return out;
  };
  /** Past midnight, with the upkeep's full count of TODAY done. */
  const finishDay = async () => {
    t.clock.set(new Date("2027-04-11T01:00:00Z"));
    await analyticsUpkeep(t.app.appContext);
    token = await t.newToken();
  };
  return { t, reports, finishDay };
}

/** Moves the id sequence 50 past the highest id, and returns an id in the gap it leaves. */
async function leaveIdGap(t: TestApp): Promise<number> {
  const { rows } = (await t.app.appContext.db.execute(
    sql`select coalesce(max(id), 0)::int as id from analytics_events`,
  )) as unknown as { rows: { id: number }[] };
  const top = rows[0]!.id;
  await t.app.appContext.db.execute(
    sql`select setval(pg_get_serial_sequence('analytics_events', 'id'), ${top + 50})`,
  );
  return top + 10;
}

const LATE: Hit = {
  at: `${TODAY}T07:00:00Z`,
  visitor: "v6",
  path: "/pricing",
  country: "India",
  device: "desktop",
  source: "newsletter",
};

// Each stage's new events: old visitors come back (some hits before their earlier ones), new ones arrive.
const STAGES: Hit[][] = [
  batch(names("v", 30), 1),
  batch([...names("v", 8), ...names("w", 6)], 2),
  batch(["v3", "w1", "x0"], 3),
  [...batch(["v5"], 4), LATE],
];

describe("today's figures under live traffic", () => {
  let live: Awaited<ReturnType<typeof appWithFunnel>>;
  const seen: Record<string, unknown>[] = [];

  beforeAll(async () => {
    live = await appWithFunnel();
    let gap = 0;
    for (const [i, hits] of STAGES.entries()) {
      // Stage 3's ids start past a gap; stage 4's last event takes an id in it, below ids already
      // counted, as a batch that another instance committed late would.
      if (i === 2) gap = await leaveIdGap(live.t);
      if (i < STAGES.length - 1) await insert(live.t, hits);
      else {
        await insert(live.t, hits.slice(0, -1));
        await live.t.app.appContext.db.execute(sql`insert into analytics_events
          (id, time, day, visitor, kind, path, name, props, country, device, browser, os, utm_source)
          overriding system value
          values (${gap}, ${LATE.at}, ${TODAY}, ${LATE.visitor}, 'pageview', ${LATE.path}, '', '{}'::jsonb,
            ${LATE.country}, ${LATE.device}, 'Chrome', 'Windows', ${LATE.source})`);
      }
      seen.push(await live.reports());
    }
  });
  afterAll(() => live.t.close());

  for (const [i] of STAGES.entries())
    it(`after stage ${i + 1} of new events, reads as the same events counted in full`, async () => {
      const oracle = await appWithFunnel();
      try {
        await insert(oracle.t, STAGES.slice(0, i + 1).flat());
        await oracle.finishDay();
        const full = await oracle.reports();
        for (const q of QUERIES) expect(seen[i]![q], `report${q || " (no filter)"}`).toEqual(full[q]);
      } finally {
        await oracle.t.close();
      }
    });

  it("keeps the per-day counts the trigger writes equal to the events, through inserts and deletes", async () => {
    const db = live.t.app.appContext.db;
    const rows = async (q: ReturnType<typeof sql>) =>
      ((await db.execute(q)) as unknown as { rows: { day: string; kind: string; n: number }[] }).rows;
    const counts = () =>
      rows(sql`select day, kind, n::int as n from analytics_day_counts where n > 0 order by day, kind`);
    const actual = () =>
      rows(
        sql`select day, kind, count(*)::int as n from analytics_events group by day, kind order by day, kind`,
      );
    expect((await counts()).length).toBeGreaterThan(0);
    expect(await counts()).toEqual(await actual());
    await db.execute(sql`delete from analytics_events where visitor in ('v1', 'w2') and kind = 'event'`);
    expect(await counts()).toEqual(await actual());
  });

  it("grows with each stage, and keeps no visitor id once the day is finished", async () => {
    const views = seen.map((r) => (r[""] as { totals: { pageViews: number } }).totals.pageViews);
    expect(views).toEqual([...new Set(views)].sort((a, b) => a - b));
    await live.finishDay();
    const { rows } = (await live.t.app.appContext.db.execute(
      sql`select count(*)::int as n, count(visitor)::int as with_id from analytics_sessions`,
    )) as unknown as { rows: { n: number; with_id: number }[] };
    expect(rows[0]!.n).toBeGreaterThan(30);
    expect(rows[0]!.with_id).toBe(0);
  });
});
