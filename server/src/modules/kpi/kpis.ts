import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import Papa from "papaparse";
import type { KpiInput } from "~/contract/kpi-api";
import type { KpiItem } from "~/contract/kpi";
import { extractKpis, kpiTrend, type RuleSuccess } from "~/shared/kpi";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { kpiHistory, kpis } from "../../platform/db/schema";
import { HttpError } from "../../platform/errors";
import { newId } from "../../platform/ids";

const DAY_MS = 24 * 60 * 60 * 1000;
const periodDays = { "7d": 7, "30d": 30, "90d": 90 } as const;
const HISTORY_LIMIT = 60;

type Row = typeof kpis.$inferSelect;
type Point = KpiItem["history"][number];
/** The KPI fields after the input schema's defaults. */
type KpiFields = Required<Omit<KpiInput, "trend">> & Pick<KpiInput, "trend">;

const toKpi = (k: Row, history: Point[] = []): KpiItem => ({
  id: k.id,
  name: k.name,
  value: k.value,
  target: k.target,
  unit: k.unit,
  trend: k.trend,
  category: k.category,
  lastUpdated: k.lastUpdated.toISOString(),
  history,
});

/** The latest points, oldest first. */
async function historyOf(db: Db, id: string): Promise<Point[]> {
  const rows = await db
    .select()
    .from(kpiHistory)
    .where(eq(kpiHistory.kpiId, id))
    .orderBy(desc(kpiHistory.recordedAt), desc(kpiHistory.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map((h) => ({ at: h.recordedAt.toISOString(), value: h.value, target: h.target }));
}

const findRow = async (ctx: AppContext, id: string) =>
  (await ctx.db.select().from(kpis).where(eq(kpis.id, id)).limit(1))[0];

/** Every KPI without history, by category then name. */
export async function listKpis(ctx: AppContext): Promise<KpiItem[]> {
  const rows = await ctx.db.select().from(kpis).orderBy(asc(kpis.category), asc(kpis.name));
  return rows.map((k) => toKpi(k));
}

/** The KPIs of one category (case-insensitive), by name. */
export async function kpisInCategory(ctx: AppContext, category: string): Promise<KpiItem[]> {
  const rows = await ctx.db
    .select()
    .from(kpis)
    .where(sql`lower(${kpis.category}) = ${category.toLowerCase()}`)
    .orderBy(asc(kpis.name));
  return rows.map((k) => toKpi(k));
}

/** One KPI with its history. */
export async function findKpi(ctx: AppContext, id: string): Promise<KpiItem | undefined> {
  const row = await findRow(ctx, id);
  return row && toKpi(row, await historyOf(ctx.db, row.id));
}

/** A new KPI and its first history point. */
export async function createKpi(ctx: AppContext, fields: KpiFields): Promise<KpiItem> {
  const now = ctx.clock();
  const row: Row = {
    id: newId(),
    ...fields,
    trend: fields.trend ?? "flat",
    lastUpdated: now,
    createdAt: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(kpis).values(row);
    await tx
      .insert(kpiHistory)
      .values({ id: newId(), kpiId: row.id, value: row.value, target: row.target, recordedAt: now });
  });
  return toKpi(row, await historyOf(ctx.db, row.id));
}

/** Updates a KPI; a new value or target adds a history point, and the trend follows the value unless given. */
export async function updateKpi(
  ctx: AppContext,
  id: string,
  fields: KpiFields,
): Promise<KpiItem | undefined> {
  const now = ctx.clock();
  const current = await findRow(ctx, id);
  if (!current) return undefined;
  const changed = current.value !== fields.value || current.target !== fields.target;
  const trend =
    fields.trend ?? (current.value !== fields.value ? kpiTrend(current.value, fields.value) : current.trend);
  const [row] = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(kpis)
      .set({ ...fields, trend, lastUpdated: now })
      .where(eq(kpis.id, id))
      .returning();
    if (changed && updated.length) {
      await tx
        .insert(kpiHistory)
        .values({ id: newId(), kpiId: id, value: fields.value, target: fields.target, recordedAt: now });
    }
    return updated;
  });
  return row && toKpi(row, await historyOf(ctx.db, row.id));
}

/** True when the KPI existed (its history goes with it). */
export async function deleteKpi(ctx: AppContext, id: string): Promise<boolean> {
  const gone = await ctx.db.delete(kpis).where(eq(kpis.id, id)).returning({ id: kpis.id });
  return gone.length > 0;
}

/** The points of the last 7, 30 or 90 days, oldest first; undefined when there is no such KPI. */
export async function kpiTrendPoints(ctx: AppContext, id: string, period: keyof typeof periodDays) {
  const [row] = await ctx.db.select({ id: kpis.id }).from(kpis).where(eq(kpis.id, id)).limit(1);
  if (!row) return undefined;
  const since = new Date(ctx.clock().getTime() - periodDays[period] * DAY_MS);
  const points = await ctx.db
    .select()
    .from(kpiHistory)
    .where(and(eq(kpiHistory.kpiId, row.id), gte(kpiHistory.recordedAt, since)))
    .orderBy(asc(kpiHistory.recordedAt), asc(kpiHistory.id));
  return points.map((p) => ({ value: p.value, target: p.target, recordedAt: p.recordedAt.toISOString() }));
}

/** CSV text with a header row → row objects; numbers stay text for the shared parser. */
function parseCsv(text: string): Record<string, unknown>[] {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: "greedy" });
  if (!parsed.meta.fields?.length) throw new HttpError(400, "The data has no header row.");
  return parsed.data;
}

/**
 * Computes KPIs from CSV text or rows with the rules and saves each one. Any rule that fails is a 400
 * naming it (`extractionRules.<index>`), and nothing is saved.
 */
export async function extractAndSave(
  ctx: AppContext,
  dataSource: string | Record<string, unknown>[],
  rules: readonly unknown[],
  periodColumn?: string,
): Promise<{ saved: KpiItem[]; rowCount: number }> {
  const rows = typeof dataSource === "string" ? parseCsv(dataSource) : dataSource;
  const extraction = extractKpis(rows, rules, { periodColumn });
  const failures = extraction.outcomes.filter((o) => !o.ok);
  if (failures.length) {
    const errors = failures.map((f) => ({ path: `extractionRules.${f.index}`, message: f.error }));
    throw Object.assign(new HttpError(400, errors[0]!.message), { errors });
  }
  const now = ctx.clock();
  const saved = [];
  for (const outcome of extraction.outcomes as RuleSuccess[])
    saved.push(await saveOutcome(ctx, outcome, now));
  return { saved, rowCount: extraction.rowCount };
}

/** Upserts one extracted KPI by name and category; its value gains a history point. */
async function saveOutcome(ctx: AppContext, outcome: RuleSuccess, now: Date): Promise<KpiItem> {
  const { rule } = outcome;
  const category = rule.category || "General";
  const [current] = await ctx.db
    .select()
    .from(kpis)
    .where(
      and(
        sql`lower(${kpis.name}) = ${rule.name.toLowerCase()}`,
        sql`lower(${kpis.category}) = ${category.toLowerCase()}`,
      ),
    )
    .limit(1);
  const fields = {
    name: rule.name,
    value: outcome.value,
    target: rule.target,
    unit: rule.unit,
    category,
    trend: kpiTrend(current?.value, outcome.value),
    lastUpdated: now,
  };
  const id = current?.id ?? newId();
  await ctx.db.transaction(async (tx) => {
    if (current) await tx.update(kpis).set(fields).where(eq(kpis.id, id));
    else await tx.insert(kpis).values({ id, ...fields, createdAt: now });
    await tx
      .insert(kpiHistory)
      .values({ id: newId(), kpiId: id, value: outcome.value, target: rule.target, recordedAt: now });
  });
  const row = await findRow(ctx, id);
  return toKpi(row!, await historyOf(ctx.db, id));
}
