import type { FastifyInstance } from "fastify";
import { followUpApi } from "~/contract/endpoints/follow-ups";
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
import { serve, staffOf } from "../../platform/http/route-helpers";

const tags = ["Follow-ups"];

/** Follow-ups on leads: on the lead page, the /tasks screen and the dashboard (issue 26). Staff. */
export function followUpRoutes(app: FastifyInstance, ctx: AppContext) {
  const staff = adminRoute(ctx, tags, "staff");

  serve(app, followUpApi.board, staff, async (req) => ({
    isSuccess: true,
    data: await followUpBoard(ctx, req.query.scope, staffOf(req).adminId),
  }));

  serve(app, followUpApi.due, staff, async () => ({ isSuccess: true, data: await followUpsDue(ctx) }));

  serve(app, followUpApi.ofLead, staff, async (req) => ({
    isSuccess: true,
    data: await leadFollowUps(ctx, req.params.kind, req.params.id),
  }));

  serve(app, followUpApi.add, staff, async (req) => ({
    isSuccess: true,
    message: "Follow-up added.",
    data: await addFollowUp(ctx, req.params.kind, req.params.id, req.body, staffOf(req)),
  }));

  serve(app, followUpApi.done, staff, async (req) => ({
    isSuccess: true,
    message: req.body.done ? "Follow-up done." : "Follow-up open again.",
    data: await setFollowUpDone(ctx, req.params.id, req.body, staffOf(req).email),
  }));

  serve(app, followUpApi.remove, staff, async (req) => {
    if (!(await deleteFollowUp(ctx, req.params.id))) throw notFound("Follow-up");
    return { isSuccess: true, message: "Follow-up deleted." };
  });
}
