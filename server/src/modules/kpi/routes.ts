import type { FastifyInstance } from "fastify";
import { kpiApi } from "~/contract/endpoints/kpi";
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
import { created, found, orNotFound, serve, updated } from "../../platform/http/route-helpers";

export function kpiRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = adminRoute(ctx, ["Kpi"], "staff");
  // A delete needs a recent step-up, whatever the role (docs/product.md §6).
  const sensitive = adminRoute(ctx, ["Kpi"], "staff", { stepUp: true });

  serve(app, kpiApi.list, admin, async () => ({
    isSuccess: true,
    data: await listKpis(ctx),
  }));

  serve(app, kpiApi.get, admin, (req) => found("KPI", findKpi(ctx, req.params.id)));

  serve(app, kpiApi.byCategory, admin, async (req) => ({
    isSuccess: true,
    data: await kpisInCategory(ctx, req.params.category),
  }));

  serve(app, kpiApi.create, admin, (req) => created("KPI", createKpi(ctx, req.body)));

  serve(app, kpiApi.update, admin, (req) => updated("KPI", updateKpi(ctx, req.params.id, req.body)));

  serve(app, kpiApi.remove, sensitive, deleteHandler(ctx, "KPI", AuditEvent.kpiDeleted, deleteKpi));

  serve(
    app,
    kpiApi.extract,
    admin,
    async (req) => {
      const { dataSource, extractionRules, periodColumn } = req.body;
      const { saved, rowCount } = await extractAndSave(ctx, dataSource, extractionRules, periodColumn);
      return {
        isSuccess: true,
        message: `${saved.length} KPI(s) extracted from ${rowCount} rows.`,
        data: saved,
      };
    },
    { bodyLimit: 2 * 1024 * 1024 },
  );

  serve(app, kpiApi.trends, adminRoute(ctx, ["Analytics"], "staff"), async (req) => {
    const points = await kpiTrendPoints(ctx, req.params.id, req.query.period);
    return { isSuccess: true, data: orNotFound("KPI", points) };
  });
}
