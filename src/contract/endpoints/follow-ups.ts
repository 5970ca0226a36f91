import { z } from "zod";
import { endpoint } from "../endpoint";
import { envelope, idParamSchema, messageAnswerSchema } from "../envelope";
import {
  followUpBoardSchema,
  followUpDoneSchema,
  followUpInputSchema,
  followUpSchema,
  followUpScopeSchema,
  followUpsDueSchema,
} from "../follow-ups";
import { leadParamsSchema } from "../leads";

const one = envelope(followUpSchema);

/** Follow-ups on leads: on the lead page, the /tasks screen and the dashboard (issue 26, staff). */
export const followUpApi = {
  board: endpoint({
    method: "GET",
    path: "/v1/FollowUps",
    query: followUpScopeSchema,
    response: envelope(followUpBoardSchema),
    errors: [400, 401],
    summary: "Open follow-ups, yours or everyone's: overdue, due today, upcoming",
    failed: "Failed to fetch follow-ups",
  }),
  due: endpoint({
    method: "GET",
    path: "/v1/FollowUps/Due",
    response: envelope(followUpsDueSchema),
    errors: [401],
    summary: "Open follow-ups due by the end of today, and how many are past due",
    failed: "Failed to fetch follow-ups",
  }),
  ofLead: endpoint({
    method: "GET",
    path: "/v1/Leads/:kind/:id/FollowUps",
    params: leadParamsSchema,
    response: envelope(z.array(followUpSchema)),
    errors: [400, 401, 404],
    summary: "A lead's follow-ups, open ones first",
    failed: "Failed to fetch follow-ups",
  }),
  add: endpoint({
    method: "POST",
    path: "/v1/Leads/:kind/:id/FollowUps",
    params: leadParamsSchema,
    body: followUpInputSchema,
    response: one,
    errors: [400, 401, 404],
    summary: "Add a follow-up to a lead (assignee: the lead's by default); mailed to them when due",
    failed: "Failed to add the follow-up",
  }),
  done: endpoint({
    method: "PUT",
    path: "/v1/FollowUps/:id/Done",
    params: idParamSchema,
    body: followUpDoneSchema,
    response: one,
    errors: [400, 401, 404, 409],
    summary: "Mark a follow-up done, or open again (409 when the version is stale)",
    failed: "Failed to update the follow-up",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/v1/FollowUps/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404],
    summary: "Delete a follow-up",
    failed: "Failed to delete the follow-up",
  }),
};
