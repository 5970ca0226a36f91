import type { FastifyInstance } from "fastify";
import type { AvailabilityInput } from "~/contract/booking";
import { availabilityApi } from "~/contract/endpoints/availability";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import type { RequestMeta } from "../../platform/request-meta";
import { getAvailability, isMember, saveAvailability } from "./availability";
import { listFreeSlots } from "./slots";
import { adminRoute } from "../identity";
import { orNotFound, perClientLimit, publicRoute, serve, staffOf } from "../../platform/http/route-helpers";

/** The picker asks once per visit and when the visitor moves on a week: 300 is far beyond a person. */
export const SLOT_LOOKUPS_PER_10_MIN = 300;

/** Free demo times (public), each staff member's own working hours (signed in), and anyone's (owners). */
export function availabilityRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = publicRoute(["Demo booking"]);
  const admin = adminRoute(ctx, ["Availability"], "staff");
  const owner = adminRoute(ctx, ["Availability"], "owner");
  const slotsLimit = perClientLimit(ctx, "book-slots", SLOT_LOOKUPS_PER_10_MIN);

  serve(app, availabilityApi.slots, open, async (req, reply) => {
    await slotsLimit(req);
    const { available, slots } = await listFreeSlots(ctx);
    // Free times change with every booking: never kept by a browser or proxy.
    reply.header("cache-control", "no-store");
    const companyTimeZone = ctx.company.current().timeZone;
    const { durationMinutes } = ctx.config.booking;
    return {
      isSuccess: true,
      data: { available, companyTimeZone, durationMinutes, slots: slots.map((s) => s.toISOString()) },
    };
  });

  serve(app, availabilityApi.get, admin, async (req) => ({
    isSuccess: true,
    data: await getAvailability(ctx, staffOf(req).adminId),
  }));

  const save = async (meta: RequestMeta, adminId: string, body: AvailabilityInput) => {
    const data = await saveAvailability(ctx, adminId, body);
    await ctx.audit.record(meta, AuditEvent.availabilityChanged, "success", {
      detail: { member: adminId, takesDemos: body.takesDemos, daysOff: body.daysOff.length },
    });
    return { isSuccess: true, data };
  };

  serve(app, availabilityApi.save, admin, (req) => save(req.meta, staffOf(req).adminId, req.body));

  const member = async (id: string) => orNotFound("Team member", (await isMember(ctx, id)) ? id : undefined);

  serve(app, availabilityApi.getMember, owner, async (req) => ({
    isSuccess: true,
    data: await getAvailability(ctx, await member(req.params.id)),
  }));

  serve(app, availabilityApi.saveMember, owner, async (req) =>
    save(req.meta, await member(req.params.id), req.body),
  );
}
