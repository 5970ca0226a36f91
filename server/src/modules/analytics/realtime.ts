import { sql } from "drizzle-orm";
import { REALTIME_MINUTES, type Realtime } from "~/contract/analytics-sharing";
import type { AppContext } from "../../context";
import { MINUTE_MS } from "../../platform/clock";
import { companyDay } from "./company-day";

const TOP = 10;

type Row = { value: string; visitors: number };

/**
 * Visitors with any event in the last five minutes (by the app's clock), and the pages and referring
 * sites of their page views, from the raw events. Events wait up to a second in the ingest batch, so
 * they are flushed first, as the report does. The day filter lets the (day, visitor, time) index serve.
 */
export async function realtimeReport(ctx: AppContext): Promise<Realtime> {
  await ctx.analytics.flush();
  const now = ctx.clock();
  const since = new Date(now.getTime() - REALTIME_MINUTES * MINUTE_MS);
  const recent = sql`day in (${companyDay(ctx, since)}, ${companyDay(ctx, now)}) and time > ${since.toISOString()}::timestamptz
    and time <= ${now.toISOString()}::timestamptz`;
  const rowsOf = async <T>(q: ReturnType<typeof sql>) =>
    ((await ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
  const top = (column: ReturnType<typeof sql>) => sql`select ${column} as value,
      count(distinct visitor)::int as visitors
    from analytics_events where kind = 'pageview' and ${recent}
    group by 1 order by 2 desc, 1 limit ${TOP}`;
  const [total, pages, sources] = await Promise.all([
    rowsOf<{ n: number }>(
      sql`select count(distinct visitor)::int as n from analytics_events where ${recent}`,
    ),
    rowsOf<Row>(top(sql`path`)),
    rowsOf<Row>(top(sql`case when referrer = '' then 'Direct' else referrer end`)),
  ]);
  return { visitors: total[0]?.n ?? 0, pages, sources, at: now.toISOString() };
}
