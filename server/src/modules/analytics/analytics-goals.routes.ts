import type { FastifyInstance } from "fastify";
import { analyticsGoalsApi } from "~/contract/endpoints/analytics-goals";
import type { AppContext } from "../../context";
import { notFound } from "../../platform/errors";
import { createGoal, deleteGoal, listGoals } from "./goals";
import { createFunnel, deleteFunnel, listFunnels } from "./step-funnels";
import { adminRoute } from "../identity";
import { serve, staffOf } from "../../platform/http/route-helpers";

const tags = ["Analytics"];

/** Goals and saved funnels of the Analytics screen (issue 27): staff and owners. */
export function analyticsGoalRoutes(app: FastifyInstance, ctx: AppContext) {
  const staff = adminRoute(ctx, tags, "staff");

  serve(app, analyticsGoalsApi.goals, staff, async () => ({ isSuccess: true, data: await listGoals(ctx) }));
  serve(app, analyticsGoalsApi.createGoal, staff, async (req) => ({
    isSuccess: true,
    message: "Goal created.",
    data: await createGoal(ctx, req.body, staffOf(req).adminId),
  }));
  serve(app, analyticsGoalsApi.deleteGoal, staff, async (req) => {
    if (!(await deleteGoal(ctx, req.params.id))) throw notFound("Goal");
    return { isSuccess: true, message: "Goal deleted." };
  });

  serve(app, analyticsGoalsApi.funnels, staff, async () => ({
    isSuccess: true,
    data: await listFunnels(ctx),
  }));
  serve(app, analyticsGoalsApi.createFunnel, staff, async (req) => ({
    isSuccess: true,
    message: "Funnel created.",
    data: await createFunnel(ctx, req.body, staffOf(req).adminId),
  }));
  serve(app, analyticsGoalsApi.deleteFunnel, staff, async (req) => {
    if (!(await deleteFunnel(ctx, req.params.id))) throw notFound("Funnel");
    return { isSuccess: true, message: "Funnel deleted." };
  });
}
