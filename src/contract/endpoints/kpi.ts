import { z } from "zod";
import { endpoint } from "../endpoint";
import { kpiTrendPointSchema, trendPeriodSchema } from "../analytics";
import { envelope, idParamSchema, messageAnswerSchema } from "../envelope";
import { kpiItemSchema } from "../kpi";
import { extractFromDataSchema, kpiInputSchema } from "../kpi-api";

const one = envelope(kpiItemSchema);
const many = envelope(z.array(kpiItemSchema));
const categoryParamSchema = z.object({ category: z.string().trim().min(1).max(50) });

/** The KPI records and their trends (admin only). */
export const kpiApi = {
  list: endpoint({
    method: "GET",
    path: "/Kpi/GetAll",
    response: many,
    errors: [400, 401],
    summary: "All KPIs",
    failed: "Failed to fetch KPIs",
  }),
  get: endpoint({
    method: "GET",
    path: "/Kpi/GetById/:id",
    params: idParamSchema,
    response: one,
    errors: [400, 401, 404],
    summary: "One KPI with its history",
    failed: "Failed to fetch KPI",
  }),
  byCategory: endpoint({
    method: "GET",
    path: "/Kpi/GetByCategory/:category",
    params: categoryParamSchema,
    response: many,
    errors: [400, 401],
    summary: "KPIs of one category (case-insensitive)",
    failed: "Failed to fetch KPIs",
  }),
  create: endpoint({
    method: "POST",
    path: "/Kpi/Create",
    body: kpiInputSchema,
    response: one,
    errors: [400, 401, 404],
    summary: "Create a KPI",
    failed: "Failed to create KPI",
  }),
  update: endpoint({
    method: "PUT",
    path: "/Kpi/Update/:id",
    params: idParamSchema,
    body: kpiInputSchema,
    response: one,
    errors: [400, 401, 404],
    summary: "Update a KPI",
    failed: "Failed to update KPI",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/Kpi/Delete/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 403, 404],
    summary: "Delete a KPI",
    failed: "Failed to delete KPI",
  }),
  extract: endpoint({
    method: "POST",
    path: "/Kpi/ExtractFromData",
    body: extractFromDataSchema,
    response: many,
    errors: [400, 401],
    summary: "Compute KPIs from CSV text or rows with rules, and save them",
    failed: "Failed to extract KPIs",
  }),
  trends: endpoint({
    method: "GET",
    path: "/Analytics/KpiTrends/:id",
    params: idParamSchema,
    query: z.object({ period: trendPeriodSchema.default("30d") }),
    response: envelope(z.array(kpiTrendPointSchema)),
    errors: [400, 401, 404],
    summary: "A KPI's values over the last 7, 30 or 90 days",
    failed: "Failed to fetch the KPI trend",
  }),
};
