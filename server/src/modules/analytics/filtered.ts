import { sql } from "drizzle-orm";
import { type FilterDimension, type ReportFilters } from "~/contract/analytics-report";
import type { AppContext } from "../../context";
import type { RollupRow } from "./rollup-row";
import { MEASURES, VISITORS } from "./session-measures";
import { refreshOpenSessions } from "./sessions";
import { daysWithPairs } from "./tag-pairs";

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

type Tagged = { tag: string; visitors: number; page_views: number; sessions: number; bounces: number };

type Range = { from: string; to: string };

/** Every day of the two ranges. */
function daysOf(...ranges: Range[]): string[] {
  const days = new Set<string>();
  for (const { from, to } of ranges)
    for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000)
      days.add(new Date(t).toISOString().slice(0, 10));
  return [...days];
}

/** How many of the filter's tags the tags index is asked for; the rest are tested on the rows it finds. */
const PROBE_TAGS = 3;

/**
 * The rarest of the filter's tags. The index intersects every tag it is given in full, and a broad tag
 * ("desktop", 60% of sessions) is a long list to read; the rarest few already leave few rows, on which
 * the other tags are tested. How common a tag is comes from the table's statistics (a tag not among the
 * most common elements is rare); before the table was ever analysed, every tag is asked for.
 */
async function probeTags(db: AppContext["db"], tags: string[]): Promise<string[]> {
  if (tags.length <= PROBE_TAGS) return tags;
  const { rows } = (await db.execute(sql`select most_common_elems::text::text[] as elems,
      most_common_elem_freqs as freqs from pg_stats
    where schemaname = current_schema() and tablename = 'analytics_sessions' and attname = 'tags'`)) as unknown as {
    rows: { elems: string[] | null; freqs: number[] | null }[];
  };
  const stats = rows[0];
  if (!stats?.elems || !stats.freqs) return tags;
  const share = new Map(stats.elems.map((e, i) => [e, stats.freqs![i] ?? 0]));
  return [...tags].sort((a, b) => (share.get(a) ?? 0) - (share.get(b) ?? 0)).slice(0, PROBE_TAGS);
}

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
  const tags = filterTags(filters);
  const inPeriod = sql`day >= ${period.from} and day <= ${period.to}`;
  const inEither = sql`(${inPeriod} or (day >= ${compared.from} and day <= ${compared.to}))`;
  // One filter: the finished days where it is broad read its pairs (tag-pairs.ts); the rest, the sessions.
  const paired = tags.length === 1 ? await daysWithPairs(ctx.db, tags[0]!, inEither) : [];
  const pairedDays = sql`day = any(${sql.param(paired)}::text[])`;
  // With pairs, the few days left (today's) are read by the day index, then tested for the tag: the
  // tags index would hand over the tag's sessions of every day, to be dropped by their day.
  const rest = sql.param(daysOf(period, compared).filter((d) => !paired.includes(d)));
  const sessions = paired.length
    ? sql`select * from (select day, visit, multi, views, tags, pages, events from analytics_sessions
        where day = any(${rest}::text[]) offset 0) as d where tags @> ${sql.param(tags)}::text[]`
    : sql`select * from (select day, visit, multi, views, tags, pages, events from analytics_sessions
        where tags @> ${sql.param(await probeTags(ctx.db, tags))}::text[] and ${inEither}
        offset 0) as d where tags @> ${sql.param(tags)}::text[]`;
  const fromPairs = paired.length
    ? sql`union all
      select tag, day, visitors, page_views, sessions, bounces from analytics_tag_pairs
      where filter = ${tags[0]} and tag = ${tags[0]} and ${pairedDays}
      union all
      select tag, '', sum(visitors)::int, sum(page_views)::int, sum(sessions)::int, sum(bounces)::int
      from analytics_tag_pairs where filter = ${tags[0]} and ${pairedDays} and ${inPeriod} group by tag`
    : sql``;
  const result = await ctx.db.execute(sql`with s as materialized (${sessions}),
    p as (select * from s where ${inPeriod}),
    counted as (
      select 'total' as tag, day, ${VISITORS} as visitors, ${MEASURES} from s group by day
      union all
      select t, '', ${VISITORS}, ${MEASURES} from p, unnest(tags) as t group by t
      union all
      select 'views=' || x, '', 0, count(*)::int, 0, 0 from p, unnest(pages) as x group by x
      union all
      select 'times=' || e, '', 0, count(*)::int, 0, 0 from p, unnest(events) as e group by e
      ${fromPairs}
    )
    -- A filter's own tag (from the pairs) is its total; a tag counted both ways adds up (days apart).
    select case when tag = ${tags[0] ?? ""} and day <> '' then 'total' else tag end as tag, day,
      sum(visitors)::int as visitors, sum(page_views)::int as page_views, sum(sessions)::int as sessions,
      sum(bounces)::int as bounces
    from counted group by 1, 2`);
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
