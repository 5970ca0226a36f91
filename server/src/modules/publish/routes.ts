import type { FastifyInstance } from "fastify";
import { siteApi } from "~/contract/endpoints/site";
import type { AppContext } from "../../context";
import { serve } from "../../platform/http/route-helpers";
import { adminRoute } from "../identity";

/** The last publish of the public pages, under the Settings screen's header (owners). */
export function publishRoutes(app: FastifyInstance, ctx: AppContext) {
  const owner = adminRoute(ctx, ["Settings"], "owner");
  serve(app, siteApi.publish, owner, async () => ({ isSuccess: true, data: ctx.publisher.state() }));
}
