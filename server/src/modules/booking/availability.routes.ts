import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { availabilityInputSchema, availabilitySchema, slotsSchema } from "~/contract/booking";
import { envelope } from "~/contract/envelope";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { getAvailability, saveAvailability } from "./availability";
import { listFreeSlots } from "./slots";
import { adminRoute } from "../identity";
import { ADMIN_ERRORS, answers, publicRoute, staffOf } from "../../platform/http/route-helpers";

/** Free demo times (public) and each staff member's own working hours (signed in). */
export function availabilityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = publicRoute(["Demo booking"]);
  const admin = adminRoute(ctx, ["Availability"], "staff");

  r.get(
    "/Book/Slots",
    open({
      response: answers(envelope(slotsSchema)),
      summary: "Every free demo start in the booking window",
    }),
    async (_req, reply) => {
      const { available, slots } = await listFreeSlots(ctx);
      // Free times change with every booking: never kept by a browser or proxy.
      reply.header("cache-control", "no-store");
      const { companyTimeZone, durationMinutes } = ctx.config.booking;
      return {
        isSuccess: true,
        data: { available, companyTimeZone, durationMinutes, slots: slots.map((s) => s.toISOString()) },
      };
    },
  );

  const availabilityAnswers = answers(envelope(availabilitySchema), ...ADMIN_ERRORS);
  r.get(
    "/Staff/Availability",
    admin({ response: availabilityAnswers, summary: "The signed-in staff member's availability" }),
    async (req) => ({ isSuccess: true, data: await getAvailability(ctx, staffOf(req).adminId) }),
  );

  r.put(
    "/Staff/Availability",
    admin({
      body: availabilityInputSchema,
      response: availabilityAnswers,
      summary: "Set working hours, days off (the list replaces the old one) and whether demos are taken",
    }),
    async (req) => {
      const data = await saveAvailability(ctx, staffOf(req).adminId, req.body);
      await ctx.audit.record(req.meta, AuditEvent.availabilityChanged, "success", {
        detail: { takesDemos: req.body.takesDemos, daysOff: req.body.daysOff.length },
      });
      return { isSuccess: true, data };
    },
  );
}
