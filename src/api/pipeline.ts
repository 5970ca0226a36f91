import { messageAnswerSchema } from "~/contract/envelope";
import {
  type PipelineBoard,
  pipelineBoardSchema,
  type PipelineCard,
  type PipelineStatus,
  type PipelineTotals,
  pipelineTotalsSchema,
} from "~/contract/pipeline";
import { request, requestData } from "~/lib/http/api-client";

/** GET /v1/Pipeline: the board's columns. */
export async function getPipeline(): Promise<PipelineBoard> {
  return requestData(
    pipelineBoardSchema,
    { method: "GET", url: "/v1/Pipeline" },
    "Failed to fetch the pipeline",
  );
}

/** GET /v1/Pipeline/Totals: the dashboard's open pipeline and won this month. */
export async function getPipelineTotals(): Promise<PipelineTotals> {
  return requestData(
    pipelineTotalsSchema,
    { method: "GET", url: "/v1/Pipeline/Totals" },
    "Failed to fetch the pipeline figures",
  );
}

/** PUT /v1/Pipeline/{kind}/{id}: the card's new column, with the version on the board (409 when stale). */
export async function moveCard(card: PipelineCard, leadStatus: PipelineStatus): Promise<void> {
  await request(
    messageAnswerSchema,
    {
      method: "PUT",
      url: `/v1/Pipeline/${card.kind}/${encodeURIComponent(card._id)}`,
      data: { leadStatus, version: card.version },
    },
    "Failed to move the lead",
  );
}
