import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { authRoutes } from "./auth";
import { contactRoutes } from "./contacts";
import { demoRoutes } from "./demo";
import { healthRoutes } from "./health";

export function registerApi(api: FastifyInstance, ctx: AppContext) {
  healthRoutes(api, ctx);
  authRoutes(api, ctx);
  contactRoutes(api, ctx);
  demoRoutes(api, ctx);
}
