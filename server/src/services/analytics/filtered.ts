import { sql } from "drizzle-orm";
import { type FilterDimension, type ReportFilters } from "~/contract/analytics-report";
import type { AppContext } from "../../context";
import type { RollupRow } from "./report";
import { refreshOpenSessions } from "./sessions";

/** The rollup dimension a session tag's rows are reported under (the tables read these names). */
const rollupDimension: Record<FilterDimension, string[]> = {
  page: ["path"],
  entry: ["entry"],
  referrer: ["referrer"],
  source: ["utm_source", "entry_source"],
  medium: ["utm_medium"],
  campaign: ["utm_campaign"],
  country: ["country"],
  browser: ["browser"],
  os: ["os"],
  device: ["device"],
  event: ["event"],
  prop: ["prop"],
};

/** The tags every kept session must carry, one per filter. */
export const filterTags = (filters: ReportFilters) =>
  Object.entries(filters)
    .filter(([, v]) => v !== undefined)
    .map(([d, v]) => `${d}=${v}`);

// Visitors are counted once per day: a visitor with one session that day is one row; only visitors
// with several sessions need the distinct count.
const VISITORS = sql.raw(`(count(*) filter (where not multi and views > 0)
  + count(distinct day || ' ' || visit) filter (where multi and views > 0))::int`);
const MEASURES = sql.raw(`sum(views)::int as page_views, (count(*) filter (where views > 0))::int as sessions,
  (count(*) filter (where views = 1))::int as bounces`);

type Tagged = { tag: string; visitors: number; page_views: number; sessions: number; bounces: number };

type Range = { from: string; to: string };

/**
 * Rollup-shaped rows of the sessions that carry every filter's tag: per day `total` over the period
 * and the compared one, and every dimension's values summed over the period (dated `period.from`).
 * Both periods are read in one scan, since the tags index, not the day, finds the rows. Sessions are
 * counted with their landing view's dimensions (a source's page views are its sessions' views);
 * `path` counts a page's views and the visitors who viewed it, `event` and `prop` the times sent and
 * the visitors who sent it.
 */
export async function filteredRows(
  ctx: AppContext,
  filters: ReportFilters,
  period: Range,
  compared: Range,
): Promise<RollupRow[]> {
  await ctx.analytics.flush();
  await refreshOpenSessions(ctx.db, period.from, period.to);
  await refreshOpenSessions(ctx.db, compared.from, compared.to);
  const inPeriod = sql`day >= ${period.from} and day <= ${period.to}`;
  const result = await ctx.db.execute(sql`with s as materialized (
      select day, visit, multi, views, tags, pages, events from analytics_sessions
      where tags @> ${sql.param(filterTags(filters))}::text[]
        and (${inPeriod} or (day >= ${compared.from} and day <= ${compared.to}))
    ),
    p as (select * from s where ${inPeriod})
    select 'total' as tag, day, ${VISITORS} as visitors, ${MEASURES} from s group by day
    union all
    select t, '', ${VISITORS}, ${MEASURES} from p, unnest(tags) as t group by t
    union all
    select 'views=' || x, '', 0, count(*)::int, 0, 0 from p, unnest(pages) as x group by x
    union all
    select 'times=' || e, '', 0, count(*)::int, 0, 0 from p, unnest(events) as e group by e`);
  return toRollup((result as unknown as { rows: (Tagged & { day: string })[] }).rows, period.from);
}

/** Tag rows as rollup rows: `page=` visitors with `views=` counts, `event=`/`prop=` with `times=`. */
function toRollup(raw: (Tagged & { day: string })[], from: string): RollupRow[] {
  const out: RollupRow[] = [];
  const counted = new Map<string, number>();
  for (const r of raw)
    if (r.tag.startsWith("views=") || r.tag.startsWith("times=")) counted.set(r.tag, r.page_views);
  for (const r of raw) {
    if (r.tag === "total") {
      out.push({ ...r, dimension: "total", value: "" });
      continue;
    }
    const at = r.tag.indexOf("=");
    const dim = r.tag.slice(0, at) as FilterDimension;
    const value = r.tag.slice(at + 1);
    const names = rollupDimension[dim];
    if (!names) continue;
    // A page's, event's or property's own count; a session dimension keeps its sessions' views.
    const own = dim === "page" ? counted.get(`views=${value}`) : counted.get(`times=${r.tag}`);
    const pageViews = dim === "page" || dim === "event" || dim === "prop" ? (own ?? 0) : r.page_views;
    for (const dimension of names) out.push({ ...r, day: from, dimension, value, page_views: pageViews });
  }
  return out;
}
