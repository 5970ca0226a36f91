import { z } from "zod";
import { newPasswordSchema, staffEmailSchema } from "./auth";
import { roleSchema } from "./roles";

/** How long an invitation link works. */
export const INVITATION_TTL_HOURS = 24;

/** A staff account on the Team screen. `isYou` marks the signed-in member (who cannot remove themselves). */
export const teamMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  /** How visitors and mails name them: their display name, else taken from the address. */
  name: z.string(),
  displayName: z.string().nullable(),
  title: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A pending invitation: who was invited, by whom, and until when the link works. */
export const invitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** Body of POST /Team/Invitations. */
export const inviteSchema = z.object({ email: staffEmailSchema });
export type InviteInput = z.infer<typeof inviteSchema>;

/** The secret of an invitation link: 32 random bytes, base64url. */
export const invitationTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is incomplete. Open the link from the email again.");

/** Body of POST /Team/Invitation: which invitation the link holds (the token stays out of URLs). */
export const invitationLookupSchema = z.object({ token: invitationTokenSchema });

/** What the invitation page shows before the password is set. */
export const invitationInfoSchema = z.object({ email: z.string(), expiresAt: z.string() });
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

/** Body of POST /Team/AcceptInvitation. */
export const acceptInvitationSchema = invitationLookupSchema.extend({ password: newPasswordSchema });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const INVITATION_EXPIRED = "This invitation link has expired. Ask a team member to send a new one.";
export const INVITATION_UNKNOWN =
  "This invitation link is not valid: it was already used or replaced by a newer one.";
export const CANNOT_REMOVE_SELF = "You cannot remove yourself. Ask another team member to do it.";
export const CANNOT_REMOVE_LAST = "The last team member cannot be removed.";
export const LAST_OWNER = "The team must keep at least one owner. Make another member an owner first.";
export const ALREADY_MEMBER = "This email already belongs to a team member.";

/** Body of PUT /Team/Members/{id}/Role. */
export const changeRoleSchema = z.object({ role: roleSchema });
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

/** The signed-in member, so the site shows only what their role allows (GET /Team/Me). */
export const meSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: roleSchema,
  displayName: z.string().nullable(),
  title: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** Settings of the whole team, changed by owners (GET and PUT /Team/Settings). */
export const teamSettingsSchema = z.object({
  /** Every member must set up a second factor before anything else. */
  requireSecondFactor: z.boolean(),
});
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

/** PUT /Team/Me/Profile and /Team/Members/:id/Profile: the name visitors see on bookings and mails. */
export const profileSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, "Enter the name visitors will see")
    .max(80, "Keep the name under 80 characters")
    .regex(/^[^\p{Cc}<>]+$/u, "Use letters, spaces and punctuation only"),
  title: z
    .string()
    .trim()
    .max(80, "Keep the title under 80 characters")
    .regex(/^[^\p{Cc}<>]*$/u, "Use letters, spaces and punctuation only")
    .default(""),
});
export type ProfileInput = z.input<typeof profileSchema>;
