import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dashboardStatsSchema } from "~/contract/analytics";
import { envelope } from "~/contract/envelope";
import type { AppContext } from "../context";
import { dashboardStats } from "../services/dashboard";
import { adminRoute, answers } from "./shared";

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminRoute(ctx, ["Analytics"]);
  const stats = {
    response: answers(envelope(dashboardStatsSchema), 401),
    summary: "Real counts for the admin dashboard",
  };
  r.get("/Analytics/DashboardStats", admin(stats), async () => ({
    isSuccess: true,
    data: await dashboardStats(ctx),
  }));
}
