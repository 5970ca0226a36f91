// `npm run bench:analytics`: the collect endpoint's ingest rate and p99 (autocannon on loopback in a process
// of its own, so the load generator does not share the server's event loop; beacons from many User-Agents),
// then the 90-day Analytics report over generated events (p50/p95 of repeated calls, and of calls each
// after a new page view). Runs on embedded PGlite and, when BENCH_PG_URL answers, on PostgreSQL (a fresh database,
// dropped after). Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (10), BENCH_EVENTS (1,000,000),
// BENCH_PORT (3205).
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
import { loadConfig } from "../server/src/config";
import { rollUpFinishedDays } from "../server/src/services/analytics/rollup";
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
const events = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const port = Number(process.env.BENCH_PORT ?? 3205);
const pgBase = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const admin = { email: "bench@example.com", password: "Bench-admin-password-1" };
const DAY_MS = 86_400_000;

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

/** Raw page views over 90 days (older days rolled up as the hourly upkeep would), made by SQL. */
async function seed(app: Awaited<ReturnType<typeof buildApp>>, n: number) {
  const db = app.appContext.db;
  const list = sql.raw(`array[${paths.map((p) => `'${p}'`).join(",")}]`);
  await db.execute(sql`
    insert into analytics_events (time, day, visitor, kind, path, referrer, country, device, browser, os, utm_source, utm_campaign)
    select t, to_char(t at time zone 'UTC', 'YYYY-MM-DD'), md5((i % 40000)::text || (i / 40000)::text), 'pageview',
      (${list})[1 + i % ${paths.length}], case when i % 5 = 0 then 'www.google.com' else '' end,
      (array['India','United States','United Kingdom','Germany'])[1 + i % 4],
      case when i % 3 = 0 then 'mobile' else 'desktop' end,
      (array['Chrome','Safari','Firefox','Edge'])[1 + i % 4], (array['Windows','iOS','Android','macOS'])[1 + i % 4],
      case when i % 7 = 0 then 'newsletter' else '' end, case when i % 7 = 0 then 'spring' else '' end
    from generate_series(1, ${n}) as i,
      lateral (select now() - ((i % 90) * interval '1 day') - ((i % 86400) * interval '1 second') as t) as x`);
  await rollUpFinishedDays(app.appContext);
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil(q * xs.length) - 1]!;

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
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, { print: () => {} });
  await app.listen({ port, host: "127.0.0.1" });
  try {
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
    await seed(app, events);
    console.log(
      `${kind} seeded ${events} events and rolled them up in ${Math.round((Date.now() - t0) / 1000)} s`,
    );
    const login = await app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin });
    const token = (login.json() as { token: string }).token;
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 89 * DAY_MS).toISOString().slice(0, 10);
    const reportTimes = async (beforeEach?: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let k = 0; k < 20; k++) {
        await beforeEach?.();
        const s = performance.now();
        const res = await app.inject({
          method: "GET",
          url: `/api/Analytics/Report?from=${from}&to=${to}`,
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
    const repeated = await reportTimes();
    // A page view before each call: today's rows are computed afresh every time, as under live traffic.
    const live = await reportTimes(() =>
      app.inject({
        method: "POST",
        url: "/api/Analytics/Collect",
        headers: {
          "content-type": "text/plain",
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
        },
        payload: JSON.stringify({ kind: "pageview", path: "/" }),
      }),
    );
    const todayRows = (today as unknown as { rows: { n: number }[] }).rows[0]!.n;
    console.log(
      `${kind} 90-day report (20 calls each, ${todayRows} raw events today): ${repeated} read again; ${live} with a new page view before each call`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run("PGlite");
const postgres = await freshPostgres();
if (postgres) {
  try {
    await run("PostgreSQL", postgres.url);
  } finally {
    await postgres.drop();
  }
} else console.log(`PostgreSQL skipped: ${pgBase} did not answer`);
