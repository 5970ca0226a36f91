import { endpoint } from "../endpoint";
import { envelope, messageAnswerSchema } from "../envelope";
import { leadParamsSchema } from "../leads";
import { pipelineBoardSchema, pipelineMoveSchema, pipelineTotalsSchema } from "../pipeline";

/** The /pipeline board and the dashboard's pipeline figures (issue 26, staff). */
export const pipelineApi = {
  board: endpoint({
    method: "GET",
    path: "/v1/Pipeline",
    response: envelope(pipelineBoardSchema),
    errors: [401],
    summary: "One column per status (Spam left out): the newest cards, each column's count and total value",
    failed: "Failed to fetch the pipeline",
  }),
  totals: endpoint({
    method: "GET",
    path: "/v1/Pipeline/Totals",
    response: envelope(pipelineTotalsSchema),
    errors: [401],
    summary: "Open pipeline (values of open leads) and the value won this month",
    failed: "Failed to fetch the pipeline figures",
  }),
  move: endpoint({
    method: "PUT",
    path: "/v1/Pipeline/:kind/:id",
    params: leadParamsSchema,
    body: pipelineMoveSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404, 409],
    summary: "Move a card to another column: the lead's status, logged (409 when the version is stale)",
    failed: "Failed to move the lead",
  }),
};
