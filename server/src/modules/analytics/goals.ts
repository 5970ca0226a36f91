import { desc, eq, sql } from "drizzle-orm";
import type { EventRow, Goal, GoalInput, GoalRow } from "~/contract/analytics-goals";
import type { AppContext } from "../../context";
import { analyticsGoals } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { eventPropValue } from "./event-aggregate";
import type { RollupRow } from "./rollup-row";

const EVENTS_SHOWN = 50;

const toGoal = (g: typeof analyticsGoals.$inferSelect): Goal => ({
  id: g.id,
  name: g.name,
  event: g.event,
  propKey: g.propKey,
  propValue: g.propValue,
  createdBy: g.createdBy,
  createdAt: g.createdAt.toISOString(),
});

export async function listGoals(ctx: AppContext): Promise<Goal[]> {
  const rows = await ctx.db.select().from(analyticsGoals).orderBy(desc(analyticsGoals.createdAt));
  return rows.map(toGoal);
}

export async function createGoal(ctx: AppContext, input: GoalInput, adminId: string): Promise<Goal> {
  const [row] = await ctx.db
    .insert(analyticsGoals)
    .values({
      id: newId(),
      name: input.name,
      event: input.event,
      propKey: input.propKey || null,
      propValue: input.propValue || null,
      createdBy: adminId,
      createdAt: ctx.clock(),
    })
    .returning();
  return toGoal(row!);
}

export async function deleteGoal(ctx: AppContext, id: string): Promise<boolean> {
  const gone = await ctx.db
    .delete(analyticsGoals)
    .where(eq(analyticsGoals.id, id))
    .returning({ id: analyticsGoals.id });
  return gone.length > 0;
}

const isEventRow = (r: RollupRow) => r.dimension === "event" || r.dimension === "event_prop";
const keyOf = (dimension: string, value: string) => `${dimension}\n${value}`;

/** Unique visitors (per day, summed) by `event` / `event_prop` rollup value. */
function visitorsBy(rows: RollupRow[]) {
  const by = new Map<string, number>();
  for (const r of rows)
    if (isEventRow(r))
      by.set(keyOf(r.dimension, r.value), (by.get(keyOf(r.dimension, r.value)) ?? 0) + r.visitors);
  return by;
}

/**
 * The events seen in [from, to] and each goal's conversions there and in the period before. `rows` are
 * the report's rollup rows (finished days of the period summed, open days from raw events); the period
 * before's finished days are read here, since the report keeps only their totals.
 */
export async function goalsReport(
  ctx: AppContext,
  range: { from: string; previousFrom: string; previousTo: string },
  rows: RollupRow[],
  visitors: { current: number; previous: number },
): Promise<{ events: EventRow[]; goals: GoalRow[] }> {
  const [goals, stored] = await Promise.all([
    listGoals(ctx),
    ctx.db.execute(sql`select day, dimension, value, visitors
      from analytics_daily where dimension in ('event', 'event_prop')
        and day >= ${range.previousFrom} and day <= ${range.previousTo}`),
  ]);
  const current = rows.filter((r) => r.day >= range.from);
  // The compared period's event rows: those the report read (open days, or every dimension when the
  // period is a year back), else the stored rollups of its days; never both for one day.
  const read = rows.filter(
    (r) => r.day >= range.previousFrom && r.day <= range.previousTo && r.day < range.from && isEventRow(r),
  );
  const readDays = new Set(read.map((r) => r.day));
  const previous = [
    ...read,
    ...(stored as unknown as { rows: RollupRow[] }).rows.filter((r) => !readDays.has(r.day)),
  ];
  const now = visitorsBy(current);
  const before = visitorsBy(previous);
  const rate = (n: number, of: number) => (of ? n / of : 0);

  const events = new Map<string, EventRow>();
  for (const r of current) {
    if (r.dimension !== "event") continue;
    const e = events.get(r.value) ?? { name: r.value, visitors: 0, events: 0 };
    e.visitors += r.visitors;
    e.events += r.page_views;
    events.set(r.value, e);
  }
  return {
    events: [...events.values()]
      .sort((a, b) => b.visitors - a.visitors || b.events - a.events || a.name.localeCompare(b.name))
      .slice(0, EVENTS_SHOWN),
    goals: goals.map((g) => {
      const key =
        g.propKey && g.propValue
          ? keyOf("event_prop", eventPropValue(g.event, g.propKey, g.propValue))
          : keyOf("event", g.event);
      const conversions = now.get(key) ?? 0;
      const previousConversions = before.get(key) ?? 0;
      return {
        id: g.id,
        name: g.name,
        event: g.event,
        propKey: g.propKey,
        propValue: g.propValue,
        conversions,
        rate: rate(conversions, visitors.current),
        previousConversions,
        previousRate: rate(previousConversions, visitors.previous),
      };
    }),
  };
}
