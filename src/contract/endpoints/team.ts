import { endpoint } from "../endpoint";
import { loginResponseSchema } from "../auth";
import { envelope, idParamSchema, messageAnswerSchema } from "../envelope";
import {
  acceptInvitationSchema,
  changeRoleSchema,
  invitationInfoSchema,
  invitationLookupSchema,
  inviteSchema,
  meSchema,
  profileSchema,
  teamSchema,
  teamSettingsSchema,
} from "../team";

const settings = envelope(teamSettingsSchema);

/**
 * Staff accounts: the Team screen and team settings (owners), who is signed in (every member) and the
 * invitation link's page (public).
 */
export const teamApi = {
  me: endpoint({
    method: "GET",
    path: "/Team/Me",
    response: envelope(meSchema),
    errors: [401],
    summary: "The signed-in member and their role (the site shows only what the role allows)",
    failed: "Failed to load your account",
  }),
  saveMyProfile: endpoint({
    method: "PUT",
    path: "/Team/Me/Profile",
    body: profileSchema,
    response: envelope(meSchema),
    errors: [400, 401],
    summary: "Set your display name and title, as visitors see them on bookings and mails",
    failed: "Failed to save your name",
  }),
  saveProfile: endpoint({
    method: "PUT",
    path: "/Team/Members/:id/Profile",
    params: idParamSchema,
    body: profileSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 403, 404],
    summary: "Set a member's display name and title (owners)",
    failed: "Failed to save the name",
  }),
  list: endpoint({
    method: "GET",
    path: "/Team",
    response: envelope(teamSchema),
    errors: [401, 403],
    summary: "Staff accounts and pending invitations",
    failed: "Failed to fetch the team",
  }),
  invite: endpoint({
    method: "POST",
    path: "/Team/Invitations",
    body: inviteSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 403, 409, 503],
    summary: "Invite an email: a single-use link valid for 24 hours, replacing any pending one",
    failed: "Failed to send the invitation",
  }),
  cancelInvitation: endpoint({
    method: "DELETE",
    path: "/Team/Invitations/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404, 403],
    summary: "Cancel a pending invitation (its link stops working)",
    failed: "Failed to cancel the invitation",
  }),
  removeMember: endpoint({
    method: "DELETE",
    path: "/Team/Members/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404, 403, 409],
    summary:
      "Remove a staff member (never yourself, never the last one or the last owner); their sessions end",
    failed: "Failed to remove the team member",
  }),
  changeRole: endpoint({
    method: "PUT",
    path: "/Team/Members/:id/Role",
    params: idParamSchema,
    body: changeRoleSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404, 403, 409],
    summary: "Make a member an owner or staff; the team always keeps one owner",
    failed: "Failed to change the role",
  }),
  settings: endpoint({
    method: "GET",
    path: "/Team/Settings",
    response: settings,
    errors: [401, 403],
    summary: "Team settings: whether every member must use a second factor",
    failed: "Failed to load the team settings",
  }),
  saveSettings: endpoint({
    method: "PUT",
    path: "/Team/Settings",
    body: teamSettingsSchema,
    response: settings,
    errors: [400, 401, 403, 409],
    summary: "Change the team settings (requiring a second factor needs the owner's own first)",
    failed: "Failed to save the team settings",
  }),
  endSessions: endpoint({
    method: "DELETE",
    path: "/Team/Members/:id/Sessions",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404],
    summary: "Sign a member out everywhere: every session of theirs ends at once",
    failed: "Failed to sign the member out",
  }),
  /** The token goes in the body, not the URL. */
  lookUpInvitation: endpoint({
    method: "POST",
    path: "/Team/Invitation",
    body: invitationLookupSchema,
    response: envelope(invitationInfoSchema),
    errors: [400, 404, 410, 429],
    summary: "Who an invitation link is for, while it is valid",
    failed: "Failed to open the invitation",
  }),
  acceptInvitation: endpoint({
    method: "POST",
    path: "/Team/AcceptInvitation",
    body: acceptInvitationSchema,
    response: loginResponseSchema,
    errors: [400, 404, 409, 410, 429],
    summary: "Set the invited member's password; spends the link and signs them in",
    failed: "Failed to set your password",
  }),
};
