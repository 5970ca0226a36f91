// `npm run bench:analytics`: the collect endpoint's ingest rate and p99 (autocannon on loopback in a process
// of its own, so the load generator does not share the server's event loop; beacons from many User-Agents),
// then the 90-day Analytics report (with the booking funnel and one saved funnel) over generated events,
// unfiltered and with each filter combination of `combinations` (ADR 0049): p50/p95 of repeated calls, and
// of calls each after a new page view. Runs on embedded PGlite and, when BENCH_PG_URL answers, on
// PostgreSQL (a fresh database, dropped after).
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (10), BENCH_EVENTS (10,000,000), BENCH_PORT (3205),
// BENCH_CALLS (20), BENCH_ONLY (pglite | postgres), BENCH_COMBINATIONS (names, comma-separated),
// BENCH_REUSE_URL (a PostgreSQL database seeded by an earlier run that was stopped: reports only).
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../server/src/app";
import { runDueJobs } from "../server/src/platform/jobs";
import { loadConfig } from "../server/src/config";
import { rollUpFinishedDays } from "../server/src/modules/analytics/rollup";
import { companyDay } from "../server/src/modules/analytics/company-day";
import { addDays } from "../server/src/platform/zoned-day";
import { type LoadOptions, type LoadResult, paths } from "./analytics-load";

/** Runs the ingest load in a process of its own and reads its figures. */
const execFileAsync = promisify(execFile);

async function load(options: LoadOptions): Promise<LoadResult> {
  const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
  const script = fileURLToPath(new URL("./analytics-load.ts", import.meta.url));
  const { stdout } = await execFileAsync(tsx, [script, JSON.stringify(options)], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout) as LoadResult;
}

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const events = Number(process.env.BENCH_EVENTS ?? 10_000_000);
/** BENCH_ONLY=pglite or postgres runs one database only. */
const only = process.env.BENCH_ONLY;
const port = Number(process.env.BENCH_PORT ?? 3205);
const pgBase = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const admin = { email: "bench@example.com", password: "Bench-admin-password-1" };

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const name = `bench_analytics_${randomBytes(4).toString("hex")}`;
  try {
    const c = new pg.Client({ connectionString: pgBase });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
  } catch {
    return undefined;
  }
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: pgBase });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

const list = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(",")}]`;
const sitePaths = [
  ...paths,
  ...["/service/mobile", "/service/cloud", "/service/data", "/service/ai", "/insights", "/careers"],
  ...["/privacy", "/terms", "/platform", "/case-studies", "/faq", "/blog", "/team", "/partners"],
  ...["/insights/a", "/insights/b", "/insights/c", "/insights/d", "/case-studies/a", "/case-studies/b"],
];

/**
 * Raw page views and events over 90 days, made by one SQL statement: `events / 3` visitor-days of 1 to 5
 * hits each (about one in four after the first is a named event with properties), skewed countries,
 * browsers and devices, a referrer on 32% and UTM on 12% of landing views, and one visitor-day in seven
 * split into two sessions by a 40-minute gap. Older days are then rolled up as the hourly upkeep would.
 * The table's indexes are dropped during the insert and made again after (much faster than keeping them).
 */
async function seed(app: Awaited<ReturnType<typeof buildApp>>, n: number) {
  const db = app.appContext.db;
  const rows = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: T[] };
  const indexes = (
    await rows<{ name: string; def: string }>(sql`select indexname as name, indexdef as def from pg_indexes
      where tablename = 'analytics_events' and indexname <> 'analytics_events_pkey'`)
  ).rows;
  for (const i of indexes) await db.execute(sql.raw(`drop index ${i.name}`));
  const rand = (mul: number, add: number) => `((v * ${mul} + ${add}) % 4294967296 / 4294967296.0)`;
  // Dated as the ingest dates them: the company's day of each event's time.
  const zone = app.appContext.company.current().timeZone.replaceAll("'", "");
  await db.execute(
    sql.raw(`
    insert into analytics_events (time, day, visitor, kind, path, name, props, referrer, country, device,
      browser, os, utm_source, utm_medium, utm_campaign)
    select t, to_char(t at time zone '${zone}', 'YYYY-MM-DD'), vis, case when ev then 'event' else 'pageview' end, p,
      case when not ev then '' when r3 < 0.6 then 'CTA click' when r3 < 0.8 then 'Outbound link'
        when r3 < 0.93 then 'Demo started' else 'Demo booked' end,
      case when not ev then '{}'::jsonb
        when r3 < 0.6 then jsonb_build_object('label', (array['Book a Demo','Get in Touch','See pricing'])[1 + floor(r4 * 3)::int], 'page', p)
        when r3 < 0.8 then jsonb_build_object('host', (array['github.com','www.linkedin.com','x.com'])[1 + floor(r4 * 3)::int])
        else '{}'::jsonb end,
      case when k = 1 then ref else '' end, country, device, browser, os,
      case when k = 1 then src else '' end, case when k = 1 then med else '' end, case when k = 1 then camp else '' end
    from generate_series(0::bigint, ${Math.round(n / 3)} - 1) as v,
      lateral (select md5(v::text) as vis, ${rand(2654435761, 0)} as r1, ${rand(2246822519, 374761393)} as r2,
        ${rand(3266489917, 668265263)} as r5, ${rand(1610612741, 97)} as r6, ${rand(805306457, 13)} as r7) as b,
      lateral (select
        (${list(["India", "United States", "United Kingdom", "Germany", "France", "Canada", "Australia", "Netherlands", "Singapore", "Brazil", "Japan", "Spain", "Italy", "Sweden", "Poland", "Mexico"])})[1 + floor(16 * r1 * r1)::int] as country,
        (${list(["desktop", "mobile", "tablet"])})[1 + floor(3 * r2 * r2)::int] as device,
        (${list(["Chrome", "Safari", "Firefox", "Edge", "Samsung Internet", "Opera"])})[1 + floor(6 * r5 * r5)::int] as browser,
        (${list(["Windows", "iOS", "Android", "macOS", "Linux"])})[1 + floor(5 * r6 * r5)::int] as os,
        case when r6 < 0.25 then 'www.google.com' when r6 < 0.3 then 'www.linkedin.com'
          when r6 < 0.32 then 'news.ycombinator.com' else '' end as ref,
        case when r7 > 0.92 then 'newsletter' when r7 > 0.89 then 'linkedin' when r7 > 0.88 then 'partner' else '' end as src,
        case when r7 > 0.92 then 'email' when r7 > 0.89 then 'social' when r7 > 0.88 then 'referral' else '' end as med,
        case when r7 > 0.95 then 'spring' when r7 > 0.92 then 'autumn' when r7 > 0.89 then 'launch' else '' end as camp,
        date_trunc('day', now()) - (v % 90) * interval '1 day' + floor(r2 * 86000) * interval '1 second' as start,
        1 + floor(r1 * 997 % 1 * 5)::int as n, floor(r5 * 991 % 1 * ${sitePaths.length})::int as entry,
        r2 * 983 % 1 < 0.15 as gap) as c,
      lateral generate_series(1::bigint, n) as k,
      lateral (select start + (k - 1) * (case when gap and k > 2 then interval '40 minutes' else interval '50 seconds' end) as t,
        (${list(sitePaths)})[1 + (entry + (k - 1) * (1 + v % 7)) % ${sitePaths.length}] as p,
        k > 1 and ((v + k) * 2654435761) % 100 < 24 as ev,
        ((v * 5 + k) * 2246822519) % 4294967296 / 4294967296.0 as r3,
        ((v * 5 + k) * 3266489917) % 4294967296 / 4294967296.0 as r4) as d
    where t <= now()`),
  );
  for (const i of indexes) await db.execute(sql.raw(i.def));
  await db.execute(sql`analyze analytics_events`);
  const t0 = Date.now();
  await rollUpFinishedDays(app.appContext);
  await db.execute(sql`analyze analytics_sessions`);
  return { rollUpSeconds: Math.round((Date.now() - t0) / 1000) };
}

/**
 * Bytes per million events of the raw events, the daily rollups, the session rows and the tag pairs (with indexes), and
 * the size of the funnel counts (the booking funnel's and the saved funnel's, after the reports).
 */
async function storage(app: Awaited<ReturnType<typeof buildApp>>) {
  const res = (await app.appContext.db.execute(sql`select count(*)::int as events,
      pg_total_relation_size('analytics_events')::float8 as raw,
      pg_total_relation_size('analytics_daily')::float8 as daily,
      pg_total_relation_size('analytics_sessions')::float8 as sessions,
      pg_relation_size('analytics_sessions_tags_idx')::float8 as tags,
      pg_total_relation_size('analytics_funnel_counts')::float8 + pg_total_relation_size('analytics_funnel_days')::float8 as funnels,
      pg_total_relation_size('analytics_tag_pairs')::float8 as pairs,
      (select count(*)::int from analytics_sessions) as session_rows
    from analytics_events`)) as unknown as {
    rows: {
      events: number;
      raw: number;
      daily: number;
      sessions: number;
      tags: number;
      funnels: number;
      pairs: number;
      session_rows: number;
    }[];
  };
  const r = res.rows[0]!;
  const perMillion = (bytes: number) => `${(((bytes / r.events) * 1e6) / 2 ** 20) | 0} MB`;
  return `${r.events} events, ${r.session_rows} sessions; per million events: raw ${perMillion(r.raw)}, daily rollups ${perMillion(r.daily)}, sessions ${perMillion(r.sessions)} (of which the tags index ${perMillion(r.tags)}), tag pairs ${perMillion(r.pairs)}, funnel counts ${(r.funnels / 2 ** 10) | 0} kB in all`;
}

/** The filters measured, from one dimension to every one combined. */
const combinations: [string, string][] = [
  ["no filter", ""],
  ["source", "&source=newsletter"],
  ["page", "&page=%2Fpricing"],
  ["event", "&event=CTA+click"],
  ["property", "&prop=label%3DBook+a+Demo"],
  ["device (broad)", "&device=desktop"],
  ["country and device (broad)", "&country=India&device=desktop"],
  [
    "every filter",
    "&page=%2Fpricing&entry=%2Fcase-studies%2Fa&referrer=&source=newsletter&medium=email&campaign=autumn" +
      "&country=India&browser=Chrome&os=iOS&device=desktop&event=CTA+click&prop=label%3DGet+in+Touch",
  ],
];

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil(q * xs.length) - 1]!;

/** BENCH_REUSE_URL: a database a run seeded before (kept when the run was stopped): reports only. */
const reuse = process.env.BENCH_REUSE_URL;

async function run(kind: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-analytics-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    BUILD_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "warn",
    RATE_LIMIT_COLLECT: "100000000",
    RATE_LIMIT_LOGIN_IP: "1000",
    // The generated 90 days stay raw (the upkeep at start would otherwise purge most of them).
    ANALYTICS_RAW_DAYS: "400",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // The job worker is off: the saved funnel's job (its past days) is run and timed by `reports`.
  const app = await buildApp(config, { print: () => {}, jobPollMs: 0 });
  await app.listen({ port, host: "127.0.0.1" });
  try {
    if (!reuse) await ingestAndSeed(kind, app);
    await reports(kind, app);
    console.log(`${kind} storage: ${await storage(app)}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function ingestAndSeed(kind: string, app: Awaited<ReturnType<typeof buildApp>>) {
  const ingest = await load({ url: `http://127.0.0.1:${port}`, connections, duration });
  await app.appContext.analytics.flush();
  const stored = (await app.appContext.db.execute(
    sql`select count(*)::int as n from analytics_events`,
  )) as unknown as {
    rows: { n: number }[];
  };
  console.log(
    `${kind} ingest (load from another process): ${Math.round(ingest.requests.average)} events/s, p50 ${ingest.latency.p50} ms, p99 ${ingest.latency.p99} ms, non-2xx ${ingest.non2xx}, stored ${stored.rows[0]!.n}`,
  );
  // The report runs over the generated events alone: the ingest burst (all of it today, and more of it
  // the faster the ingest) would otherwise make the report's figure depend on the ingest's.
  await app.appContext.db.execute(sql`delete from analytics_events`);

  const t0 = Date.now();
  const { rollUpSeconds } = await seed(app, events);
  console.log(
    `${kind} seeded ${events} events in ${Math.round((Date.now() - t0) / 1000)} s (of which ${rollUpSeconds} s rolling up)`,
  );
}

async function reports(kind: string, app: Awaited<ReturnType<typeof buildApp>>) {
  const login = await app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin });
  const token = (login.json() as { token: string }).token;
  // A saved funnel, so the report counts one besides the booking funnel.
  const funnel = await app.inject({
    method: "POST",
    url: "/api/Analytics/Funnels",
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name: "Pricing to demo",
      steps: [
        { type: "page", path: "/pricing" },
        { type: "event", name: "CTA click" },
        { type: "event", name: "Demo started" },
      ],
    },
  });
  if (funnel.statusCode !== 200) throw new Error(`saving a funnel answered ${funnel.statusCode}`);
  // Saving queued the count of the funnel's past days, which the worker would run within seconds.
  const jobStart = performance.now();
  await runDueJobs(app.appContext);
  const jobMs = performance.now() - jobStart;
  const to = companyDay(app.appContext, new Date());
  const from = addDays(to, -89);
  const calls = Number(process.env.BENCH_CALLS ?? 20);
  const reportTimes = async (query: string, beforeEach?: () => Promise<unknown>, n = calls) => {
    const times: number[] = [];
    for (let k = 0; k < n; k++) {
      await beforeEach?.();
      const s = performance.now();
      const res = await app.inject({
        method: "GET",
        url: `/api/Analytics/Report?from=${from}&to=${to}${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`report answered ${res.statusCode}`);
      times.push(performance.now() - s);
    }
    return `p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms`;
  };
  const today = await app.appContext.db.execute(
    sql`select count(*)::int as n from analytics_events where day = ${to}`,
  );
  const todayRows = (today as unknown as { rows: { n: number }[] }).rows[0]!.n;
  console.log(`${kind} 90-day report, ${calls} calls each, ${todayRows} raw events today:`);
  console.log(`  the saved funnel's job, counting its past days: ${jobMs.toFixed(0)} ms`);
  const firstCall = performance.now();
  await reportTimes("", undefined, 1);
  console.log(`  first call after that job: ${(performance.now() - firstCall).toFixed(0)} ms`);
  // BENCH_COMBINATIONS="every filter,source" measures those only.
  const chosen = process.env.BENCH_COMBINATIONS?.split(",");
  for (const [name, query] of combinations.filter(([n]) => !chosen || chosen.includes(n))) {
    // The first call brings today's session rows up to date and is not counted; a combination
    // slower than 2 s a call is measured over 5 calls only.
    const first = performance.now();
    await reportTimes(query, undefined, 1);
    const took = performance.now() - first;
    const n = took > 5000 ? 3 : took > 2000 ? 5 : calls;
    const year = name === "no filter" || name === "every filter";
    console.log(
      `  ${name}: ${await reportTimes(query, undefined, n)} (${n} calls)` +
        (year
          ? `; compared with a year before: ${await reportTimes(`${query}&compare=year`, undefined, n)}`
          : ""),
    );
  }
  // A page view before each call: today's rows are computed afresh every time, as under live traffic.
  const pageView = () =>
    app.inject({
      method: "POST",
      url: "/api/Analytics/Collect",
      headers: {
        "content-type": "text/plain",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
      },
      payload: JSON.stringify({ kind: "pageview", path: "/" }),
    });
  for (const [name, query] of [combinations[0]!, combinations[1]!, combinations.at(-1)!].filter(
    ([n]) => !chosen || chosen.includes(n),
  ))
    console.log(`  ${name}, a new page view before each call: ${await reportTimes(query, pageView, 10)}`);
}

if (reuse) await run("PostgreSQL (reused)", reuse);
else if (only !== "postgres") await run("PGlite");
const postgres = only === "pglite" || reuse ? undefined : await freshPostgres();
if (postgres) {
  try {
    await run("PostgreSQL", postgres.url);
  } finally {
    await postgres.drop();
  }
} else if (!reuse && only !== "pglite") console.log(`PostgreSQL skipped: ${pgBase} did not answer`);
