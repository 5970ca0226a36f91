import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { dashboardStatsSchema } from "~/contract/analytics";
import { reportQuerySchema, trafficReportSchema } from "~/contract/analytics-report";
import { COLLECT_BODY_LIMIT, collectSchema } from "~/contract/collect";
import { envelope, errorEnvelopeSchema } from "~/contract/envelope";
import type { AppContext } from "../../context";
import { clientKey } from "../../platform/client-key";
import { consume } from "../../platform/rate-limit";
import { trafficReport } from "./report";
import { dashboardStats } from "./dashboard";
import { authenticate } from "../identity";
import { adminRoute } from "../identity";
import { answers, publicRoute } from "../../platform/http/route-helpers";

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminRoute(ctx, tags, "staff");
  const stats = {
    response: answers(envelope(dashboardStatsSchema), 401),
    summary: "Real counts for the admin dashboard",
  };
  r.get("/Analytics/DashboardStats", admin(stats), async () => ({
    isSuccess: true,
    data: await dashboardStats(ctx),
  }));

  const report = {
    querystring: reportQuerySchema,
    response: answers(envelope(trafficReportSchema), 400, 401),
    summary:
      "Traffic, funnel and Web Vitals for a range of UTC days, narrowed by filters (all apply), with the period before it or the same days a year before",
  };
  r.get("/Analytics/Report", admin(report), async (req) => ({
    isSuccess: true,
    data: await trafficReport(ctx, req.query),
  }));

  // Its own scope: navigator.sendBeacon posts text/plain (no CORS preflight), read here as JSON.
  app.register(async (scope) => {
    scope.addContentTypeParser("text/plain", { parseAs: "string" }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error("The request body is not valid JSON."), { statusCode: 400 }));
      }
    });
    const collect = {
      body: collectSchema,
      response: {
        202: z.null().describe("Accepted: counted, or ignored for bots and signed-in staff"),
        ...Object.fromEntries([400, 413, 415, 429].map((s) => [s, errorEnvelopeSchema])),
      },
      summary: "Cookieless page view or Web Vitals beacon (no IP or User-Agent is stored)",
    };
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/Analytics/Collect",
        { ...publicRoute(tags)(collect), bodyLimit: COLLECT_BODY_LIMIT },
        async (req, reply) => {
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
      );
  });
}
