import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { SESSION_GAP } from "./aggregate";
import { counted, HITS, type Scope, scopeSql, seenSince } from "./open-day-delta";
import { backfillPairs, writePairs } from "./tag-pairs";

/** Serialises the rewrites of one database's session rows across instances. */
const SESSIONS_LOCK = 741_852_049;

/** The landing view's dimensions, as the tags a filter tests. */
const landing = (entry: string) =>
  sql.raw(`array['entry=' || ${entry}, 'referrer=' || referrer, 'source=' || utm_source,
    'medium=' || utm_medium, 'campaign=' || utm_campaign, 'country=' || country, 'browser=' || browser,
    'os=' || os, 'device=' || device]`);

/**
 * The `analytics_sessions` rows of one day, from its raw page views and events (those of `scope`), with
 * the visitor id of each. Sessions split on 30-minute gaps between page views, as in the rollups; an
 * event belongs to the session of the page view before it (events before the day's first page view
 * make a session without views). `visit` numbers the visitors of the scope from 1.
 */
export function sessionRowsSql(day: string, scope: Scope): SQL {
  return sql`with base as (
      select visitor, time, id, kind, path, name, props, referrer, country, device, browser, os,
        utm_source, utm_medium, utm_campaign,
        kind = 'pageview' and coalesce(
          time - max(time) filter (where kind = 'pageview') over prior >= ${SESSION_GAP}, true) as starts
      from analytics_events
      where day = ${day} and kind in ('pageview', 'event') and ${scopeSql(scope)}
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
      coalesce(e.events, '{}') as events, visitor
    from sessions s join visits v using (visitor)
      left join visit_tags vt using (visitor)
      left join session_events e using (visitor, session)`;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

const COLUMNS = sql.raw(`day, visit, multi, views, tags, pages, events, visitor`);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A day's session rows made again from all its events; a finished day's rows keep no visitor id. */
async function rewriteAll(tx: Tx, day: string, finished: boolean) {
  const { n, top } = await counted(tx, sql`day = ${day}`);
  await tx.execute(sql`delete from analytics_sessions where day = ${day}`);
  await tx.execute(sql`insert into analytics_sessions (${COLUMNS})
    select day, visit, multi, views, tags, pages, events, ${finished ? sql`null` : sql`visitor`}
    from (${sessionRowsSql(day, { maxId: top })}) as r`);
  await tx.execute(sql`insert into analytics_session_days (day, events, finished, max_id)
    values (${day}, ${n}, ${finished}, ${finished ? null : top})
    on conflict (day) do update set events = excluded.events, finished = excluded.finished,
      max_id = excluded.max_id, pairs = false`);
  if (finished) await writePairs(tx, day);
}

/**
 * Brings an open day's rows up to date: when every event since the rows were made has an id past
 * theirs, only the visitors who sent those events get their rows made again (a visitor keeps their
 * `visit` number; a new one takes the next); otherwise (an event arrived late with a lower id, or the
 * rows predate ids) the whole day is.
 */
async function refreshDay(tx: Tx, day: string) {
  const [mark] = rowsOf<{ events: number; finished: boolean; max_id: number | string | null }>(
    await tx.execute(sql`select events, finished, max_id from analytics_session_days where day = ${day}`),
  );
  if (mark?.finished) return;
  if (!mark || mark.max_id === null) return rewriteAll(tx, day, false);
  const seen = await seenSince(tx, sql`day = ${day}`, Number(mark.max_id));
  if (seen.n === mark.events) return;
  if (!seen.visitors || mark.events + seen.k !== seen.n) return rewriteAll(tx, day, false);
  const visitors = sql.param(seen.visitors);
  const maxId = seen.top;
  await tx.execute(sql`with gone as (
      delete from analytics_sessions where day = ${day} and visitor = any(${visitors}::text[])
      returning visitor, visit
    ),
    old as (select distinct visitor, visit from gone),
    top as (select coalesce(max(visit), 0) as m from analytics_sessions where day = ${day}),
    fresh as (${sessionRowsSql(day, { maxId, visitors: seen.visitors })})
    insert into analytics_sessions (${COLUMNS})
    select f.day, coalesce(o.visit, top.m + dense_rank() over (partition by o.visit is null order by f.visitor))::int,
      f.multi, f.views, f.tags, f.pages, f.events, f.visitor
    from fresh f left join old o using (visitor) cross join top`);
  await tx.execute(sql`update analytics_session_days set events = ${seen.n}, max_id = ${maxId}
    where day = ${day}`);
}

/** Takes the session rows' lock for the rest of the transaction. */
export const lockSessions = (tx: Tx | Db) => tx.execute(sql`select pg_advisory_xact_lock(${SESSIONS_LOCK})`);

/** Runs `work` in a transaction that holds the session rows' lock. */
const locked = (db: Db, work: (tx: Tx) => Promise<void>) =>
  db.transaction(async (tx) => {
    await lockSessions(tx);
    await work(tx);
  });

/** Raw page views and events per day of [first, to], from the trigger-kept counts. */
async function rawCounts(db: Db, first: string, to: string) {
  return rowsOf<{ day: string; n: number }>(
    await db.execute(sql`select day, sum(n)::int as n from analytics_day_counts
      where day >= ${first} and day <= ${to} and ${HITS} group by day having sum(n) > 0`),
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
  for (const { day } of days) await locked(db, (tx) => rewriteAll(tx, day, true));
  await backfillPairs(db, (work) => locked(db, work));
  return days.length;
}

/**
 * Brings the session rows of the open days of [first, to] (those after the last finished one) up to
 * date: a day whose raw event count differs from the one its rows were made from is brought up to date
 * (`refreshDay`), so a report read again without new traffic costs one count per open day, and one
 * after new traffic the rows of the visitors who sent it.
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
  for (const { day, n } of counts) if (made.get(day) !== n) await locked(db, (tx) => refreshDay(tx, day));
}

const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
