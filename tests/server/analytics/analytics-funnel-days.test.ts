import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countPastDays } from "../../../server/src/modules/analytics/funnel-days";
import { funnelDef, type Step } from "../../../server/src/modules/analytics/funnel-sql";
import { analyticsUpkeep } from "../../../server/src/modules/analytics/rollup";
import { runDueJobs } from "../../../server/src/platform/jobs";
import { auth, json, startTestApp, type TestApp } from "../helpers";

type StepCounts = { value: string; steps: number[] };
interface Report {
  bookingFunnel: { total: StepCounts; byLandingPage: StepCounts[]; bySource: StepCounts[] };
  funnels: { id: string; name: string; counts: number[] }[];
}
interface Raw {
  at: string;
  visitor: string;
  path: string;
  event?: string;
  source?: string;
}

const BOOKING: Step[] = [
  "visit",
  { type: "page", path: "/demo" },
  { type: "event", name: "Demo started" },
  { type: "event", name: "Code sent" },
  { type: "event", name: "Demo booked" },
];
const SAVED: Step[] = [
  { type: "page", path: "/pricing" },
  { type: "event", name: "CTA click" },
  { type: "event", name: "Code sent" },
];

/** A small deterministic generator, so every run builds the same days. */
function generator(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31), s / 2 ** 31);
}

const PATHS = ["/", "/demo", "/pricing", "/about", "/contact"];
const EVENTS = ["Demo started", "Code sent", "Demo booked", "CTA click"];
const SOURCES = ["", "", "newsletter", "linkedin"];

/** Visitor-days of 1–8 hits in no fixed order, some at the same second, for `day` from `hour` on. */
function dayOf(day: string, visitors: number, seed: number, hour = 8): Raw[] {
  const rand = generator(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const rows: Raw[] = [];
  for (let v = 0; v < visitors; v++) {
    const visitor = `${day}-${seed}-${v}`;
    let t = Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`) + Math.floor(rand() * 3_600_000);
    const hits = 1 + Math.floor(rand() * 8);
    for (let k = 0; k < hits; k++) {
      const at = new Date(t).toISOString();
      // Events before the first page view happen too (a page view not sent yet).
      if (rand() < 0.4) rows.push({ at, visitor, path: pick(PATHS), event: pick(EVENTS) });
      else rows.push({ at, visitor, path: pick(PATHS), source: k === 0 ? pick(SOURCES) : "" });
      t += rand() < 0.2 ? 0 : Math.floor(rand() * 600_000);
    }
  }
  return rows;
}

const matches = (step: Step, r: Raw) =>
  step === "visit"
    ? !r.event
    : step.type === "page"
      ? !r.event && r.path === step.path
      : r.event === step.name;

/**
 * The funnel counted from the raw rows alone: per visitor-day, each step at or after the time the step
 * before was reached; the day's first page view gives the landing page and source.
 */
function expected(rows: Raw[], steps: Step[]) {
  const byVisitorDay = new Map<string, Raw[]>();
  for (const r of rows) {
    const k = `${r.at.slice(0, 10)} ${r.visitor}`;
    byVisitorDay.set(k, [...(byVisitorDay.get(k) ?? []), r]);
  }
  const by = { total: new Map<string, number[]>(), landing: new Map(), source: new Map() };
  const add = (m: Map<string, number[]>, value: string, reached: number) => {
    const c = m.get(value) ?? m.set(value, Array<number>(steps.length).fill(0)).get(value)!;
    for (let i = 0; i < reached; i++) c[i]! += 1;
  };
  for (const hits of byVisitorDay.values()) {
    const ordered = [...hits].sort((a, b) => a.at.localeCompare(b.at));
    let reached = 0;
    let since = "";
    for (const step of steps) {
      const hit = ordered.find((r) => r.at >= since && matches(step, r));
      if (!hit) break;
      reached++;
      since = hit.at;
    }
    if (!reached) continue;
    const first = ordered.find((r) => !r.event)!;
    add(by.total, "", reached);
    add(by.landing, first.path, reached);
    add(by.source, first.source ?? "", reached);
  }
  const sorted = (m: Map<string, number[]>): StepCounts[] =>
    [...m.entries()]
      .map(([value, counts]) => ({ value, steps: counts }))
      .sort((a, b) => {
        for (let i = steps.length - 1; i >= 0; i--)
          if (a.steps[i] !== b.steps[i]) return b.steps[i]! - a.steps[i]!;
        return a.value.localeCompare(b.value);
      });
  return {
    total: sorted(by.total)[0] ?? { value: "", steps: steps.map(() => 0) },
    byLandingPage: sorted(by.landing),
    bySource: sorted(by.source),
  };
}

async function insert(t: TestApp, rows: Raw[]) {
  for (const r of rows)
    await t.app.appContext.db.execute(sql`insert into analytics_events
      (time, day, visitor, kind, path, name, props, utm_source)
      values (${r.at}, ${r.at.slice(0, 10)}, ${r.visitor}, ${r.event ? "event" : "pageview"}, ${r.path},
        ${r.event ?? ""}, '{}'::jsonb, ${r.source ?? ""})`);
}

const DAYS = ["2027-03-01", "2027-03-02", "2027-03-03", "2027-03-04", "2027-03-05"];

describe("funnel counts of finished days", () => {
  let t: TestApp;
  let token: string;
  const raw: Raw[] = [];
  const api = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
  const report = async (from: string, to: string) => {
    const res = await api("GET", `/Analytics/Report?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as Report;
  };
  const add = async (rows: Raw[]) => {
    raw.push(...rows);
    await insert(t, rows);
  };
  const inRange = (from: string, to: string) =>
    raw.filter((r) => r.at.slice(0, 10) >= from && r.at.slice(0, 10) <= to);
  const storedDays = async () =>
    (
      (await t.app.appContext.db.execute(
        sql`select funnel, count(*)::int as n from analytics_funnel_days group by funnel order by funnel`,
      )) as unknown as { rows: { funnel: string; n: number }[] }
    ).rows;
  const expectRaw = async (from: string, to: string) => {
    const r = await report(from, to);
    expect(r.bookingFunnel).toEqual(expected(inRange(from, to), BOOKING));
    expect(r.funnels.map((f) => f.counts)).toEqual([expected(inRange(from, to), SAVED).total.steps]);
    return r;
  };

  beforeAll(async () => {
    t = await startTestApp({ ANALYTICS_RAW_DAYS: "800" });
    t.clock.set(new Date("2027-03-05T12:00:00Z"));
    for (const [i, day] of DAYS.entries()) await add(dayOf(day, 40, i + 1, day === DAYS.at(-1) ? 6 : 8));
    await analyticsUpkeep(t.app.appContext);
    token = await t.newToken();
  });
  afterAll(() => t.close());

  it("stores each finished day of the booking funnel when the days are rolled up", async () => {
    expect(await storedDays()).toEqual([{ funnel: expect.stringMatching(/^booking:/), n: 4 }]);
  });

  it("reads stored days plus today's raw events as the raw computation over the whole period", async () => {
    const made = await api("POST", "/Analytics/Funnels", { name: "Pricing to code", steps: SAVED });
    expect(made.statusCode, made.body).toBe(200);
    expect((await storedDays()).map((d) => d.n)).toEqual([4]);
    // Saving it queued the count of its past days; the job stores them before any report asks.
    await runDueJobs(t.app.appContext);
    expect((await storedDays()).map((d) => d.n)).toEqual([4, 4]);
    const r = await expectRaw(DAYS[0]!, DAYS.at(-1)!);
    expect(r.bookingFunnel.total.steps[0]).toBeGreaterThan(100);
    expect(r.bookingFunnel.total.steps.at(-1)).toBeGreaterThan(0);
    expect(r.funnels[0]!.counts.at(-1)).toBeGreaterThan(0);
    await expectRaw(DAYS[1]!, DAYS[2]!);
  });

  it("follows new events of today, and counts yesterday once the day is over", async () => {
    await add(dayOf(DAYS.at(-1)!, 15, 99, 13));
    await expectRaw(DAYS[0]!, DAYS.at(-1)!);
    // Past midnight, before the hourly upkeep: the report counts and stores the day that just ended.
    t.clock.set(new Date("2027-03-06T08:30:00Z"));
    token = await t.newToken();
    await add(dayOf("2027-03-06", 20, 7, 7));
    await expectRaw(DAYS[0]!, "2027-03-06");
    expect((await storedDays()).map((d) => d.n)).toEqual([5, 5]);
  });

  it("keeps a finished day as stored, as the rollups do", async () => {
    const before = await report(DAYS[0]!, DAYS[0]!);
    await insert(t, [{ at: `${DAYS[0]}T23:00:00Z`, visitor: "late", path: "/demo" }]);
    expect(await report(DAYS[0]!, DAYS[0]!)).toEqual(before);
  });

  it("a funnel deleted before its past days are counted leaves no counts", async () => {
    const made = await api("POST", "/Analytics/Funnels", {
      name: "Home to booked",
      steps: [
        { type: "page", path: "/" },
        { type: "event", name: "Demo booked" },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = (json(made).data as { id: string }).id;
    expect((await api("DELETE", `/Analytics/Funnels/${id}`)).statusCode).toBe(200);
    await runDueJobs(t.app.appContext);
    expect((await storedDays()).map((d) => d.n)).toEqual([5, 5]);
  });

  it("drops a deleted funnel's counts", async () => {
    const [f] = (await report(DAYS[0]!, DAYS[0]!)).funnels;
    expect((await api("DELETE", `/Analytics/Funnels/${f!.id}`)).statusCode).toBe(200);
    expect((await storedDays()).map((d) => d.funnel)).toEqual([expect.stringMatching(/^booking:/)]);
    const counts = (await t.app.appContext.db.execute(
      sql`select count(*)::int as n from analytics_funnel_counts where funnel like 'saved:%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(counts.rows[0]!.n).toBe(0);
  });

  it("stores nothing for a funnel deleted while its days were being counted", async () => {
    // The job read the funnel before the delete, and counts its days after it.
    await countPastDays(t.app.appContext.db, funnelDef(SAVED, false), "2027-03-05");
    expect((await storedDays()).map((d) => d.funnel)).toEqual([expect.stringMatching(/^booking:/)]);
  });
});
