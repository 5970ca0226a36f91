import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { FunnelStep } from "~/contract/analytics-goals";
import { type Scope, scopeSql } from "./open-day-delta";

export type Step = FunnelStep | "visit";

/** A funnel as it is counted and stored: its steps, and whether it is broken down by landing page and source. */
export interface FunnelDef {
  /** The store's key, made from the steps, so counts kept under it are always those steps' counts. */
  key: string;
  steps: Step[];
  breakdown: boolean;
}

/** Visitor-days whose furthest step in order is `reached` (1-based), overall or per landing page or source. */
export interface CountRow {
  dimension: "total" | "landing" | "source";
  value: string;
  reached: number;
  n: number;
}

const stepName = (s: Step) =>
  s === "visit" ? "visit" : s.type === "page" ? `page ${s.path}` : `event ${s.name}`;

export function funnelDef(steps: Step[], breakdown: boolean): FunnelDef {
  const hash = createHash("sha256")
    .update(JSON.stringify([breakdown, steps.map(stepName)]))
    .digest("hex")
    .slice(0, 32);
  return { key: `${breakdown ? "booking" : "saved"}:${hash}`, steps, breakdown };
}

/** Visit → /demo viewed → Demo started → Code sent → Demo booked, by landing page and source. */
export const BOOKING = funnelDef(
  [
    "visit",
    { type: "page", path: "/demo" },
    { type: "event", name: "Demo started" },
    { type: "event", name: "Code sent" },
    { type: "event", name: "Demo booked" },
  ],
  true,
);

const matchOf = (step: Step): SQL =>
  step === "visit"
    ? sql`e.kind = 'pageview'`
    : step.type === "page"
      ? sql`e.kind = 'pageview' and e.path = ${step.path}`
      : sql`e.kind = 'event' and e.name = ${step.name}`;

/**
 * One CTE per step: the visitor-days that did it, and when they first did it after the step before.
 * Visitor ids change every day, so a funnel is followed within one visitor's day.
 */
function stepCtes(inRange: SQL, steps: Step[]): SQL {
  return sql.join(
    steps.map((step, i) =>
      i === 0
        ? sql`s0 as (select e.day, e.visitor, min(e.time) as t from analytics_events e
            where ${inRange} and ${matchOf(step)} group by e.day, e.visitor)`
        : sql`${sql.raw(`s${i}`)} as (select e.day, e.visitor, min(e.time) as t from analytics_events e
            join ${sql.raw(`s${i - 1}`)} p on p.day = e.day and p.visitor = e.visitor
            where ${inRange} and e.time >= p.t and ${matchOf(step)} group by e.day, e.visitor)`,
    ),
    sql`, `,
  );
}

/**
 * Count rows (`day`, dimension, value, reached, n) of each day of [from, to] from the raw events. A
 * step's visitor-days are a subset of the step before's, so the number of steps a visitor-day reached
 * says every step it counts in; the breakdown is by the day's first page and its UTM source.
 */
export function countRowsSql(def: FunnelDef, from: string, to: string, scope?: Scope): SQL {
  const inRange = sql`e.day >= ${from} and e.day <= ${to}${scope ? sql` and ${scopeSql(scope, "e")}` : sql``}`;
  const later = def.steps.slice(1).map((_, i) => i + 1);
  const joins = sql.raw(later.map((i) => `left join s${i} using (day, visitor)`).join(" "));
  const reached = sql.raw(["1", ...later.map((i) => `(s${i}.t is not null)::int`)].join(" + "));
  if (!def.breakdown)
    return sql`with ${stepCtes(inRange, def.steps)}
      select day, 'total' as dimension, '' as value, ${reached} as reached, count(*)::int as n
      from s0 ${joins} group by 1, 2, 3, 4`;
  return sql`with ${stepCtes(inRange, def.steps)},
    first_view as (
      select distinct on (e.day, e.visitor) e.day, e.visitor, e.path as landing, e.utm_source as source
      from analytics_events e where ${inRange} and e.kind = 'pageview'
      order by e.day, e.visitor, e.time, e.id
    ),
    r as (
      select day, coalesce(f.landing, '') as landing, coalesce(f.source, '') as source, ${reached} as reached
      from s0 left join first_view f using (day, visitor) ${joins}
    )
    select day, 'total' as dimension, '' as value, reached, count(*)::int as n from r group by day, reached
    union all
    select day, 'landing', landing, reached, count(*)::int from r group by day, landing, reached
    union all
    select day, 'source', source, reached, count(*)::int from r group by day, source, reached`;
}
