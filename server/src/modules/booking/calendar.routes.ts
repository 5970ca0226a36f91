import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarInputSchema, calendarStatusSchema, feedSchema } from "~/contract/booking";
import { envelope } from "~/contract/envelope";
import type { AppContext } from "../../context";
import { notFound } from "../../platform/errors";
import { AuditEvent } from "../../platform/audit-log";
import { connectCalendar, createFeed, disconnectCalendar, feedCalendar } from "./caldav/connection";
import { adminRoute } from "../identity";
import { answers, perClientLimit, publicRoute, staffOf } from "../../platform/http/route-helpers";

const tags = ["Availability"];

/** Calendar apps poll a feed every few minutes at most; this leaves room for a whole office behind one address. */
const FEED_READS_PER_10_MIN = 120;

/** A staff member's CalDAV calendar and private iCal feed (ADR 0036). */
export function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminRoute(ctx, tags, "staff");
  const open = publicRoute(tags);
  const feedLimit = perClientLimit(
    ctx,
    "calendar-feed",
    FEED_READS_PER_10_MIN,
    "Too many requests. Please try again later.",
  );

  const connect = {
    body: calendarInputSchema,
    response: answers(envelope(calendarStatusSchema), 400, 401),
    summary:
      "Connect a CalDAV calendar (busy times block slots, demos are written into it); an empty URL disconnects",
  };
  r.put("/Staff/Availability/Calendar", admin(connect), async (req) => {
    const { adminId } = staffOf(req);
    if (!req.body.url) {
      const data = await disconnectCalendar(ctx, adminId);
      await ctx.audit.record(req.meta, AuditEvent.calendarDisconnected, "success");
      return { isSuccess: true, message: "Calendar disconnected.", data };
    }
    const host = new URL(req.body.url).host;
    try {
      const data = await connectCalendar(ctx, adminId, req.body);
      await ctx.audit.record(req.meta, AuditEvent.calendarConnected, "success", { detail: { host } });
      return { isSuccess: true, message: "Calendar connected.", data };
    } catch (err) {
      await ctx.audit.record(req.meta, AuditEvent.calendarConnected, "failure", { detail: { host } });
      throw err;
    }
  });

  const feed = {
    response: answers(envelope(feedSchema), 401),
    summary: "A new secret iCal feed URL of my upcoming demos (the previous one stops working)",
  };
  r.post("/Staff/Availability/Feed", admin(feed), async (req) => {
    const token = await createFeed(ctx, staffOf(req).adminId);
    await ctx.audit.record(req.meta, AuditEvent.calendarFeedCreated, "success");
    return { isSuccess: true, data: { url: `${ctx.config.adminBaseUrl}/api/Calendar/Feed/${token}` } };
  });

  const read = {
    params: z.object({ token: z.string().max(200) }),
    // The body is the calendar text itself (sent as text/calendar, so no JSON serializer touches it).
    response: answers(z.string().describe("text/calendar"), 404, 429),
    summary:
      "A staff member's upcoming demos as text/calendar (the secret URL from /Staff/Availability/Feed)",
  };
  r.get("/Calendar/Feed/:token", open(read), async (req, reply) => {
    await feedLimit(req);
    const body = await feedCalendar(ctx, req.params.token);
    if (body === null) throw notFound("Feed");
    return reply
      .type("text/calendar; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("x-robots-tag", "noindex")
      .send(body);
  });
}
