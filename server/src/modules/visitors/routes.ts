import type { FastifyInstance } from "fastify";
import { ipAddressApi } from "~/contract/endpoints/ip-addresses";
import { visitorApi } from "~/contract/endpoints/visitors";
import type { AppContext } from "../../context";
import { HOUR_MS } from "../../platform/clock";
import { clientKey } from "../../platform/client-key";
import { consume } from "../../platform/rate-limit";
import { AuditEvent } from "../../platform/audit-log";
import { pageWindow } from "../../platform/paging";
import {
  createVisitor,
  deleteVisitor,
  findVisitor,
  listVisitors,
  trackVisit,
  updateVisitor,
} from "./visitors";
import { deleteHandler } from "../audit";
import { adminRoute } from "../identity";
import { created, orNotFound, publicRoute, serve, updated } from "../../platform/http/route-helpers";

const tags = ["IpAddress"];

export function visitorRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = adminRoute(ctx, tags, "staff");
  // A delete needs a recent step-up, whatever the role (docs/product.md §6).
  const sensitive = adminRoute(ctx, tags, "staff", { stepUp: true });

  serve(app, visitorApi.track, publicRoute(tags), async (req) => {
    await consume(
      ctx.limiter,
      `track:ip:${clientKey(req)}`,
      ctx.config.limits.trackVisitor,
      HOUR_MS,
      "Too many visits recorded. Please try again later.",
    );
    // req.ip honours TRUST_PROXY only; X-Forwarded-For is otherwise ignored.
    await trackVisit(ctx, req.ip, req.body?.timezone);
    return { isSuccess: true, message: "Visit recorded." };
  });

  serve(app, ipAddressApi.list, admin, async (req) => {
    const q = req.query;
    const detail = { page: q.page ?? 1, pageSize: pageWindow(q).limit, searched: Boolean(q.search) };
    await ctx.audit.record(req.meta, AuditEvent.visitorsListViewed, "success", { detail });
    return { isSuccess: true, ...(await listVisitors(ctx, q)) };
  });

  serve(app, ipAddressApi.get, admin, async (req) => {
    const { id } = req.params;
    const record = await findVisitor(ctx, id);
    await ctx.audit.record(req.meta, AuditEvent.visitorRecordViewed, record ? "success" : "failure", {
      detail: { id },
    });
    return { isSuccess: true, data: orNotFound("IP address", record) };
  });

  serve(app, ipAddressApi.create, admin, (req) => created("IP address", createVisitor(ctx, req.body)));

  serve(app, ipAddressApi.update, admin, (req) =>
    updated("IP address", updateVisitor(ctx, req.params.id, req.body)),
  );

  serve(
    app,
    ipAddressApi.remove,
    sensitive,
    deleteHandler(ctx, "IP address", AuditEvent.ipRecordDeleted, deleteVisitor),
  );
}
