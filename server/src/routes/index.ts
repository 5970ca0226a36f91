import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { healthRoutes } from "./health";

export function registerApi(api: FastifyInstance, ctx: AppContext) {
  healthRoutes(api, ctx);
}
