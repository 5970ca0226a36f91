import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

export function calendarRoutes(_app: FastifyInstance, _ctx: AppContext) {}
