import { type AccountSession, accountSessionsSchema, type ChangePasswordInput } from "~/contract/account";
import { envelope, messageAnswerSchema } from "~/contract/envelope";
import { request } from "~/lib/http/api-client";

const id = encodeURIComponent;

/** GET /Account/Sessions: this member's open sessions, the most recently seen first. */
export async function getSessions(): Promise<AccountSession[]> {
  const answer = await request(
    envelope(accountSessionsSchema),
    { method: "GET", url: "/Account/Sessions" },
    "Failed to fetch your sessions",
  );
  return answer.data ?? [];
}

/** DELETE /Account/Sessions/{id}: that session is signed out at once. */
export async function endSession(sessionId: string): Promise<string> {
  const answer = await request(
    messageAnswerSchema,
    { method: "DELETE", url: `/Account/Sessions/${id(sessionId)}` },
    "Failed to sign out that session",
  );
  return answer.message ?? "That session has been signed out.";
}

/** POST /Account/Sessions/EndOthers: every session but this one is signed out. */
export async function endOtherSessions(): Promise<string> {
  const answer = await request(
    messageAnswerSchema,
    { method: "POST", url: "/Account/Sessions/EndOthers" },
    "Failed to sign out the other sessions",
  );
  return answer.message ?? "Every other session has been signed out.";
}

/** POST /Account/Password: needs the current password; every other session is signed out. */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const answer = await request(
    messageAnswerSchema,
    { method: "POST", url: "/Account/Password", data: input },
    "Failed to change the password",
  );
  return answer.message ?? "Your password has been changed.";
}
