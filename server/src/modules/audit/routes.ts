import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuditEventName } from "~/contract/audit";
import { auditApi } from "~/contract/endpoints/audit";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { MINUTE_MS } from "../../platform/clock";
import { LimitError } from "../../platform/rate-limit";
import { listAuditEvents } from "./audit";
import { adminRoute } from "../identity";
import { serve } from "../../platform/http/route-helpers";

// Limit hits that have a name of their own in the log; every other route records rateLimitHit.
const limitEventByRoute: Record<string, AuditEventName> = { "/api/Auth/Login": AuditEvent.loginLimited };

/** A 429 whose limit names no window (a wait between code sends, a busy account) is counted per this. */
export const UNNAMED_LIMIT_WINDOW_MS = 15 * MINUTE_MS;

/**
 * Every 429 the server answers is a security event, recorded before the answer leaves: one row per
 * caller and route per window of the limit that refused it, counting the refusals (ADR 0065).
 */
export function auditLimitHits(app: FastifyInstance, ctx: AppContext): void {
  const windows = new WeakMap<FastifyRequest, number>();
  app.addHook("onError", async (request, _reply, error) => {
    if (error instanceof LimitError && error.windowMs) windows.set(request, error.windowMs);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode === 429) {
      const pattern = request.routeOptions.url;
      const route = pattern ?? request.url.split("?")[0]!;
      await ctx.audit.record(request.meta, limitEventByRoute[route] ?? AuditEvent.rateLimitHit, "denied", {
        detail: { method: request.method, route },
        // The route's pattern only: a path the caller makes up must not open rows of its own.
        counted: {
          windowMs: windows.get(request) ?? UNNAMED_LIMIT_WINDOW_MS,
          key: `${request.method} ${pattern ?? ""}`,
        },
      });
    }
    return payload;
  });
}

/** The security log, read-only: there is no update or delete call. */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  // Owners read the log; each export and delete is recorded by the call that makes it.
  const owners = adminRoute(ctx, ["Audit"], "owner");

  serve(app, auditApi.list, owners, async (req) => ({
    isSuccess: true,
    ...(await listAuditEvents(ctx, req.query)),
  }));
}
