import type { FastifyInstance } from "fastify";
import { count, gte } from "drizzle-orm";
import type { AppContext } from "../context";
import { contacts, demoRequests, ipRecords, kpis } from "../db/schema";
import { adminOnly, bearer } from "./shared";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    "/Analytics/DashboardStats",
    {
      onRequest: adminOnly(ctx),
      schema: { tags: ["Analytics"], security: bearer, summary: "Real counts for the admin dashboard" },
    },
    async () => {
      const weekAgo = new Date(ctx.clock().getTime() - WEEK_MS);
      const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
      const [c, v, d, k, recent] = await Promise.all([
        n(ctx.db.select({ n: count() }).from(contacts)),
        n(ctx.db.select({ n: count() }).from(ipRecords)),
        n(ctx.db.select({ n: count() }).from(demoRequests)),
        n(ctx.db.select({ n: count() }).from(kpis)),
        n(ctx.db.select({ n: count() }).from(contacts).where(gte(contacts.createdAt, weekAgo))),
      ]);
      return {
        isSuccess: true,
        data: { contacts: c, visitors: v, demoRequests: d, kpis: k, contactsLast7Days: recent },
      };
    },
  );
}
