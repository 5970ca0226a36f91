import { type SQL, sql } from "drizzle-orm";

/** Separates an event's name, property key and value in an `event_prop` rollup value. */
export const PROP_SEPARATOR = "|";

/** The `event_prop` rollup value of one property of one event (names and keys never hold the separator). */
export const eventPropValue = (event: string, key: string, value: string) =>
  [event, key, value].join(PROP_SEPARATOR);

/**
 * Rollup rows of named events for the days `where` selects, in the aggregate's columns: `event` per
 * name and `event_prop` per name, property key and value, each with the day's unique visitors (in
 * `visitors`) and the number of events (in `page_views`). Goals read them for finished days and the
 * same rows computed from raw events for open days, so both count alike.
 */
export function eventRollupSql(where: SQL): SQL {
  return sql`select day, 'event', name, count(distinct visitor)::int, count(*)::int, 0, 0
      from analytics_events where kind = 'event' and ${where} group by day, name
    union all
    select day, 'event_prop', name || ${PROP_SEPARATOR} || p.key || ${PROP_SEPARATOR} || p.value,
      count(distinct visitor)::int, count(*)::int, 0, 0
      from analytics_events, jsonb_each_text(props) as p
      where kind = 'event' and ${where} group by day, name, p.key, p.value`;
}
