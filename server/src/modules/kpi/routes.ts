import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { kpiTrendPointSchema, trendPeriodSchema } from "~/contract/analytics";
import { envelope, idParamSchema } from "~/contract/envelope";
import { kpiItemSchema } from "~/contract/kpi";
import { extractFromDataSchema, kpiInputSchema } from "~/contract/kpi-api";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import {
  createKpi,
  deleteKpi,
  extractAndSave,
  findKpi,
  kpisInCategory,
  kpiTrendPoints,
  listKpis,
  updateKpi,
} from "./kpis";
import { deleteHandler } from "../audit";
import { adminRoute } from "../identity";
import {
  answers,
  created,
  deleteById,
  found,
  orNotFound,
  recordAnswers,
  updated,
} from "../../platform/http/route-helpers";

const one = recordAnswers(kpiItemSchema);
const many = answers(envelope(z.array(kpiItemSchema)), 400, 401);
const categoryParamSchema = z.object({ category: z.string().trim().min(1).max(50) });

export function kpiRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminRoute(ctx, ["Kpi"], "staff");

  r.get("/Kpi/GetAll", admin({ response: many, summary: "All KPIs" }), async () => ({
    isSuccess: true,
    data: await listKpis(ctx),
  }));

  const byId = { params: idParamSchema, response: one, summary: "One KPI with its history" };
  r.get("/Kpi/GetById/:id", admin(byId), (req) => found("KPI", findKpi(ctx, req.params.id)));

  const byCategory = {
    params: categoryParamSchema,
    response: many,
    summary: "KPIs of one category (case-insensitive)",
  };
  r.get("/Kpi/GetByCategory/:category", admin(byCategory), async (req) => ({
    isSuccess: true,
    data: await kpisInCategory(ctx, req.params.category),
  }));

  r.post("/Kpi/Create", admin({ body: kpiInputSchema, response: one }), (req) =>
    created("KPI", createKpi(ctx, req.body)),
  );

  const update = { params: idParamSchema, body: kpiInputSchema, response: one };
  r.put("/Kpi/Update/:id", admin(update), (req) => updated("KPI", updateKpi(ctx, req.params.id, req.body)));

  r.delete("/Kpi/Delete/:id", admin(deleteById), deleteHandler(ctx, "KPI", AuditEvent.kpiDeleted, deleteKpi));

  const extract = {
    body: extractFromDataSchema,
    response: many,
    summary: "Compute KPIs from CSV text or rows with rules, and save them",
  };
  r.post("/Kpi/ExtractFromData", { ...admin(extract), bodyLimit: 2 * 1024 * 1024 }, async (req) => {
    const { dataSource, extractionRules, periodColumn } = req.body;
    const { saved, rowCount } = await extractAndSave(ctx, dataSource, extractionRules, periodColumn);
    return {
      isSuccess: true,
      message: `${saved.length} KPI(s) extracted from ${rowCount} rows.`,
      data: saved,
    };
  });

  const trends = {
    params: idParamSchema,
    querystring: z.object({ period: trendPeriodSchema.default("30d") }),
    response: recordAnswers(z.array(kpiTrendPointSchema)),
  };
  r.get("/Analytics/KpiTrends/:id", adminRoute(ctx, ["Analytics"], "staff")(trends), async (req) => {
    const points = await kpiTrendPoints(ctx, req.params.id, req.query.period);
    return { isSuccess: true, data: orNotFound("KPI", points) };
  });
}
