import { type FunnelInput, type GoalInput, goalSchema, savedFunnelSchema } from "~/contract/analytics-goals";
import { envelope, messageAnswerSchema } from "~/contract/envelope";
import { request } from "~/lib/http/api-client";

const id = encodeURIComponent;

/** POST /Analytics/Goals: 400 names the fields at fault. */
export async function createGoal(input: GoalInput): Promise<void> {
  await request(
    envelope(goalSchema),
    { method: "POST", url: "/Analytics/Goals", data: input },
    "Failed to add the goal",
  );
}

export async function deleteGoal(goalId: string): Promise<void> {
  await request(
    messageAnswerSchema,
    { method: "DELETE", url: `/Analytics/Goals/${id(goalId)}` },
    "Failed to delete the goal",
  );
}

/** POST /Analytics/Funnels: an ordered list of pages and events. */
export async function createFunnel(input: FunnelInput): Promise<void> {
  await request(
    envelope(savedFunnelSchema),
    { method: "POST", url: "/Analytics/Funnels", data: input },
    "Failed to save the funnel",
  );
}

export async function deleteFunnel(funnelId: string): Promise<void> {
  await request(
    messageAnswerSchema,
    { method: "DELETE", url: `/Analytics/Funnels/${id(funnelId)}` },
    "Failed to delete the funnel",
  );
}
