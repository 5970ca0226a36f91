import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/src/app";
import { loadConfig } from "../../../server/src/config";
import { countDaysInCompanyZone } from "../../../server/src/modules/analytics/day-zone";
import { BOOKING } from "../../../server/src/modules/analytics/funnel-sql";
import { analyticsUpkeep } from "../../../server/src/modules/analytics/rollup";
import { admin, auth, freshDatabase, json, manualClock, usingPostgres, writeFakeBuild } from "../helpers";
import { previousDatabase } from "../previous-schema";

// A database of the schema before migration 0032, whose analytics days are UTC days, started by this
// version with COMPANY_TIME_ZONE Asia/Kolkata (UTC+5:30): the days are counted again in that zone, and
// nothing is lost or counted twice.

const ZONE_MIGRATION = "0032_analytics_day_zone";

const view = (visitor: string, iso: string, day: string, path: string) =>
  sql`insert into analytics_events (time, day, visitor, kind, path)
    values (${iso}::timestamptz, ${day}, ${visitor}, 'pageview', ${path})`;
const daily = (day: string, dimension: string, value: string, counts: [number, number, number, number]) =>
  sql`insert into analytics_daily (day, dimension, value, visitors, page_views, sessions, bounces)
    values (${day}, ${dimension}, ${value}, ${counts[0]}, ${counts[1]}, ${counts[2]}, ${counts[3]})`;

/**
 * What the previous version left: 10 January's raw events purged (its rollups kept), and 14 and 15
 * January still raw, rolled up by UTC day. b viewed /demo at 20:00 UTC on the 14th (the 15th in
 * Kolkata), c /pricing at 20:00 UTC on the 15th (the 16th there).
 */
const utcDays: SQL[] = [
  daily("2027-01-10", "total", "", [5, 9, 6, 2]),
  daily("2027-01-10", "path", "/", [5, 9, 0, 0]),
  view("a", "2027-01-14T10:00:00Z", "2027-01-14", "/"),
  view("b", "2027-01-14T20:00:00Z", "2027-01-14", "/demo"),
  view("d", "2027-01-15T03:00:00Z", "2027-01-15", "/"),
  view("c", "2027-01-15T20:00:00Z", "2027-01-15", "/pricing"),
  daily("2027-01-14", "total", "", [2, 2, 2, 2]),
  daily("2027-01-15", "total", "", [2, 2, 2, 2]),
  sql`insert into analytics_session_days (day, events, finished, pairs)
    values ('2027-01-14', 2, true, true), ('2027-01-15', 2, true, true)`,
  sql`insert into analytics_sessions (day, visit, multi, views, tags, pages, events) values
    ('2027-01-14', 1, false, 1, '{entry=/,page=/}', '{/}', '{}'),
    ('2027-01-14', 2, false, 1, '{entry=/demo,page=/demo}', '{/demo}', '{}'),
    ('2027-01-15', 1, false, 1, '{entry=/,page=/}', '{/}', '{}'),
    ('2027-01-15', 2, false, 1, '{entry=/pricing,page=/pricing}', '{/pricing}', '{}')`,
  sql`insert into analytics_funnel_days (funnel, day)
    values (${BOOKING.key}, '2027-01-14'), (${BOOKING.key}, '2027-01-15')`,
  sql`insert into analytics_funnel_counts (funnel, day, dimension, value, reached, visitors) values
    (${BOOKING.key}, '2027-01-14', 'total', '', 1, 1), (${BOOKING.key}, '2027-01-14', 'total', '', 2, 1),
    (${BOOKING.key}, '2027-01-15', 'total', '', 1, 2)`,
];

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe(`a database whose analytics days are UTC days (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "srv-day-zone-"));
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    await previousDatabase(ZONE_MIGRATION, dataDir, database.url, utcDays);
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      BUILD_DIR: writeFakeBuild(join(dataDir, "build")),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: "info",
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    // Wednesday 20 January in Kolkata: every day above is finished.
    const clock = manualClock(new Date("2027-01-20T12:00:00Z"));
    app = await buildApp(config, { clock, logStream, print: () => {}, jobPollMs: 0 });
    await analyticsUpkeep(app.appContext);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const query = <T>(q: SQL) => app.appContext.db.execute(q).then((r) => rowsOf<T>(r));
  const report = async (range: string) => {
    const login = await app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin });
    const res = await app.inject({
      method: "GET",
      url: `/api/Analytics/Report?${range}`,
      headers: auth(login.json().token as string),
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as {
      totals: { visitors: number; pageViews: number };
      daily: { day: string; visitors: number; pageViews: number }[];
      tables: { pages: { value: string; visitors: number; pageViews: number }[] };
      bookingFunnel: { total: { steps: number[] } };
    };
  };

  it("dates every raw event by its day in Kolkata, once, as the app starts", async () => {
    const events = await query<{ visitor: string; day: string }>(
      sql`select visitor, day from analytics_events order by time`,
    );
    expect(events).toEqual([
      { visitor: "a", day: "2027-01-14" },
      { visitor: "b", day: "2027-01-15" },
      { visitor: "d", day: "2027-01-15" },
      { visitor: "c", day: "2027-01-16" },
    ]);
    expect(
      await query(sql`select day, kind, n::int as n from analytics_day_counts where n > 0 order by day`),
    ).toEqual([
      { day: "2027-01-14", kind: "pageview", n: 1 },
      { day: "2027-01-15", kind: "pageview", n: 2 },
      { day: "2027-01-16", kind: "pageview", n: 1 },
    ]);
    expect(await query(sql`select zone from analytics_day_zone`)).toEqual([{ zone: "Asia/Kolkata" }]);
    expect(logs.filter((l) => l.includes("analytics days counted in the company's time zone"))).toHaveLength(
      1,
    );
    // A second start (or another instance) finds them counted.
    expect(await countDaysInCompanyZone(app.appContext)).toBe(false);
  });

  it("rolls the raw days up again by those days and keeps the purged day's rollups: nothing lost, nothing twice", async () => {
    expect(
      await query(sql`select day, visitors, page_views, sessions, bounces from analytics_daily
        where dimension = 'total' order by day`),
    ).toEqual([
      { day: "2027-01-10", visitors: 5, page_views: 9, sessions: 6, bounces: 2 },
      { day: "2027-01-14", visitors: 1, page_views: 1, sessions: 1, bounces: 1 },
      { day: "2027-01-15", visitors: 2, page_views: 2, sessions: 2, bounces: 2 },
      { day: "2027-01-16", visitors: 1, page_views: 1, sessions: 1, bounces: 1 },
    ]);
    const r = await report("from=2027-01-10&to=2027-01-16");
    expect(r.totals).toMatchObject({ visitors: 9, pageViews: 13 });
    expect(r.daily.filter((d) => d.visitors)).toEqual([
      { day: "2027-01-10", visitors: 5, pageViews: 9 },
      { day: "2027-01-14", visitors: 1, pageViews: 1 },
      { day: "2027-01-15", visitors: 2, pageViews: 2 },
      { day: "2027-01-16", visitors: 1, pageViews: 1 },
    ]);
    expect(r.tables.pages).toEqual([
      { value: "/", visitors: 7, pageViews: 11 },
      { value: "/demo", visitors: 1, pageViews: 1 },
      { value: "/pricing", visitors: 1, pageViews: 1 },
    ]);
    // Funnel counts and session rows of the raw days are made again from the events, by Kolkata's days.
    expect(r.bookingFunnel.total.steps.slice(0, 2)).toEqual([4, 1]);
    const demoOn = async (day: string) =>
      (await report(`from=${day}&to=${day}&page=%2Fdemo`)).totals.visitors;
    expect([await demoOn("2027-01-14"), await demoOn("2027-01-15")]).toEqual([0, 1]);
  });
});
