import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accessLabelSchema,
  apiKeySchema,
  newApiKeySchema,
  newShareLinkSchema,
  realtimeSchema,
  SHARE_TOKEN_HEADER,
  shareLinkSchema,
  weeklyReportSettingSchema,
} from "~/contract/analytics-sharing";
import { reportQuerySchema, trafficReportSchema } from "~/contract/analytics-report";
import { envelope, idParamSchema, messageAnswerSchema } from "~/contract/envelope";
import type { AppContext } from "../../context";
import { HttpError, notFound } from "../../platform/errors";
import {
  checkApiKey,
  createApiKey,
  createShareLink,
  isShareToken,
  listApiKeys,
  listShareLinks,
  revokeApiKey,
  revokeShareLink,
  viewShareLink,
} from "./access";
import { realtimeReport } from "./realtime";
import { trafficReport } from "./report";
import { setWeeklyReport, weeklyReportWanted } from "./weekly-report";
import { AuditEvent } from "../../platform/audit-log";
import { adminRoute } from "../identity";
import {
  ADMIN_ERRORS,
  answers,
  perClientLimit,
  publicRoute,
  staffOf,
} from "../../platform/http/route-helpers";

const tags = ["Analytics"];
/** A shared report is read by people, a few periods each; the API by a script now and then. */
const SHARED_READS_PER_10_MIN = 120;
/** The shared page's Now panel asks every 10 s: 60 per tab in 10 minutes. */
const SHARED_NOW_PER_10_MIN = 240;
const API_READS_PER_10_MIN = 300;
const TOO_MANY = "Too many requests. Please try again later.";
const LINK_GONE = "This shared report does not exist or was revoked.";

/** Realtime, the weekly mail, shared links and API keys (ADR 0050). */
export function analyticsSharingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = adminRoute(ctx, tags, "staff");
  const owner = adminRoute(ctx, tags, "owner");
  const open = publicRoute(tags);
  const sharedLimit = perClientLimit(ctx, "analytics-shared", SHARED_READS_PER_10_MIN, TOO_MANY);
  const sharedNowLimit = perClientLimit(ctx, "analytics-shared-now", SHARED_NOW_PER_10_MIN, TOO_MANY);
  const apiLimit = perClientLimit(ctx, "analytics-api", API_READS_PER_10_MIN, TOO_MANY);

  const realtime = {
    response: answers(envelope(realtimeSchema), 401),
    summary: "Visitors of the last five minutes, with their pages and referring sites",
  };
  r.get("/Analytics/Realtime", staff(realtime), async () => ({
    isSuccess: true,
    data: await realtimeReport(ctx),
  }));

  const weekly = {
    response: answers(envelope(weeklyReportSettingSchema), 400, 401),
    summary: "Whether I get the weekly analytics mail (Mondays 09:00, company time)",
  };
  r.get("/Analytics/WeeklyReport", owner(weekly), async (req) => ({
    isSuccess: true,
    data: { enabled: await weeklyReportWanted(ctx, staffOf(req).adminId) },
  }));
  r.put("/Analytics/WeeklyReport", owner({ ...weekly, body: weeklyReportSettingSchema }), async (req) => {
    await setWeeklyReport(ctx, staffOf(req).adminId, req.body.enabled);
    return {
      isSuccess: true,
      message: req.body.enabled ? "You will get the weekly report." : "You will not get the weekly report.",
      data: req.body,
    };
  });

  r.get(
    "/Analytics/ShareLinks",
    owner({ response: answers(envelope(z.array(shareLinkSchema)), 401), summary: "Working shared links" }),
    async () => ({ isSuccess: true, data: await listShareLinks(ctx) }),
  );
  const newLink = {
    body: accessLabelSchema,
    response: answers(envelope(newShareLinkSchema), 400, 401),
    summary: "A read-only link to the report; its address is in this answer only",
  };
  r.post("/Analytics/ShareLinks", owner(newLink), async (req) => {
    const link = await createShareLink(ctx, staffOf(req).adminId, req.body.label);
    await ctx.audit.record(req.meta, AuditEvent.analyticsShareCreated, "success", {
      detail: { id: link._id },
    });
    return { isSuccess: true, message: "Shared link created.", data: link };
  });
  const revoke = { params: idParamSchema, response: answers(messageAnswerSchema, ...ADMIN_ERRORS) };
  r.delete("/Analytics/ShareLinks/:id", owner({ ...revoke, summary: "Stop a shared link" }), async (req) => {
    const done = await revokeShareLink(ctx, req.params.id);
    await ctx.audit.record(req.meta, AuditEvent.analyticsShareRevoked, done ? "success" : "failure", {
      detail: { id: req.params.id },
    });
    if (!done) throw notFound("Shared link");
    return { isSuccess: true, message: "Shared link revoked." };
  });

  r.get(
    "/Analytics/ApiKeys",
    owner({ response: answers(envelope(z.array(apiKeySchema)), 401), summary: "Working API keys" }),
    async () => ({ isSuccess: true, data: await listApiKeys(ctx) }),
  );
  const newKey = {
    body: accessLabelSchema,
    response: answers(envelope(newApiKeySchema), 400, 401),
    summary: "A read-only API key for GET /Analytics/Api/Report; the key is in this answer only",
  };
  r.post("/Analytics/ApiKeys", owner(newKey), async (req) => {
    const key = await createApiKey(ctx, staffOf(req).adminId, req.body.label);
    await ctx.audit.record(req.meta, AuditEvent.analyticsApiKeyCreated, "success", {
      detail: { id: key._id },
    });
    return { isSuccess: true, message: "API key created.", data: key };
  });
  r.delete("/Analytics/ApiKeys/:id", owner({ ...revoke, summary: "Revoke an API key" }), async (req) => {
    const done = await revokeApiKey(ctx, req.params.id);
    await ctx.audit.record(req.meta, AuditEvent.analyticsApiKeyRevoked, done ? "success" : "failure", {
      detail: { id: req.params.id },
    });
    if (!done) throw notFound("API key");
    return { isSuccess: true, message: "API key revoked." };
  });

  const shareToken = { headers: z.object({ [SHARE_TOKEN_HEADER]: z.string().max(200).optional() }) };
  const report = {
    querystring: reportQuerySchema,
    response: answers(envelope(trafficReportSchema), 400, 404, 429),
  };
  const noindex = (reply: FastifyReply) => reply.header("x-robots-tag", "noindex, nofollow");
  r.get(
    "/Analytics/Shared/Report",
    open({
      ...report,
      ...shareToken,
      summary: `The report of a shared link, read with its token in the ${SHARE_TOKEN_HEADER} header`,
    }),
    async (req, reply) => {
      noindex(reply);
      await sharedLimit(req);
      const token = req.headers[SHARE_TOKEN_HEADER];
      const link = typeof token === "string" && token ? await viewShareLink(ctx, token) : undefined;
      await ctx.audit.record(req.meta, AuditEvent.analyticsShareViewed, link ? "success" : "failure", {
        adminId: null,
        detail: { ...(link ? { id: link._id } : {}), from: req.query.from, to: req.query.to },
      });
      if (!link) throw new HttpError(404, LINK_GONE);
      return { isSuccess: true, data: await trafficReport(ctx, req.query) };
    },
  );

  r.get(
    "/Analytics/Shared/Realtime",
    open({
      ...shareToken,
      response: answers(envelope(realtimeSchema), 404, 429),
      summary: "The Now panel of a shared link (polled; not logged as a view)",
    }),
    async (req, reply) => {
      noindex(reply);
      await sharedNowLimit(req);
      const token = req.headers[SHARE_TOKEN_HEADER];
      if (typeof token !== "string" || !token || !(await isShareToken(ctx, token)))
        throw new HttpError(404, LINK_GONE);
      return { isSuccess: true, data: await realtimeReport(ctx) };
    },
  );

  const apiKeyOnly = async (req: FastifyRequest) => {
    await apiLimit(req);
    const auth = req.headers.authorization ?? "";
    const key = /^Bearer (\S+)$/i.exec(auth)?.[1];
    if (!key || !(await checkApiKey(ctx, key)))
      throw new HttpError(401, "A valid analytics API key is required (Authorization: Bearer <key>).");
  };
  r.get(
    "/Analytics/Api/Report",
    {
      onRequest: apiKeyOnly,
      schema: {
        tags,
        querystring: reportQuerySchema,
        response: answers(envelope(trafficReportSchema), 400, 401, 429),
        summary: "The report as JSON for scripts, with a read-only API key (docs/analytics-api.md)",
      },
    },
    async (req) => ({ isSuccess: true, data: await trafficReport(ctx, req.query) }),
  );
}
