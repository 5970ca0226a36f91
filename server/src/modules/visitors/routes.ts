import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema, messageAnswerSchema } from "~/contract/envelope";
import { ipInputSchema, ipRecordSchema, trackVisitorSchema } from "~/contract/ip";
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
import {
  answers,
  created,
  deleteById,
  orNotFound,
  pagedList,
  publicRoute,
  recordAnswers,
  updated,
} from "../../platform/http/route-helpers";

const tags = ["IpAddress"];

export function visitorRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminRoute(ctx, tags, "staff");
  const one = recordAnswers(ipRecordSchema, 409);

  const track = {
    body: trackVisitorSchema.optional(),
    response: answers(messageAnswerSchema, 400, 429),
    summary: "Record the caller's address once per day",
  };
  r.post("/IpAddress/TrackVisitor", publicRoute(tags)(track), async (req) => {
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

  const list = {
    ...pagedList(ipRecordSchema),
    summary: "One page of records (page 1 of 10 by default), with search",
  };
  r.get("/IpAddress/GetAll", admin(list), async (req) => {
    const q = req.query;
    const detail = { page: q.page ?? 1, pageSize: pageWindow(q).limit, searched: Boolean(q.search) };
    await ctx.audit.record(req.meta, AuditEvent.visitorsListViewed, "success", { detail });
    return { isSuccess: true, ...(await listVisitors(ctx, q)) };
  });

  r.get("/IpAddress/GetById/:id", admin({ params: idParamSchema, response: one }), async (req) => {
    const { id } = req.params;
    const record = await findVisitor(ctx, id);
    await ctx.audit.record(req.meta, AuditEvent.visitorRecordViewed, record ? "success" : "failure", {
      detail: { id },
    });
    return { isSuccess: true, data: orNotFound("IP address", record) };
  });

  r.post("/IpAddress/Create", admin({ body: ipInputSchema, response: one }), (req) =>
    created("IP address", createVisitor(ctx, req.body)),
  );

  const update = { params: idParamSchema, body: ipInputSchema, response: one };
  r.put("/IpAddress/Update/:id", admin(update), (req) =>
    updated("IP address", updateVisitor(ctx, req.params.id, req.body)),
  );

  const remove = { ...deleteById };
  r.delete(
    "/IpAddress/Delete/:id",
    admin(remove),
    deleteHandler(ctx, "IP address", AuditEvent.ipRecordDeleted, deleteVisitor),
  );
}
