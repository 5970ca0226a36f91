import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelope, messageAnswerSchema } from "~/contract/envelope";
import { leadParamsSchema } from "~/contract/leads";
import { pipelineBoardSchema, pipelineMoveSchema, pipelineTotalsSchema } from "~/contract/pipeline";
import type { AppContext } from "../../context";
import { changeLead } from "./lead-changes";
import { pipelineBoard, pipelineTotals } from "./pipeline";
import { adminRoute } from "../identity";
import { ADMIN_ERRORS, answers, staffOf } from "../../platform/http/route-helpers";

const tags = ["Pipeline"];

/** The /pipeline board and the dashboard's pipeline figures (issue 26). Staff. */
export function pipelineRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = adminRoute(ctx, tags, "staff");

  const board = {
    response: answers(envelope(pipelineBoardSchema), 401),
    summary: "One column per status (Spam left out): the newest cards, each column's count and total value",
  };
  r.get("/v1/Pipeline", staff(board), async () => ({ isSuccess: true, data: await pipelineBoard(ctx) }));

  const totals = {
    response: answers(envelope(pipelineTotalsSchema), 401),
    summary: "Open pipeline (values of open leads) and the value won this month",
  };
  r.get("/v1/Pipeline/Totals", staff(totals), async () => ({
    isSuccess: true,
    data: await pipelineTotals(ctx),
  }));

  const move = {
    params: leadParamsSchema,
    body: pipelineMoveSchema,
    response: answers(messageAnswerSchema, ...ADMIN_ERRORS, 409),
    summary: "Move a card to another column: the lead's status, logged (409 when the version is stale)",
  };
  r.put("/v1/Pipeline/:kind/:id", staff(move), async (req) => {
    await changeLead(ctx, req.meta, req.params.kind, req.params.id, req.body, staffOf(req).email);
    return { isSuccess: true, message: "Lead moved." };
  });
}
