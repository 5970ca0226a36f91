import { z } from "zod";
import { newPasswordSchema } from "./auth";

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
