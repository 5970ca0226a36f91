import { loginResponseSchema } from "~/contract/auth";
import { messageAnswerSchema } from "~/contract/envelope";
import type { Role } from "~/contract/roles";
import {
  type AcceptInvitationInput,
  type InvitationInfo,
  invitationInfoSchema,
  type Me,
  meSchema,
  type Team,
  teamSchema,
  type TeamSettings,
  teamSettingsSchema,
} from "~/contract/team";
import { request, requestData } from "~/lib/http/api-client";

const id = encodeURIComponent;

/** GET /Team (admin): staff accounts and pending invitations. */
export async function getTeam(): Promise<Team> {
  return requestData(teamSchema, { method: "GET", url: "/Team" }, "Failed to fetch the team");
}

/** POST /Team/Invitations (admin): mails a new single-use link; resolves with the server's message. */
export async function inviteMember(email: string): Promise<string> {
  const answer = await request(
    messageAnswerSchema,
    { method: "POST", url: "/Team/Invitations", data: { email } },
    "Failed to send the invitation",
  );
  return answer.message ?? "Invitation sent.";
}

/** DELETE /Team/Invitations/{id} (admin): the link stops working. */
export async function cancelInvitation(invitationId: string): Promise<void> {
  const url = `/Team/Invitations/${id(invitationId)}`;
  await request(messageAnswerSchema, { method: "DELETE", url }, "Failed to cancel the invitation");
}

/** DELETE /Team/Members/{id} (admin): never yourself, never the last member. */
export async function removeMember(memberId: string): Promise<void> {
  const url = `/Team/Members/${id(memberId)}`;
  await request(messageAnswerSchema, { method: "DELETE", url }, "Failed to remove the team member");
}

/** POST /Team/Invitation: who a link is for, while it is valid (the token goes in the body, not the URL). */
export async function lookUpInvitation(token: string): Promise<InvitationInfo> {
  return requestData(
    invitationInfoSchema,
    { method: "POST", url: "/Team/Invitation", data: { token } },
    "Failed to open the invitation",
  );
}

/** POST /Team/AcceptInvitation: sets the password, spends the link; resolves with a session token. */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<string> {
  const answer = await request(
    loginResponseSchema,
    { method: "POST", url: "/Team/AcceptInvitation", data: input },
    "Failed to set your password",
  );
  if (!answer.token) throw new Error("Failed to set your password");
  return answer.token;
}

/** GET /Team/Me (every member): who is signed in and their role. */
export async function getMe(): Promise<Me> {
  return requestData(meSchema, { method: "GET", url: "/Team/Me" }, "Failed to load your account");
}

/** PUT /Team/Members/{id}/Role (owners): resolves with the server's message. */
export async function changeRole({ memberId, role }: { memberId: string; role: Role }): Promise<string> {
  const answer = await request(
    messageAnswerSchema,
    { method: "PUT", url: `/Team/Members/${id(memberId)}/Role`, data: { role } },
    "Failed to change the role",
  );
  return answer.message ?? "Role changed.";
}

/** GET /Team/Settings (owners). */
export async function getTeamSettings(): Promise<TeamSettings> {
  return requestData(
    teamSettingsSchema,
    { method: "GET", url: "/Team/Settings" },
    "Failed to load the team settings",
  );
}

/** PUT /Team/Settings (owners): resolves with the settings as stored. */
export async function saveTeamSettings(settings: TeamSettings): Promise<TeamSettings> {
  return requestData(
    teamSettingsSchema,
    { method: "PUT", url: "/Team/Settings", data: settings },
    "Failed to save the team settings",
  );
}

/** DELETE /Team/Members/{id}/Sessions (owners): the member is signed out everywhere at once. */
export async function endMemberSessions(memberId: string): Promise<string> {
  const answer = await request(
    messageAnswerSchema,
    { method: "DELETE", url: `/Team/Members/${id(memberId)}/Sessions` },
    "Failed to sign the member out",
  );
  return answer.message ?? "The member has been signed out everywhere.";
}
