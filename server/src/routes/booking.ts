import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

export function bookingRoutes(_app: FastifyInstance, _ctx: AppContext) {}
