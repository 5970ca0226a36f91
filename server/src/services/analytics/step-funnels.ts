import { desc, eq, type SQL, sql } from "drizzle-orm";
import type {
  EventsReport,
  FunnelInput,
  FunnelStep,
  SavedFunnel,
  StepCounts,
} from "~/contract/analytics-goals";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { analyticsFunnels } from "../../db/schema";
import { newId } from "../../lib/ids";

const TOP = 10;

/** Visit → /demo viewed → Demo started → Code sent → Demo booked. */
const BOOKING: (FunnelStep | "visit")[] = [
  "visit",
  { type: "page", path: "/demo" },
  { type: "event", name: "Demo started" },
  { type: "event", name: "Code sent" },
  { type: "event", name: "Demo booked" },
];

const matchOf = (step: FunnelStep | "visit"): SQL =>
  step === "visit"
    ? sql`e.kind = 'pageview'`
    : step.type === "page"
      ? sql`e.kind = 'pageview' and e.path = ${step.path}`
      : sql`e.kind = 'event' and e.name = ${step.name}`;

/**
 * One CTE per step: the visitor-days that did it, and when they first did it after the step before.
 * Visitor ids change every day, so a funnel is followed within one visitor's day.
 */
function stepCtes(from: string, to: string, steps: (FunnelStep | "visit")[]): SQL {
  const inRange = sql`e.day >= ${from} and e.day <= ${to}`;
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

type Reached = { landing: string; source: string; reached: number; n: number };

/** Funnel answers last computed, per database, with the raw event count they were computed from. */
const computed = new WeakMap<Db, Map<string, { n: number; value: unknown }>>();

/**
 * Raw events are only appended, so while the range holds as many as last time, the funnel computed
 * then still holds (as for the open days' rollup rows): a report read again skips the funnel queries.
 */
async function memo<T>(db: Db, key: string, from: string, to: string, compute: () => Promise<T>): Promise<T> {
  const res = await db.execute(
    sql`select count(*)::int as n from analytics_events where day >= ${from} and day <= ${to}`,
  );
  const n = Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const cache = computed.get(db) ?? computed.set(db, new Map()).get(db)!;
  const fullKey = `${from} ${to} ${key}`;
  const last = cache.get(fullKey);
  if (last?.n === n) return last.value as T;
  const value = await compute();
  if (cache.size > 100) cache.clear();
  cache.set(fullKey, { n, value });
  return value;
}

/** Visitor-days by their day's first page and UTM source and the number of steps they reached in order. */
async function reachedRows(db: Db, from: string, to: string, steps: (FunnelStep | "visit")[]) {
  const joins = steps.slice(1).map((_, i) => sql.raw(`left join s${i + 1} using (day, visitor)`));
  const reached = sql.raw(
    ["1", ...steps.slice(1).map((_, i) => `(s${i + 1}.t is not null)::int`)].join(" + "),
  );
  const res = await db.execute(sql`with ${stepCtes(from, to, steps)},
    first_view as (
      select distinct on (e.day, e.visitor) e.day, e.visitor, e.path as landing, e.utm_source as source
      from analytics_events e where e.day >= ${from} and e.day <= ${to} and e.kind = 'pageview'
      order by e.day, e.visitor, e.time, e.id
    )
    select coalesce(f.landing, '') as landing, coalesce(f.source, '') as source, ${reached} as reached,
      count(*)::int as n
    from s0 left join first_view f using (day, visitor) ${sql.join(joins, sql` `)}
    group by 1, 2, 3`);
  return (res as unknown as { rows: Reached[] }).rows;
}

/** Visitor-days reaching each step in order, without a breakdown. */
async function stepCounts(db: Db, from: string, to: string, steps: FunnelStep[]): Promise<number[]> {
  const counts = steps.map((_, i) => sql.raw(`(select count(*)::int from s${i}) as c${i}`));
  const res = await db.execute(sql`with ${stepCtes(from, to, steps)} select ${sql.join(counts, sql`, `)}`);
  const row = (res as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
  return steps.map((_, i) => Number(row[`c${i}`] ?? 0));
}

/** Per value, how many visitor-days reached each step; sorted by the furthest step first. */
function countsBy(rows: Reached[], key: (r: Reached) => string, length: number): StepCounts[] {
  const by = new Map<string, StepCounts>();
  for (const r of rows) {
    const v = key(r);
    const c = by.get(v) ?? by.set(v, { value: v, steps: Array<number>(length).fill(0) }).get(v)!;
    for (let i = 0; i < r.reached; i++) c.steps[i]! += r.n;
  }
  const deeper = (a: StepCounts, b: StepCounts) => {
    for (let i = length - 1; i >= 0; i--) if (a.steps[i] !== b.steps[i]) return b.steps[i]! - a.steps[i]!;
    return a.value.localeCompare(b.value);
  };
  return [...by.values()].sort(deeper);
}

/** The booking funnel of [from, to], overall and by landing page and UTM source. */
export async function bookingFunnel(
  ctx: AppContext,
  from: string,
  to: string,
): Promise<EventsReport["bookingFunnel"]> {
  const rows = await memo(ctx.db, "booking", from, to, () => reachedRows(ctx.db, from, to, BOOKING));
  return {
    total: countsBy(rows, () => "", BOOKING.length)[0] ?? { value: "", steps: BOOKING.map(() => 0) },
    byLandingPage: countsBy(rows, (r) => r.landing, BOOKING.length).slice(0, TOP),
    bySource: countsBy(rows, (r) => r.source, BOOKING.length).slice(0, TOP),
  };
}

const toFunnel = (f: typeof analyticsFunnels.$inferSelect): SavedFunnel => ({
  id: f.id,
  name: f.name,
  steps: f.steps,
  createdBy: f.createdBy,
  createdAt: f.createdAt.toISOString(),
});

export async function listFunnels(ctx: AppContext): Promise<SavedFunnel[]> {
  const rows = await ctx.db.select().from(analyticsFunnels).orderBy(desc(analyticsFunnels.createdAt));
  return rows.map(toFunnel);
}

export async function createFunnel(
  ctx: AppContext,
  input: FunnelInput,
  adminId: string,
): Promise<SavedFunnel> {
  const [row] = await ctx.db
    .insert(analyticsFunnels)
    .values({ id: newId(), name: input.name, steps: input.steps, createdBy: adminId, createdAt: ctx.clock() })
    .returning();
  return toFunnel(row!);
}

export async function deleteFunnel(ctx: AppContext, id: string): Promise<boolean> {
  const gone = await ctx.db
    .delete(analyticsFunnels)
    .where(eq(analyticsFunnels.id, id))
    .returning({ id: analyticsFunnels.id });
  return gone.length > 0;
}

/** Every saved funnel with the visitor-days reaching each of its steps in [from, to]. */
export async function savedFunnelsReport(
  ctx: AppContext,
  from: string,
  to: string,
): Promise<EventsReport["funnels"]> {
  const funnels = await listFunnels(ctx);
  return Promise.all(
    funnels.map(async (f) => ({
      id: f.id,
      name: f.name,
      steps: f.steps,
      counts: await memo(ctx.db, JSON.stringify(f.steps), from, to, () =>
        stepCounts(ctx.db, from, to, f.steps),
      ),
    })),
  );
}
