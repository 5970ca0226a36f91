import { type SQL, sql } from "drizzle-orm";
import { eventRollupSql } from "./event-aggregate";

/** Gaps of this length or more between two page views start a new session. */
export const SESSION_GAP = sql.raw(`interval '30 minutes'`);

/** The columns a rollup row has; the aggregate and `analytics_daily` share them. */
export const ROLLUP_COLUMNS = sql.raw(`day, dimension, value, visitors, page_views, sessions, bounces`);

// Dimensions counted by visitors and page views, each from one column of the raw events.
const plain: [string, string][] = [
  ["path", "path"],
  ["referrer", "referrer"],
  ["country", "country"],
  ["device", "device"],
  ["browser", "browser"],
  ["os", "os"],
  ["utm_source", "utm_source"],
  ["utm_medium", "utm_medium"],
  ["utm_campaign", "utm_campaign"],
];

/**
 * Daily rollup rows computed from the raw page views of the days `where` selects. A session is one
 * visitor's views with gaps under 30 minutes; a bounce is a session of one view. Visitor ids change
 * every day, so a day's visitors are its distinct ids and a period's visitors the sum over its days.
 * Events count by name (`event`) and by each property (`prop`, `key=value`): the visitors who sent
 * them and, in `page_views`, the times they were sent.
 */
export function aggregateSql(where: SQL): SQL {
  const byColumn = plain.map(([dimension, column]) =>
    sql.raw(`select day, '${dimension}', ${column}, count(*)::int, sum(n)::int, 0, 0
        from (select day, ${column}, visitor, count(*) as n from views group by day, ${column}, visitor) as v
        group by day, ${column}`),
  );
  return sql`with ordered as (
      select day, visitor, time, path, referrer, country, device, browser, os, utm_source, utm_medium, utm_campaign,
        case when lag(time) over w is null or time - lag(time) over w >= ${SESSION_GAP} then 1 else 0 end as starts
      from analytics_events
      where kind = 'pageview' and ${where}
      window w as (partition by day, visitor order by time, id)
    ),
    views as (
      select *, sum(starts) over (partition by day, visitor order by time rows unbounded preceding) as session
      from ordered
    ),
    sessions as (
      select day, visitor, count(*)::int as views,
        -- A session's first view is the one view that starts it.
        max(path) filter (where starts = 1) as entry,
        max(utm_source) filter (where starts = 1) as source
      from views group by day, visitor, session
    )
    select day, 'total' as dimension, '' as value, count(distinct visitor)::int as visitors,
      sum(views)::int as page_views, count(*)::int as sessions, (count(*) filter (where views = 1))::int as bounces
    from sessions group by day
    union all
    select day, 'entry', entry, count(distinct visitor)::int, sum(views)::int, count(*)::int,
      (count(*) filter (where views = 1))::int
    from sessions group by day, entry
    union all
    select day, 'entry_source', source, count(distinct visitor)::int, sum(views)::int, count(*)::int,
      (count(*) filter (where views = 1))::int
    from sessions group by day, source
    union all
    ${sql.join(byColumn, sql` union all `)}
    union all
    ${eventRollupSql(where)}
    union all
    select day, 'prop', key || '=' || value, count(distinct visitor)::int, count(*)::int, 0, 0
    from analytics_events, jsonb_each_text(props) where kind = 'event' and ${where}
    group by day, key || '=' || value`;
}
