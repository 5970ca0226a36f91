import type { FastifyInstance } from "fastify";
import { settingsApi } from "~/contract/endpoints/settings";
import type { AppContext } from "../../context";
import { serve, staffOf } from "../../platform/http/route-helpers";
import { adminRoute } from "../identity";

/** The company's settings on the Settings screen: owners read and save them. */
export function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const owner = adminRoute(ctx, ["Settings"], "owner");

  serve(app, settingsApi.company, owner, async () => ({ isSuccess: true, data: ctx.company.view() }));

  serve(app, settingsApi.saveCompany, owner, async (req) => ({
    isSuccess: true,
    message: "Settings saved.",
    data: await ctx.company.save(req.meta, req.body, staffOf(req).adminId),
  }));
}
