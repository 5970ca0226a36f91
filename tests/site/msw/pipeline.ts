import { http, HttpResponse } from "msw";
import type { PipelineBoard, PipelineCard } from "~/contract/pipeline";
import { PIPELINE_STATUSES } from "~/contract/pipeline";
import { record, unauthorized } from "./admin";

// The /pipeline board of the in-memory admin API: tests fill `pipelineDb.cards`.

export const pipelineDb = { cards: [] as PipelineCard[], totals: { openPipeline: 0, wonThisMonth: 0 } };

export const makeCard = (i: number, over: Partial<PipelineCard> = {}): PipelineCard => ({
  kind: "contact",
  _id: `c${String(i).padStart(3, "0")}`,
  name: `Person ${i}`,
  companyName: "",
  value: null,
  assigneeEmail: null,
  createdAt: new Date().toISOString(),
  leadStatus: "new",
  version: 1,
  ...over,
});

const board = (): PipelineBoard => ({
  columns: PIPELINE_STATUSES.map((status) => {
    const cards = pipelineDb.cards.filter((c) => c.leadStatus === status);
    return { status, cards, count: cards.length, total: cards.reduce((n, c) => n + (c.value ?? 0), 0) };
  }),
});

export const pipelineHandlers = [
  http.get("*/api/v1/Pipeline", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    return HttpResponse.json({ isSuccess: true, data: board() });
  }),
  http.get("*/api/v1/Pipeline/Totals", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    return HttpResponse.json({ isSuccess: true, data: pipelineDb.totals });
  }),
];
