import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import Papa from "papaparse";
import { z } from "zod";
import { trendPeriodSchema } from "~/contract/analytics";
import { idParamSchema } from "~/contract/envelope";
import { extractFromDataSchema, kpiInputSchema } from "~/contract/kpi-api";
import { extractKpis, kpiTrend, type RuleSuccess } from "~/shared/kpi";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { kpiHistory, kpis } from "../db/schema";
import { HttpError, notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { AuditEvent, recordAudit } from "../services/audit";
import { adminOnly, bearer } from "./shared";

const tags = ["Kpi"];
const DAY_MS = 24 * 60 * 60 * 1000;
const periodDays = { "7d": 7, "30d": 30, "90d": 90 } as const;
const HISTORY_LIMIT = 60;

type Row = typeof kpis.$inferSelect;
type Point = { at: string; value: number; target: number };
const toKpi = (k: Row, history: Point[] = []) => ({
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

async function historyOf(db: Db, id: string): Promise<Point[]> {
  const rows = await db
    .select()
    .from(kpiHistory)
    .where(eq(kpiHistory.kpiId, id))
    .orderBy(desc(kpiHistory.recordedAt), desc(kpiHistory.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map((h) => ({ at: h.recordedAt.toISOString(), value: h.value, target: h.target }));
}

/** CSV text with a header row → row objects; numbers stay text for the shared parser. */
function parseCsv(text: string): Record<string, unknown>[] {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: "greedy" });
  if (!parsed.meta.fields?.length) throw new HttpError(400, "The data has no header row.");
  return parsed.data;
}

export function kpiRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: adminOnly(ctx) };

  r.get("/Kpi/GetAll", { ...admin, schema: { tags, security: bearer, summary: "All KPIs" } }, async () => {
    const rows = await ctx.db.select().from(kpis).orderBy(asc(kpis.category), asc(kpis.name));
    return { isSuccess: true, data: rows.map((k) => toKpi(k)) };
  });

  r.get(
    "/Kpi/GetById/:id",
    {
      ...admin,
      schema: { tags, security: bearer, params: idParamSchema, summary: "One KPI with its history" },
    },
    async (req) => {
      const [row] = await ctx.db.select().from(kpis).where(eq(kpis.id, req.params.id)).limit(1);
      if (!row) throw notFound("KPI");
      return { isSuccess: true, data: toKpi(row, await historyOf(ctx.db, row.id)) };
    },
  );

  r.get(
    "/Kpi/GetByCategory/:category",
    {
      ...admin,
      schema: {
        tags,
        security: bearer,
        params: z.object({ category: z.string().trim().min(1).max(50) }),
        summary: "KPIs of one category (case-insensitive)",
      },
    },
    async (req) => {
      const rows = await ctx.db
        .select()
        .from(kpis)
        .where(sql`lower(${kpis.category}) = ${req.params.category.toLowerCase()}`)
        .orderBy(asc(kpis.name));
      return { isSuccess: true, data: rows.map((k) => toKpi(k)) };
    },
  );

  r.post(
    "/Kpi/Create",
    { ...admin, schema: { tags, security: bearer, body: kpiInputSchema } },
    async (req) => {
      const now = ctx.clock();
      const row: Row = {
        id: newId(),
        ...req.body,
        trend: req.body.trend ?? "flat",
        lastUpdated: now,
        createdAt: now,
      };
      await ctx.db.transaction(async (tx) => {
        await tx.insert(kpis).values(row);
        await tx
          .insert(kpiHistory)
          .values({ id: newId(), kpiId: row.id, value: row.value, target: row.target, recordedAt: now });
      });
      return { isSuccess: true, message: "KPI created.", data: toKpi(row, await historyOf(ctx.db, row.id)) };
    },
  );

  r.put(
    "/Kpi/Update/:id",
    { ...admin, schema: { tags, security: bearer, params: idParamSchema, body: kpiInputSchema } },
    async (req) => {
      const now = ctx.clock();
      const [current] = await ctx.db.select().from(kpis).where(eq(kpis.id, req.params.id)).limit(1);
      if (!current) throw notFound("KPI");
      const changed = current.value !== req.body.value || current.target !== req.body.target;
      const trend =
        req.body.trend ??
        (current.value !== req.body.value ? kpiTrend(current.value, req.body.value) : current.trend);
      const [row] = await ctx.db.transaction(async (tx) => {
        const updated = await tx
          .update(kpis)
          .set({ ...req.body, trend, lastUpdated: now })
          .where(eq(kpis.id, req.params.id))
          .returning();
        if (changed && updated.length) {
          await tx
            .insert(kpiHistory)
            .values({
              id: newId(),
              kpiId: req.params.id,
              value: req.body.value,
              target: req.body.target,
              recordedAt: now,
            });
        }
        return updated;
      });
      if (!row) throw notFound("KPI");
      return { isSuccess: true, message: "KPI updated.", data: toKpi(row, await historyOf(ctx.db, row.id)) };
    },
  );

  r.delete(
    "/Kpi/Delete/:id",
    { ...admin, schema: { tags, security: bearer, params: idParamSchema } },
    async (req) => {
      const gone = await ctx.db.delete(kpis).where(eq(kpis.id, req.params.id)).returning({ id: kpis.id });
      await recordAudit(ctx, req, AuditEvent.kpiDeleted, gone.length ? "success" : "failure", {
        detail: { id: req.params.id },
      });
      if (!gone.length) throw notFound("KPI");
      return { isSuccess: true, message: "KPI deleted." };
    },
  );

  r.post(
    "/Kpi/ExtractFromData",
    {
      ...admin,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        security: bearer,
        body: extractFromDataSchema,
        summary: "Compute KPIs from CSV text or rows with rules, and save them",
      },
    },
    async (req) => {
      const { dataSource, extractionRules, periodColumn } = req.body;
      const rows = typeof dataSource === "string" ? parseCsv(dataSource) : dataSource;
      const extraction = extractKpis(rows, extractionRules, { periodColumn });
      const failures = extraction.outcomes.filter((o) => !o.ok);
      if (failures.length) {
        const errors = failures.map((f) => ({ path: `extractionRules.${f.index}`, message: f.error }));
        throw Object.assign(new HttpError(400, errors[0]!.message), { errors });
      }
      const now = ctx.clock();
      const saved = [];
      for (const outcome of extraction.outcomes as RuleSuccess[])
        saved.push(await saveOutcome(ctx, outcome, now));
      return {
        isSuccess: true,
        message: `${saved.length} KPI(s) extracted from ${extraction.rowCount} rows.`,
        data: saved,
      };
    },
  );

  r.get(
    "/Analytics/KpiTrends/:id",
    {
      ...admin,
      schema: {
        tags: ["Analytics"],
        security: bearer,
        params: idParamSchema,
        querystring: z.object({ period: trendPeriodSchema.default("30d") }),
      },
    },
    async (req) => {
      const [row] = await ctx.db
        .select({ id: kpis.id })
        .from(kpis)
        .where(eq(kpis.id, req.params.id))
        .limit(1);
      if (!row) throw notFound("KPI");
      const since = new Date(ctx.clock().getTime() - periodDays[req.query.period] * DAY_MS);
      const points = await ctx.db
        .select()
        .from(kpiHistory)
        .where(and(eq(kpiHistory.kpiId, row.id), gte(kpiHistory.recordedAt, since)))
        .orderBy(asc(kpiHistory.recordedAt), asc(kpiHistory.id));
      return {
        isSuccess: true,
        data: points.map((p) => ({
          value: p.value,
          target: p.target,
          recordedAt: p.recordedAt.toISOString(),
        })),
      };
    },
  );
}

/** Upserts one extracted KPI by name and category; its value gains a history point. */
async function saveOutcome(ctx: AppContext, outcome: RuleSuccess, now: Date) {
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
  const [row] = await ctx.db.select().from(kpis).where(eq(kpis.id, id)).limit(1);
  return toKpi(row!, await historyOf(ctx.db, id));
}
