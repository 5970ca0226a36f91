import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";

const upOrDown = z.enum(["up", "down"]);
const readiness = z.object({
  isSuccess: z.boolean(),
  data: z.object({ db: upOrDown, limits: upOrDown }),
});

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    "/health",
    { schema: { tags: ["Health"], summary: "Database reachability" } },
    async (_req, reply) => {
      const up = await ctx.database.ping();
      return reply.status(up ? 200 : 503).send({ isSuccess: up, data: { db: up ? "up" : "down" } });
    },
  );

  // Readiness for a load balancer: this instance can serve API calls (database and shared counters answer).
  app.get(
    "/ready",
    {
      schema: {
        tags: ["Health"],
        summary: "Database and Redis reachability",
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_req, reply) => {
      const [db, limits] = await Promise.all([ctx.database.ping(), ctx.limiter.ready()]);
      const up = db && limits;
      return reply
        .status(up ? 200 : 503)
        .send({ isSuccess: up, data: { db: db ? "up" : "down", limits: limits ? "up" : "down" } });
    },
  );
}
