import { z } from "zod";
import { newPasswordSchema, staffEmailSchema } from "./auth";

/** One open sign-in session of the member, as the account screen lists it. */
export const accountSessionSchema = z.object({
  _id: z.string(),
  /** The session this page itself runs in. */
  current: z.boolean(),
  device: z.string(),
  browser: z.string(),
  /** Approximate, from the offline address lookup: "City, Region, Country", "Local network" or "Unknown". */
  place: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.array(accountSessionSchema);

/** Body of POST /Account/Password: a signed-in change needs the current password. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(200),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const WRONG_CURRENT_PASSWORD = "The current password is not right";
export const PASSWORD_CHANGED = "Your password has been changed. Every other session has been signed out.";

/** How long a link to confirm a new sign-in email works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** Body of POST /Account/Email: the address the member wants to sign in with from now on. */
export const changeEmailSchema = z.object({ email: staffEmailSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** The secret of an email change link (`/confirm-email#<token>`): 32 random bytes, base64url. */
export const emailChangeTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This email change link is incomplete. Open the link from the email again.");

/** Body of POST /Account/Email/Confirm: the token goes in the body, never in a URL. */
export const confirmEmailSchema = z.object({ token: emailChangeTokenSchema });

/** What a followed link answers: the address the member now signs in with. */
export const emailChangedSchema = z.object({ email: z.string() });

export const SAME_EMAIL = "This is already your sign-in email.";
export const EMAIL_IN_USE = "This email already belongs to another team member.";
export const emailChangeSent = (email: string) => `We sent a link to ${email}. Open it to finish the change.`;
export const emailChanged = (email: string) =>
  `Your sign-in email is now ${email}. Use it the next time you sign in.`;
export const EMAIL_LINK_EXPIRED =
  "This email change link has expired. Ask for a new one on your account page.";
export const EMAIL_LINK_UNKNOWN =
  "This email change link is not valid: it was already used or replaced by a newer one.";
