import { envelope, messageAnswerSchema } from "~/contract/envelope";
import {
  type FollowUp,
  type FollowUpBoard,
  followUpBoardSchema,
  type FollowUpInput,
  followUpSchema,
  type FollowUpScope,
  type FollowUpsDue,
  followUpsDueSchema,
} from "~/contract/follow-ups";
import type { LeadKind } from "~/contract/lead-status";
import { request, requestData } from "~/lib/http/api-client";
import { z } from "zod";

const id = encodeURIComponent;

/** GET /v1/FollowUps: open follow-ups, mine or everyone's, grouped for /tasks. */
export async function getFollowUpBoard(scope: FollowUpScope): Promise<FollowUpBoard> {
  return requestData(
    followUpBoardSchema,
    { method: "GET", url: "/v1/FollowUps", params: { scope } },
    "Failed to fetch follow-ups",
  );
}

/** GET /v1/FollowUps/Due: the dashboard tile. */
export async function getFollowUpsDue(): Promise<FollowUpsDue> {
  return requestData(
    followUpsDueSchema,
    { method: "GET", url: "/v1/FollowUps/Due" },
    "Failed to fetch follow-ups",
  );
}

export async function getLeadFollowUps(kind: LeadKind, leadId: string): Promise<FollowUp[]> {
  const answer = await request(
    envelope(z.array(followUpSchema)),
    { method: "GET", url: `/v1/Leads/${kind}/${id(leadId)}/FollowUps` },
    "Failed to fetch follow-ups",
  );
  return answer.data ?? [];
}

export async function addFollowUp(kind: LeadKind, leadId: string, input: FollowUpInput): Promise<void> {
  const url = `/v1/Leads/${kind}/${id(leadId)}/FollowUps`;
  await request(
    envelope(followUpSchema),
    { method: "POST", url, data: input },
    "Failed to add the follow-up",
  );
}

/** PUT /v1/FollowUps/{id}/Done: done, or open again (409 when someone changed it since). */
export async function setFollowUpDone(f: Pick<FollowUp, "_id" | "version">, done: boolean): Promise<void> {
  const url = `/v1/FollowUps/${id(f._id)}/Done`;
  await request(
    envelope(followUpSchema),
    { method: "PUT", url, data: { done, version: f.version } },
    "Failed to update the follow-up",
  );
}

export async function deleteFollowUp(followUpId: string): Promise<void> {
  await request(
    messageAnswerSchema,
    { method: "DELETE", url: `/v1/FollowUps/${id(followUpId)}` },
    "Failed to delete the follow-up",
  );
}
