import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { SHARE_TOKEN_HEADER } from "~/contract/analytics-sharing";
import { analyticsSharingApi as api } from "~/contract/endpoints/analytics-sharing";
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
import { type Guard, perClientLimit, publicRoute, serve, staffOf } from "../../platform/http/route-helpers";

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
  const staff = adminRoute(ctx, tags, "staff");
  const owner = adminRoute(ctx, tags, "owner");
  const open = publicRoute(tags);
  const sharedLimit = perClientLimit(ctx, "analytics-shared", SHARED_READS_PER_10_MIN, TOO_MANY);
  const sharedNowLimit = perClientLimit(ctx, "analytics-shared-now", SHARED_NOW_PER_10_MIN, TOO_MANY);
  const apiLimit = perClientLimit(ctx, "analytics-api", API_READS_PER_10_MIN, TOO_MANY);

  serve(app, api.realtime, staff, async () => ({
    isSuccess: true,
    data: await realtimeReport(ctx),
  }));

  serve(app, api.weeklyReport, owner, async (req) => ({
    isSuccess: true,
    data: { enabled: await weeklyReportWanted(ctx, staffOf(req).adminId) },
  }));
  serve(app, api.saveWeeklyReport, owner, async (req) => {
    await setWeeklyReport(ctx, staffOf(req).adminId, req.body.enabled);
    return {
      isSuccess: true,
      message: req.body.enabled ? "You will get the weekly report." : "You will not get the weekly report.",
      data: req.body,
    };
  });

  serve(app, api.shareLinks, owner, async () => ({ isSuccess: true, data: await listShareLinks(ctx) }));
  serve(app, api.createShareLink, owner, async (req) => {
    const link = await createShareLink(ctx, staffOf(req).adminId, req.body.label);
    await ctx.audit.record(req.meta, AuditEvent.analyticsShareCreated, "success", {
      detail: { id: link._id },
    });
    return { isSuccess: true, message: "Shared link created.", data: link };
  });
  serve(app, api.revokeShareLink, owner, async (req) => {
    const done = await revokeShareLink(ctx, req.params.id);
    await ctx.audit.record(req.meta, AuditEvent.analyticsShareRevoked, done ? "success" : "failure", {
      detail: { id: req.params.id },
    });
    if (!done) throw notFound("Shared link");
    return { isSuccess: true, message: "Shared link revoked." };
  });

  serve(app, api.apiKeys, owner, async () => ({ isSuccess: true, data: await listApiKeys(ctx) }));
  serve(app, api.createApiKey, owner, async (req) => {
    const key = await createApiKey(ctx, staffOf(req).adminId, req.body.label);
    await ctx.audit.record(req.meta, AuditEvent.analyticsApiKeyCreated, "success", {
      detail: { id: key._id },
    });
    return { isSuccess: true, message: "API key created.", data: key };
  });
  serve(app, api.revokeApiKey, owner, async (req) => {
    const done = await revokeApiKey(ctx, req.params.id);
    await ctx.audit.record(req.meta, AuditEvent.analyticsApiKeyRevoked, done ? "success" : "failure", {
      detail: { id: req.params.id },
    });
    if (!done) throw notFound("API key");
    return { isSuccess: true, message: "API key revoked." };
  });

  // Signed out, with the link's token in a header the schema checks and the API document shows.
  const headers = z.object({ [SHARE_TOKEN_HEADER]: z.string().max(200).optional() });
  const shared: Guard = (schema) => open({ ...schema, headers });
  const noindex = (reply: FastifyReply) => reply.header("x-robots-tag", "noindex, nofollow");
  serve(app, api.sharedReport, shared, async (req, reply) => {
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
  });

  serve(app, api.sharedRealtime, shared, async (req, reply) => {
    noindex(reply);
    await sharedNowLimit(req);
    const token = req.headers[SHARE_TOKEN_HEADER];
    if (typeof token !== "string" || !token || !(await isShareToken(ctx, token)))
      throw new HttpError(404, LINK_GONE);
    return { isSuccess: true, data: await realtimeReport(ctx) };
  });

  const apiKeyOnly = async (req: FastifyRequest) => {
    await apiLimit(req);
    const auth = req.headers.authorization ?? "";
    const key = /^Bearer (\S+)$/i.exec(auth)?.[1];
    if (!key || !(await checkApiKey(ctx, key)))
      throw new HttpError(401, "A valid analytics API key is required (Authorization: Bearer <key>).");
  };
  const withApiKey: Guard = (schema) => ({ onRequest: apiKeyOnly, schema: { tags, ...schema } });
  serve(app, api.apiReport, withApiKey, async (req) => ({
    isSuccess: true,
    data: await trafficReport(ctx, req.query),
  }));
}
