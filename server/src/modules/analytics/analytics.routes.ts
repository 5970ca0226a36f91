import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { COLLECT_BODY_LIMIT } from "~/contract/collect";
import { analyticsApi } from "~/contract/endpoints/analytics";
import { errorEnvelopeSchema } from "~/contract/envelope";
import type { AppContext } from "../../context";
import { clientKey } from "../../platform/client-key";
import { consume } from "../../platform/rate-limit";
import { AuditEvent } from "../../platform/audit-log";
import { trafficReport } from "./report";
import { reportCsv } from "./report-csv";
import { dashboardStats } from "./dashboard";
import { companyToday } from "./company-day";
import { adminRoute, authenticate } from "../identity";
import { publicRoute, serve } from "../../platform/http/route-helpers";

const tags = ["Analytics"];
const MINUTE_MS = 60 * 1000;

/** True for a request carrying a valid admin token: staff browsing the site are not counted. */
async function isStaff(ctx: AppContext, req: FastifyRequest) {
  if (!req.headers.authorization) return false;
  return authenticate(ctx, req).then(
    () => true,
    () => false,
  );
}

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = adminRoute(ctx, tags, "staff");

  serve(app, analyticsApi.dashboardStats, admin, async () => ({
    isSuccess: true,
    data: await dashboardStats(ctx),
  }));

  serve(app, analyticsApi.report, admin, async (req) => ({
    isSuccess: true,
    data: await trafficReport(ctx, req.query),
  }));

  // An export needs a recent step-up and is logged here, as the file leaves (docs/product.md §6).
  const sensitive = adminRoute(ctx, tags, "staff", { stepUp: true });
  serve(app, analyticsApi.exportCsv, sensitive, async (req, reply) => {
    const { table } = req.params;
    const { csv, rows, filtered } = await reportCsv(ctx, table, req.query);
    await ctx.audit.record(req.meta, AuditEvent.csvExported, "success", {
      detail: { list: "analytics", table, rows, filtered },
    });
    const day = companyToday(ctx);
    return reply
      .type("text/csv; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="analytics-${table}-${day}.csv"`)
      .send(csv) as unknown as Promise<string>;
  });

  // Its own scope: navigator.sendBeacon posts text/plain (no CORS preflight), read here as JSON.
  app.register(async (scope) => {
    scope.addContentTypeParser("text/plain", { parseAs: "string" }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error("The request body is not valid JSON."), { statusCode: 400 }));
      }
    });
    // Registered from the endpoint directly: its answer is an empty 202, not the 200 `serve` declares.
    const collect = analyticsApi.collect;
    const schema = {
      body: collect.body,
      response: {
        202: collect.response,
        ...Object.fromEntries(collect.errors.map((s) => [s, errorEnvelopeSchema])),
      },
      summary: collect.summary,
    };
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...publicRoute(tags)(schema),
      method: collect.method,
      url: collect.path,
      bodyLimit: COLLECT_BODY_LIMIT,
      handler: async (req, reply) => {
        await consume(ctx.limiter, `collect:ip:${clientKey(req)}`, ctx.config.limits.collect, MINUTE_MS);
        if (!(await isStaff(ctx, req))) {
          await ctx.analytics.record(req.body, {
            ip: req.ip,
            userAgent: req.headers["user-agent"] ?? "",
            site: req.host,
          });
        }
        // A site on another origin sends beacons in no-cors mode; the empty answer holds nothing to protect.
        return reply.code(202).header("cross-origin-resource-policy", "cross-origin").send(null);
      },
    });
  });
}
