import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { SESSION_GAP } from "./aggregate";

/** Serialises the rewrites of one database's session rows across instances. */
const SESSIONS_LOCK = 741_852_049;

/** The landing view's dimensions, as the tags a filter tests. */
const landing = (entry: string) =>
  sql.raw(`array['entry=' || ${entry}, 'referrer=' || referrer, 'source=' || utm_source,
    'medium=' || utm_medium, 'campaign=' || utm_campaign, 'country=' || country, 'browser=' || browser,
    'os=' || os, 'device=' || device]`);

/**
 * The `analytics_sessions` rows of one day, from its raw page views and events. Sessions split on
 * 30-minute gaps between page views, as in the rollups; an event belongs to the session of the page
 * view before it (events before the day's first page view make a session without views).
 */
export function sessionRowsSql(day: string): SQL {
  return sql`with base as (
      select visitor, time, id, kind, path, name, props, referrer, country, device, browser, os,
        utm_source, utm_medium, utm_campaign,
        kind = 'pageview' and coalesce(
          time - max(time) filter (where kind = 'pageview') over prior >= ${SESSION_GAP}, true) as starts
      from analytics_events
      where day = ${day} and kind in ('pageview', 'event')
      window prior as (partition by visitor order by time, id rows between unbounded preceding and 1 preceding)
    ),
    marked as (
      select *,
        count(*) filter (where starts) over (partition by visitor order by time, id rows unbounded preceding) as session,
        case when kind = 'event' then array['event=' || name]
          || array(select 'prop=' || key || '=' || value from jsonb_each_text(props) order by key)
        end as done
      from base
    ),
    sessions as (
      select visitor, session, (count(*) filter (where kind = 'pageview'))::int as views,
        coalesce(max(${landing("path")}) filter (where starts), min(${landing("''")})) as land,
        coalesce(array_agg(path order by time, id) filter (where kind = 'pageview'), '{}') as pages
      from marked group by visitor, session
    ),
    session_events as (
      select visitor, session, array_agg(d order by time, id) as events
      from marked, unnest(done) as d group by visitor, session
    ),
    visits as (
      select visitor, (row_number() over (order by visitor))::int as visit, count(*) > 1 as multi
      from sessions group by visitor
    ),
    visit_tags as (
      select visitor, array_agg(distinct t) as tags
      from (select visitor, 'page=' || path as t from marked where kind = 'pageview'
        union all select visitor, d from marked, unnest(done) as d) as x
      group by visitor
    )
    select ${day}::text as day, v.visit, v.multi, s.views, s.land || coalesce(vt.tags, '{}') as tags, s.pages,
      coalesce(e.events, '{}') as events
    from sessions s join visits v using (visitor)
      left join visit_tags vt using (visitor)
      left join session_events e using (visitor, session)`;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Rewrites one day's session rows and its marker, in one transaction. */
async function rewriteDay(db: Db, day: string, events: number, finished: boolean) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SESSIONS_LOCK})`);
    await tx.execute(sql`delete from analytics_sessions where day = ${day}`);
    await tx.execute(sql`insert into analytics_sessions (day, visit, multi, views, tags, pages, events)
      ${sessionRowsSql(day)}`);
    await tx.execute(sql`insert into analytics_session_days (day, events, finished)
      values (${day}, ${events}, ${finished})
      on conflict (day) do update set events = excluded.events, finished = excluded.finished`);
  });
}

/** Raw page views and events per day of [first, to]. */
async function rawCounts(db: Db, first: string, to: string) {
  return rowsOf<{ day: string; n: number }>(
    await db.execute(sql`select day, count(*)::int as n from analytics_events
      where day >= ${first} and day <= ${to} and kind in ('pageview', 'event') group by day`),
  );
}

/**
 * Rolls up the session rows of every finished day (before `today`) with raw events and no finished
 * rows yet. Days are found by a skip scan of the day index, one probe per day.
 */
export async function rollUpSessions(db: Db, today: string): Promise<number> {
  const days = rowsOf<{ day: string }>(
    await db.execute(sql`with recursive d as (
        select min(day) as day from analytics_events where day < ${today}
        union all
        select (select min(day) from analytics_events where day > d.day and day < ${today}) from d
        where d.day is not null
      )
      select day from d where day is not null
        and day not in (select day from analytics_session_days where finished)`),
  );
  for (const { day } of days) {
    const [count] = await rawCounts(db, day, day);
    await rewriteDay(db, day, count?.n ?? 0, true);
  }
  return days.length;
}

/**
 * Brings the session rows of the open days of [first, to] (those after the last finished one) up to
 * date: a day whose raw event count differs from the one its rows were made from is recomputed, so a
 * report read again without new traffic costs one count per open day.
 */
export async function refreshOpenSessions(db: Db, from: string, to: string): Promise<void> {
  const [last] = rowsOf<{ day: string | null }>(
    await db.execute(sql`select max(day) as day from analytics_session_days where finished and day <= ${to}`),
  );
  const first = last?.day && last.day >= from ? nextDay(last.day) : from;
  if (first > to) return;
  const [counts, marks] = await Promise.all([
    rawCounts(db, first, to),
    db.execute(sql`select day, events from analytics_session_days
      where day >= ${first} and day <= ${to} and not finished`),
  ]);
  const made = new Map(rowsOf<{ day: string; events: number }>(marks).map((m) => [m.day, m.events]));
  for (const { day, n } of counts) if (made.get(day) !== n) await rewriteDay(db, day, n, false);
}

const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
