import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParamSchema, messageAnswerSchema } from "~/contract/envelope";
import {
  followUpBoardSchema,
  followUpDoneSchema,
  followUpInputSchema,
  followUpSchema,
  followUpScopeSchema,
  followUpsDueSchema,
} from "~/contract/follow-ups";
import { leadParamsSchema } from "~/contract/leads";
import type { AppContext } from "../../context";
import { notFound } from "../../platform/errors";
import {
  addFollowUp,
  deleteFollowUp,
  followUpBoard,
  followUpsDue,
  leadFollowUps,
  setFollowUpDone,
} from "./follow-ups";
import { adminRoute } from "../identity";
import { ADMIN_ERRORS, answers, staffOf } from "../../platform/http/route-helpers";

const tags = ["Follow-ups"];

/** Follow-ups on leads: on the lead page, the /tasks screen and the dashboard (issue 26). Staff. */
export function followUpRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = adminRoute(ctx, tags, "staff");

  const board = {
    querystring: followUpScopeSchema,
    response: answers(envelope(followUpBoardSchema), 400, 401),
    summary: "Open follow-ups, yours or everyone's: overdue, due today, upcoming",
  };
  r.get("/v1/FollowUps", staff(board), async (req) => ({
    isSuccess: true,
    data: await followUpBoard(ctx, req.query.scope, staffOf(req).adminId),
  }));

  const due = {
    response: answers(envelope(followUpsDueSchema), 401),
    summary: "Open follow-ups due by the end of today, and how many are past due",
  };
  r.get("/v1/FollowUps/Due", staff(due), async () => ({ isSuccess: true, data: await followUpsDue(ctx) }));

  const ofLead = {
    params: leadParamsSchema,
    response: answers(envelope(z.array(followUpSchema)), ...ADMIN_ERRORS),
    summary: "A lead's follow-ups, open ones first",
  };
  r.get("/v1/Leads/:kind/:id/FollowUps", staff(ofLead), async (req) => ({
    isSuccess: true,
    data: await leadFollowUps(ctx, req.params.kind, req.params.id),
  }));

  const create = {
    params: leadParamsSchema,
    body: followUpInputSchema,
    response: answers(envelope(followUpSchema), ...ADMIN_ERRORS),
    summary: "Add a follow-up to a lead (assignee: the lead's by default); mailed to them when due",
  };
  r.post("/v1/Leads/:kind/:id/FollowUps", staff(create), async (req) => ({
    isSuccess: true,
    message: "Follow-up added.",
    data: await addFollowUp(ctx, req.params.kind, req.params.id, req.body, staffOf(req)),
  }));

  const done = {
    params: idParamSchema,
    body: followUpDoneSchema,
    response: answers(envelope(followUpSchema), ...ADMIN_ERRORS, 409),
    summary: "Mark a follow-up done, or open again (409 when the version is stale)",
  };
  r.put("/v1/FollowUps/:id/Done", staff(done), async (req) => ({
    isSuccess: true,
    message: req.body.done ? "Follow-up done." : "Follow-up open again.",
    data: await setFollowUpDone(ctx, req.params.id, req.body, staffOf(req).email),
  }));

  const remove = {
    params: idParamSchema,
    response: answers(messageAnswerSchema, ...ADMIN_ERRORS),
    summary: "Delete a follow-up",
  };
  r.delete("/v1/FollowUps/:id", staff(remove), async (req) => {
    if (!(await deleteFollowUp(ctx, req.params.id))) throw notFound("Follow-up");
    return { isSuccess: true, message: "Follow-up deleted." };
  });
}
