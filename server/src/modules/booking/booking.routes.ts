import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { bookingApi } from "~/contract/endpoints/booking";
import type { AppContext } from "../../context";
import { notFound } from "../../platform/errors";
import { AuditEvent } from "../../platform/audit-log";
import type { AuditEventName } from "~/contract/audit";
import { afterBookingChange } from "./after-change";
import { listAgenda, requestBooking, bookingView } from "./agenda";
import { loadBooking } from "./booking-event";
import type { BookingChange } from "./change";
import { type Actor, cancelBooking, recordAttendance, rescheduleBooking, staffBook } from "./changes";
import { invalidLink, verifyManageToken } from "./manage-token";
import { assertLead } from "../leads";
import { adminRoute } from "../identity";
import { perClientLimit, publicRoute, serve, staffOf } from "../../platform/http/route-helpers";

const tags = ["Demo booking"];

const auditOf: Record<BookingChange["kind"], AuditEventName> = {
  confirmed: AuditEvent.bookingScheduled,
  rescheduled: AuditEvent.bookingRescheduled,
  cancelled: AuditEvent.bookingCancelled,
};

export function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = publicRoute(tags);
  const admin = adminRoute(ctx, tags, "staff");
  // The links' calls are public: limited per client like the forms, so tokens cannot be tried in bulk.
  const limit = perClientLimit(
    ctx,
    "book-manage",
    ctx.config.limits.publicForms,
    "Too many requests. Please try again later.",
  );

  /** The token's booking (confirmed or cancelled); 400 invalidLink otherwise. */
  async function bookingOfToken(req: FastifyRequest, token: string) {
    await limit(req);
    const id = await verifyManageToken(ctx, token);
    const b = await loadBooking(ctx.db, id);
    if (!b || b.status === "held") throw invalidLink();
    return b;
  }

  /** After a committed change: mails and calendar after the reply; the view as it is now. */
  async function changed(req: FastifyRequest, change: BookingChange) {
    afterBookingChange(ctx, req.meta, change);
    const b = await loadBooking(ctx.db, change.bookingId);
    if (!b) throw notFound("Booking");
    return b;
  }

  const visitor: Actor = { visitor: true };

  serve(app, bookingApi.manage, open, async (req) => ({
    isSuccess: true,
    data: bookingView(ctx, await bookingOfToken(req, req.body.token)),
  }));

  serve(app, bookingApi.reschedule, open, async (req) => {
    const b = await bookingOfToken(req, req.body.token);
    const slotStart = new Date(req.body.slotStart);
    const change = await rescheduleBooking(ctx, b.id, { slotStart, timeZone: req.body.timeZone }, visitor);
    return { isSuccess: true, data: bookingView(ctx, await changed(req, change)) };
  });

  serve(app, bookingApi.cancel, open, async (req) => {
    const b = await bookingOfToken(req, req.body.token);
    const change = await cancelBooking(ctx, b.id, visitor);
    return { isSuccess: true, data: bookingView(ctx, await changed(req, change)) };
  });

  serve(app, bookingApi.agenda, admin, async (req) => ({
    isSuccess: true,
    data: await listAgenda(ctx, req.query.scope, staffOf(req).adminId),
  }));

  serve(app, bookingApi.requestBooking, admin, async (req) => {
    await assertLead(ctx, "demo", req.params.id);
    return { isSuccess: true, data: await requestBooking(ctx, req.params.id) };
  });

  /** A staff change: security log, mails and calendar after the reply, the request's demo as answer. */
  async function staffChanged(
    req: FastifyRequest,
    reply: FastifyReply,
    change: BookingChange,
    requestId: string,
  ) {
    const b = await changed(req, change);
    await ctx.audit.record(req.meta, auditOf[change.kind], "success", {
      detail: { demoRequestId: requestId, bookingId: b.id, startsAt: b.startsAt.toISOString() },
    });
    return { isSuccess: true, data: (await requestBooking(ctx, requestId))! };
  }

  serve(app, bookingApi.book, admin, async (req, reply) => {
    const s = staffOf(req);
    const change = await staffBook(
      ctx,
      req.params.id,
      { slotStart: new Date(req.body.slotStart), timeZone: req.body.timeZone },
      { id: s.adminId, email: s.email },
    );
    return staffChanged(req, reply, change, req.params.id);
  });

  /** The request's confirmed demo, or 404. */
  async function liveBookingOf(requestId: string) {
    const item = await requestBooking(ctx, requestId);
    if (!item) throw notFound("Booking");
    return item;
  }

  serve(app, bookingApi.cancelDemo, admin, async (req, reply) => {
    const s = staffOf(req);
    const item = await liveBookingOf(req.params.id);
    const change = await cancelBooking(ctx, item.id, { staff: { id: s.adminId, email: s.email } });
    return staffChanged(req, reply, change, req.params.id);
  });

  serve(app, bookingApi.attendance, admin, async (req) => {
    const s = staffOf(req);
    const item = await liveBookingOf(req.params.id);
    await recordAttendance(ctx, item.id, req.body.attendance, { id: s.adminId, email: s.email });
    await ctx.audit.record(req.meta, AuditEvent.bookingAttendance, "success", {
      detail: { demoRequestId: req.params.id, bookingId: item.id, attendance: req.body.attendance },
    });
    return { isSuccess: true, data: (await requestBooking(ctx, req.params.id))! };
  });
}
