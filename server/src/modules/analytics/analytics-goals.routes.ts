import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  funnelInputSchema,
  goalInputSchema,
  goalSchema,
  savedFunnelSchema,
} from "~/contract/analytics-goals";
import { envelope, idParamSchema, messageAnswerSchema } from "~/contract/envelope";
import type { AppContext } from "../../context";
import { notFound } from "../../platform/errors";
import { createGoal, deleteGoal, listGoals } from "./goals";
import { createFunnel, deleteFunnel, listFunnels } from "./step-funnels";
import { adminRoute } from "../identity";
import { ADMIN_ERRORS, answers, staffOf } from "../../platform/http/route-helpers";

const tags = ["Analytics"];

/** Goals and saved funnels of the Analytics screen (issue 27): staff and owners. */
export function analyticsGoalRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = adminRoute(ctx, tags, "staff");

  r.get(
    "/Analytics/Goals",
    staff({ response: answers(envelope(z.array(goalSchema)), 401), summary: "The goals, newest first" }),
    async () => ({ isSuccess: true, data: await listGoals(ctx) }),
  );
  r.post(
    "/Analytics/Goals",
    staff({
      body: goalInputSchema,
      response: answers(envelope(goalSchema), 400, 401),
      summary: "Add a goal: an event, optionally with one property's value",
    }),
    async (req) => ({
      isSuccess: true,
      message: "Goal created.",
      data: await createGoal(ctx, req.body, staffOf(req).adminId),
    }),
  );
  r.delete(
    "/Analytics/Goals/:id",
    staff({
      params: idParamSchema,
      response: answers(messageAnswerSchema, ...ADMIN_ERRORS),
      summary: "Delete a goal",
    }),
    async (req) => {
      if (!(await deleteGoal(ctx, req.params.id))) throw notFound("Goal");
      return { isSuccess: true, message: "Goal deleted." };
    },
  );

  r.get(
    "/Analytics/Funnels",
    staff({
      response: answers(envelope(z.array(savedFunnelSchema)), 401),
      summary: "The saved funnels, newest first",
    }),
    async () => ({ isSuccess: true, data: await listFunnels(ctx) }),
  );
  r.post(
    "/Analytics/Funnels",
    staff({
      body: funnelInputSchema,
      response: answers(envelope(savedFunnelSchema), 400, 401),
      summary: "Save a funnel: an ordered list of pages and events",
    }),
    async (req) => ({
      isSuccess: true,
      message: "Funnel created.",
      data: await createFunnel(ctx, req.body, staffOf(req).adminId),
    }),
  );
  r.delete(
    "/Analytics/Funnels/:id",
    staff({
      params: idParamSchema,
      response: answers(messageAnswerSchema, ...ADMIN_ERRORS),
      summary: "Delete a saved funnel",
    }),
    async (req) => {
      if (!(await deleteFunnel(ctx, req.params.id))) throw notFound("Funnel");
      return { isSuccess: true, message: "Funnel deleted." };
    },
  );
}
