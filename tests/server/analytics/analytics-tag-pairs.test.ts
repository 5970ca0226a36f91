import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsUpkeep } from "../../../server/src/modules/analytics/rollup";
import { writePairs } from "../../../server/src/modules/analytics/tag-pairs";
import { auth, json, startTestApp, type TestApp } from "../helpers";

// A single filter reads, on finished days where its tag is broad, the day's stored pairs instead of the
// session rows (tag-pairs.ts); once the table has statistics, several filters ask the tags index for
// their rarest tags only. Both ways must give the same report. Here every tag gets pairs (at least
// one session instead of PAIR_MIN_SESSIONS), and the report read from the session rows alone is the oracle.

const DAYS = ["2027-06-01", "2027-06-02", "2027-06-03"];
const PATHS = ["/", "/pricing", "/demo", "/contact"];
const EVENTS = ["CTA click", "Demo started", "Code sent"];

function generator(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31), s / 2 ** 31);
}

/** Visitor-days of 1–5 hits, some in two sessions, with events and properties, over DAYS (the last is today). */
async function seed(t: TestApp) {
  const rand = generator(11);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (const day of DAYS)
    for (let v = 0; v < 25; v++) {
      const visitor = `${day}-${v}`;
      const country = pick(["India", "India", "Germany"]);
      const device = pick(["desktop", "mobile"]);
      const source = pick(["", "", "newsletter"]);
      let at = Date.parse(`${day}T08:00:00Z`) + Math.floor(rand() * 8 * 3_600_000);
      for (let k = 0; k < 1 + Math.floor(rand() * 5); k++) {
        const event = k > 0 && rand() < 0.3 ? pick(EVENTS) : undefined;
        const props = event === "CTA click" ? { label: pick(["Book a Demo", "Get in Touch"]) } : {};
        await t.app.appContext.db.execute(sql`insert into analytics_events
          (time, day, visitor, kind, path, name, props, referrer, country, device, browser, os, utm_source)
          values (${new Date(at).toISOString()}, ${day}, ${visitor}, ${event ? "event" : "pageview"}, ${pick(PATHS)},
            ${event ?? ""}, ${JSON.stringify(props)}::jsonb, ${k === 0 ? pick(["", "www.google.com"]) : ""},
            ${country}, ${device}, 'Chrome', 'Windows', ${k === 0 ? source : ""})`);
        at += rand() < 0.2 ? 45 * 60_000 : Math.floor(rand() * 300_000);
      }
    }
}

const FILTERS = [
  "device=desktop",
  "country=India",
  "source=newsletter",
  "source=",
  "referrer=www.google.com",
  "entry=%2Fpricing",
  "page=%2Fdemo",
  "event=CTA+click",
  "prop=label%3DBook+a+Demo",
  // Several filters: the tags index is asked for the rarest three.
  "country=India&device=desktop&source=&referrer=",
  "page=%2Fdemo&event=CTA+click&device=mobile&country=India&source=",
];

describe("filters read with the day's pairs", () => {
  let t: TestApp;
  let token: string;
  const report = async (query: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/Analytics/Report?from=${DAYS[0]}&to=${DAYS.at(-1)}&${query}`,
      headers: auth(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { totals: { visitors: number } };
  };
  const fromSessions: Record<string, unknown> = {};

  beforeAll(async () => {
    t = await startTestApp({ ANALYTICS_RAW_DAYS: "800" });
    t.clock.set(new Date(`${DAYS.at(-1)}T20:00:00Z`));
    await seed(t);
    await analyticsUpkeep(t.app.appContext);
    token = await t.newToken();
    for (const f of FILTERS)
      for (const compare of ["previous", "year"])
        fromSessions[`${f}&compare=${compare}`] = await report(`${f}&compare=${compare}`);
    // Every tag of the finished days gets pairs now.
    for (const day of DAYS.slice(0, -1)) await writePairs(t.app.appContext.db, day, 1);
    // With statistics, several filters ask the tags index for their three rarest tags only.
    await t.app.appContext.db.execute(sql`analyze analytics_sessions`);
  });
  afterAll(() => t.close());

  it("stores pairs for the finished days only, none with a visitor's id", async () => {
    const { rows } = (await t.app.appContext.db.execute(
      sql`select day, count(*)::int as n from analytics_tag_pairs group by day order by day`,
    )) as unknown as { rows: { day: string; n: number }[] };
    expect(rows.map((r) => r.day)).toEqual(DAYS.slice(0, -1));
    expect(rows.every((r) => r.n > 50)).toBe(true);
  });

  for (const f of FILTERS)
    it(`${decodeURIComponent(f)}: the same report as from the session rows`, async () => {
      for (const compare of ["previous", "year"]) {
        const query = `${f}&compare=${compare}`;
        const r = await report(query);
        expect(r.totals.visitors).toBeGreaterThan(0);
        expect(r, query).toEqual(fromSessions[query]);
      }
    });
});
