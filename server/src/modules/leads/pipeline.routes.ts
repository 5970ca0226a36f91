import type { FastifyInstance } from "fastify";
import { pipelineApi } from "~/contract/endpoints/pipeline";
import type { AppContext } from "../../context";
import { changeLead } from "./lead-changes";
import { pipelineBoard, pipelineTotals } from "./pipeline";
import { adminRoute } from "../identity";
import { serve, staffOf } from "../../platform/http/route-helpers";

const tags = ["Pipeline"];

/** The /pipeline board and the dashboard's pipeline figures (issue 26). Staff. */
export function pipelineRoutes(app: FastifyInstance, ctx: AppContext) {
  const staff = adminRoute(ctx, tags, "staff");

  serve(app, pipelineApi.board, staff, async () => ({ isSuccess: true, data: await pipelineBoard(ctx) }));

  serve(app, pipelineApi.totals, staff, async () => ({
    isSuccess: true,
    data: await pipelineTotals(ctx),
  }));

  serve(app, pipelineApi.move, staff, async (req) => {
    await changeLead(ctx, req.meta, req.params.kind, req.params.id, req.body, staffOf(req).email);
    return { isSuccess: true, message: "Lead moved." };
  });
}
