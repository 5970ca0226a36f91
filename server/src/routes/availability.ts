import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

export function availabilityRoutes(_app: FastifyInstance, _ctx: AppContext) {}
