import { sql } from "drizzle-orm";

// Over `analytics_sessions` rows. Visitors are counted once per day: a visitor with one session that day
// is one row; only visitors with several sessions need the distinct count.
export const VISITORS = sql.raw(`(count(*) filter (where not multi and views > 0)
  + count(distinct day || ' ' || visit) filter (where multi and views > 0))::int`);
export const MEASURES =
  sql.raw(`sum(views)::int as page_views, (count(*) filter (where views > 0))::int as sessions,
  (count(*) filter (where views = 1))::int as bounces`);
