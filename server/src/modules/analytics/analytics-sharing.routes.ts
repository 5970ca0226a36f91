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
import { reportRange, trafficReport } from "./report";
import { setWeeklyReport, weeklyReportWanted } from "./weekly-report";
import type { AuditEventName } from "~/contract/audit";
import { AuditEvent } from "../../platform/audit-log";
import { adminRoute } from "../identity";
import {
  CLIENT_LIMIT_WINDOW_MS,
  type Guard,
  perClientLimit,
  publicRoute,
  serve,
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
  const staff = adminRoute(ctx, tags, "staff");
  const owner = adminRoute(ctx, tags, "owner");
  const sensitive = adminRoute(ctx, tags, "owner", { stepUp: true });
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

  /** Shared links and API keys are made and revoked alike, each step in the security log. */
  type Kind = { what: string; created: AuditEventName; revoked: AuditEventName };
  const links: Kind = {
    what: "Shared link",
    created: AuditEvent.analyticsShareCreated,
    revoked: AuditEvent.analyticsShareRevoked,
  };
  const keys: Kind = {
    what: "API key",
    created: AuditEvent.analyticsApiKeyCreated,
    revoked: AuditEvent.analyticsApiKeyRevoked,
  };
  const created = async <T extends { _id: string }>(req: FastifyRequest, kind: Kind, made: T) => {
    await ctx.audit.record(req.meta, kind.created, "success", { detail: { id: made._id } });
    return { isSuccess: true, message: `${kind.what} created.`, data: made };
  };
  const revoked = async (req: FastifyRequest, kind: Kind, id: string, done: boolean) => {
    await ctx.audit.record(req.meta, kind.revoked, done ? "success" : "failure", { detail: { id } });
    if (!done) throw notFound(kind.what);
    return { isSuccess: true, message: `${kind.what} revoked.` };
  };
  const by = (req: FastifyRequest) => staffOf(req).adminId;

  serve(app, api.shareLinks, owner, async () => ({ isSuccess: true, data: await listShareLinks(ctx) }));
  serve(app, api.createShareLink, sensitive, async (req) =>
    created(req, links, await createShareLink(ctx, by(req), req.body.label)),
  );
  serve(app, api.revokeShareLink, owner, async (req) =>
    revoked(req, links, req.params.id, await revokeShareLink(ctx, req.params.id)),
  );
  serve(app, api.apiKeys, owner, async () => ({ isSuccess: true, data: await listApiKeys(ctx) }));
  serve(app, api.createApiKey, sensitive, async (req) =>
    created(req, keys, await createApiKey(ctx, by(req), req.body.label)),
  );
  serve(app, api.revokeApiKey, owner, async (req) =>
    revoked(req, keys, req.params.id, await revokeApiKey(ctx, req.params.id)),
  );

  // Signed out, with the link's token in a header the schema checks and the API document shows.
  const headers = z.object({ [SHARE_TOKEN_HEADER]: z.string().max(200).optional() });
  const shared: Guard = (schema) => open({ ...schema, headers });
  const noindex = (reply: FastifyReply) => reply.header("x-robots-tag", "noindex, nofollow");
  serve(app, api.sharedReport, shared, async (req, reply) => {
    noindex(reply);
    await sharedLimit(req);
    const token = req.headers[SHARE_TOKEN_HEADER];
    const link = typeof token === "string" && token ? await viewShareLink(ctx, token) : undefined;
    const { from, to } = reportRange(ctx, req.query);
    await ctx.audit.record(req.meta, AuditEvent.analyticsShareViewed, link ? "success" : "failure", {
      adminId: null,
      detail: { ...(link ? { id: link._id } : {}), from, to },
      // Guessed tokens: one row per caller and window, counted.
      ...(link ? {} : { counted: { windowMs: CLIENT_LIMIT_WINDOW_MS } }),
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
