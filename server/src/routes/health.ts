import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    "/health",
    { schema: { tags: ["Health"], summary: "Database reachability" } },
    async (_req, reply) => {
      const up = await ctx.database.ping();
      return reply.status(up ? 200 : 503).send({ isSuccess: up, data: { db: up ? "up" : "down" } });
    },
  );
}
