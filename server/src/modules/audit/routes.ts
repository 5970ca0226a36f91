import type { FastifyInstance } from "fastify";
import type { AuditEventName } from "~/contract/audit";
import { auditApi } from "~/contract/endpoints/audit";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { listAuditEvents } from "./audit";
import { adminRoute } from "../identity";
import { serve } from "../../platform/http/route-helpers";

// Limit hits that have a name of their own in the log; every other route records rateLimitHit.
const limitEventByRoute: Record<string, AuditEventName> = { "/api/Auth/Login": AuditEvent.loginLimited };

/** Every 429 the server answers is a security event, recorded before the answer leaves. */
export function auditLimitHits(app: FastifyInstance, ctx: AppContext): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode === 429) {
      const route = request.routeOptions.url ?? request.url.split("?")[0]!;
      await ctx.audit.record(request.meta, limitEventByRoute[route] ?? AuditEvent.rateLimitHit, "denied", {
        detail: { method: request.method, route },
      });
    }
    return payload;
  });
}

/** The security log, read-only: there is no update or delete call. */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  // Owners read the log; every member's CSV exports are recorded in it.
  const owners = adminRoute(ctx, ["Audit"], "owner");
  const staff = adminRoute(ctx, ["Audit"], "staff");

  serve(app, auditApi.list, owners, async (req) => ({
    isSuccess: true,
    ...(await listAuditEvents(ctx, req.query)),
  }));

  // Exports are built in the browser from the paged lists; the export button reports each one here.
  serve(app, auditApi.recordExport, staff, async (req) => {
    const { list, rows, filtered } = req.body;
    await ctx.audit.record(req.meta, AuditEvent.csvExported, "success", { detail: { list, rows, filtered } });
    return { isSuccess: true, message: "Export recorded." };
  });
}
