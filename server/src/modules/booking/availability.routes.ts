import type { FastifyInstance } from "fastify";
import { availabilityApi } from "~/contract/endpoints/availability";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { getAvailability, saveAvailability } from "./availability";
import { listFreeSlots } from "./slots";
import { adminRoute } from "../identity";
import { perClientLimit, publicRoute, serve, staffOf } from "../../platform/http/route-helpers";

/** The picker asks once per visit and when the visitor moves on a week: 300 is far beyond a person. */
export const SLOT_LOOKUPS_PER_10_MIN = 300;

/** Free demo times (public) and each staff member's own working hours (signed in). */
export function availabilityRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = publicRoute(["Demo booking"]);
  const admin = adminRoute(ctx, ["Availability"], "staff");
  const slotsLimit = perClientLimit(ctx, "book-slots", SLOT_LOOKUPS_PER_10_MIN);

  serve(app, availabilityApi.slots, open, async (req, reply) => {
    await slotsLimit(req);
    const { available, slots } = await listFreeSlots(ctx);
    // Free times change with every booking: never kept by a browser or proxy.
    reply.header("cache-control", "no-store");
    const { companyTimeZone, durationMinutes } = ctx.config.booking;
    return {
      isSuccess: true,
      data: { available, companyTimeZone, durationMinutes, slots: slots.map((s) => s.toISOString()) },
    };
  });

  serve(app, availabilityApi.get, admin, async (req) => ({
    isSuccess: true,
    data: await getAvailability(ctx, staffOf(req).adminId),
  }));

  serve(app, availabilityApi.save, admin, async (req) => {
    const data = await saveAvailability(ctx, staffOf(req).adminId, req.body);
    await ctx.audit.record(req.meta, AuditEvent.availabilityChanged, "success", {
      detail: { takesDemos: req.body.takesDemos, daysOff: req.body.daysOff.length },
    });
    return { isSuccess: true, data };
  });
}
