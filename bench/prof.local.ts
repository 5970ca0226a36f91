import { mkdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { buildApp } from "/work/wt-analytics/server/src/app";
import { loadConfig } from "/work/wt-analytics/server/src/config";
import { rollUpFinishedDays } from "/work/wt-analytics/server/src/services/analytics/rollup";
import { trafficReport, rollupRows } from "/work/wt-analytics/server/src/services/analytics/report";
import { vitalsReport } from "/work/wt-analytics/server/src/services/analytics/vitals";

const paths = ["/", "/about", "/pricing", "/contact", "/demo", "/ai", "/service/web", "/platform/kpi-extract"];
const dataDir = "/tmp/an/pgl-data";
mkdirSync(dataDir, { recursive: true });
const url = process.env.PROF_PG;
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, BUILD_DIR: dataDir, ADMIN_EMAIL: "b@example.com", ADMIN_PASSWORD: "Bench-admin-password-1", LOG_LEVEL: "warn", ...(url ? { DATABASE_URL: url } : {}) });
const app = await buildApp(config, { print: () => {} });
const ctx = app.appContext;
const db = ctx.db;
const q = async <T>(s: ReturnType<typeof sql>) => ((await db.execute(s)) as unknown as { rows: T[] }).rows;
const [{ n }] = await q<{ n: number }>(sql`select count(*)::int as n from analytics_events`);
if (n < 1000) {
  const list = sql.raw(`array[${paths.map((p) => `'${p}'`).join(",")}]`);
  await db.execute(sql`
    insert into analytics_events (time, day, visitor, kind, path, referrer, country, device, browser, os, utm_source, utm_campaign)
    select t, to_char(t at time zone 'UTC', 'YYYY-MM-DD'), md5((i % 40000)::text || (i / 40000)::text), 'pageview',
      (${list})[1 + i % ${paths.length}], case when i % 5 = 0 then 'www.google.com' else '' end,
      (array['India','United States','United Kingdom','Germany'])[1 + i % 4],
      case when i % 3 = 0 then 'mobile' else 'desktop' end,
      (array['Chrome','Safari','Firefox','Edge'])[1 + i % 4], (array['Windows','iOS','Android','macOS'])[1 + i % 4],
      case when i % 7 = 0 then 'newsletter' else '' end, case when i % 7 = 0 then 'spring' else '' end
    from generate_series(1, 1000000) as i,
      lateral (select now() - ((i % 90) * interval '1 day') - ((i % 86400) * interval '1 second') as t) as x`);
  await rollUpFinishedDays(ctx);
  console.log("seeded");
}
const to = new Date().toISOString().slice(0, 10);
const from = new Date(Date.now() - 89 * 86400000).toISOString().slice(0, 10);
const time = async (label: string, f: () => Promise<unknown>, k = 10) => {
  const ts: number[] = [];
  for (let i = 0; i < k; i++) { const s = performance.now(); await f(); ts.push(performance.now() - s); }
  ts.sort((a, b) => a - b);
  console.log(label.padEnd(28), "min", ts[0]!.toFixed(1), "p50", ts[Math.floor(k / 2)]!.toFixed(1), "max", ts[k - 1]!.toFixed(1));
};
const mode = process.argv[2] ?? "all";
console.log((await q(sql`select day, count(*)::int from analytics_events where day >= ${to} group by day`)));
console.log("rollup rows", (await rollupRows(ctx, "2020-01-01", to)).length);
await time("report", () => trafficReport(ctx, { from, to }));
await time("rollupRows 180d", () => rollupRows(ctx, new Date(Date.now() - 179 * 86400000).toISOString().slice(0, 10), to));
await time("rollupRows detail", () => rollupRows(ctx, new Date(Date.now() - 179 * 86400000).toISOString().slice(0, 10), to, from));
const { funnelReport } = await import("/work/wt-analytics/server/src/services/analytics/funnel");
await time("funnel", () => funnelReport(ctx, from, to, []));
await time("count today", () => db.execute(sql`select count(*)::int as n from analytics_events where day >= ${to} and day <= ${to}`));
await time("max day", () => db.execute(sql`select max(day) as day from analytics_daily where dimension = 'total' and day <= ${to}`));
const { aggregateSql } = await import("/work/wt-analytics/server/src/services/analytics/aggregate");
await time("aggregate today", () => db.execute(aggregateSql(sql`day >= ${to} and day <= ${to}`)));
await time("select 1", () => db.execute(sql`select 1`));
await time("vitals", () => vitalsReport(ctx, from, to));
await time("flush", () => ctx.analytics.flush());
if (mode === "explain") {
  const { aggregateSql } = await import("/work/wt-analytics/server/src/services/analytics/aggregate");
  const r = await q<Record<string, string>>(sql`explain analyze ${aggregateSql(sql`day in (${to})`)}`);
  console.log(r.map((x) => Object.values(x)[0]).join("\n"));
  const r2 = await q<Record<string, string>>(sql`explain analyze select day, dimension, value, visitors, page_views, sessions, bounces from analytics_daily where day >= ${from} and day <= ${to}`);
  console.log(r2.map((x) => Object.values(x)[0]).join("\n"));
}
await app.close();
