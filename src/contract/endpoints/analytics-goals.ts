import { z } from "zod";
import { endpoint } from "../endpoint";
import { funnelInputSchema, goalInputSchema, goalSchema, savedFunnelSchema } from "../analytics-goals";
import { envelope, idParamSchema, messageAnswerSchema } from "../envelope";

/** Goals and saved funnels of the Analytics screen (issue 27): staff and owners. */
export const analyticsGoalsApi = {
  goals: endpoint({
    method: "GET",
    path: "/Analytics/Goals",
    response: envelope(z.array(goalSchema)),
    errors: [401],
    summary: "The goals, newest first",
    failed: "Failed to fetch the goals",
  }),
  createGoal: endpoint({
    method: "POST",
    path: "/Analytics/Goals",
    body: goalInputSchema,
    response: envelope(goalSchema),
    errors: [400, 401],
    summary: "Add a goal: an event, optionally with one property's value",
    failed: "Failed to add the goal",
  }),
  deleteGoal: endpoint({
    method: "DELETE",
    path: "/Analytics/Goals/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404],
    summary: "Delete a goal",
    failed: "Failed to delete the goal",
  }),
  funnels: endpoint({
    method: "GET",
    path: "/Analytics/Funnels",
    response: envelope(z.array(savedFunnelSchema)),
    errors: [401],
    summary: "The saved funnels, newest first",
    failed: "Failed to fetch the saved funnels",
  }),
  createFunnel: endpoint({
    method: "POST",
    path: "/Analytics/Funnels",
    body: funnelInputSchema,
    response: envelope(savedFunnelSchema),
    errors: [400, 401],
    summary: "Save a funnel: an ordered list of pages and events",
    failed: "Failed to save the funnel",
  }),
  deleteFunnel: endpoint({
    method: "DELETE",
    path: "/Analytics/Funnels/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404],
    summary: "Delete a saved funnel",
    failed: "Failed to delete the funnel",
  }),
};
