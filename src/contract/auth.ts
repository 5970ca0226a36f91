import { z } from "zod";
import { secondFactorStepSchema } from "./mfa";

/** A staff email as every sign-in form takes it. */
export const staffEmailSchema = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254)
  .pipe(z.email("Enter a valid email address"));

export const loginSchema = z.object({
  email: staffEmailSchema,
  password: z.string().min(1, "Password is required").max(200),
  /** The emailed one-time sign-in link's token, when the account is past its failed-password cap. */
  signInLink: z.string().trim().min(20).max(200).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Seconds since the member's last input, as the page reports them at most (longer says nothing more). */
export const IDLE_SECONDS_MAX = 86_400;

/**
 * A renewal's body: how long the member has not touched the admin, so a call the page makes on its own
 * keeps no session open (docs/decisions/0066). Without it the renewal counts as the member's use.
 */
export const refreshSchema = z
  .object({ idleSeconds: z.number().int().min(0).max(IDLE_SECONDS_MAX).optional() })
  // A call without a body reaches the server's check as null.
  .nullish();

/** How long the session lasts without the member's use: the limit and what is left, in seconds. */
export const idleWindowSchema = z.object({
  limitSeconds: z.number().positive(),
  leftSeconds: z.number().min(0),
});
export type IdleWindow = z.infer<typeof idleWindowSchema>;

export const loginResponseSchema = z.object({
  isSuccess: z.boolean(),
  message: z.string().optional(),
  token: z.string().optional(),
  /** The password was right and a second factor is needed: no token yet (ADR 0039). */
  secondFactor: secondFactorStepSchema.optional(),
  /** The signed-in member's email (a passkey sign-in starts without one). */
  email: z.string().optional(),
  /** Signed in, but the team requires a second factor this member has not set up: /account first. */
  secondFactorSetup: z.boolean().optional(),
  /** With each sign-in and renewal: when the session ends unless the member uses it (ADR 0066). */
  idle: idleWindowSchema.optional(),
});

export const generateOtpSchema = z.object({ email: staffEmailSchema });
export const verifyOtpSchema = generateOtpSchema.extend({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the email"),
});
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/**
 * Every password staff choose (reset, invitation, change): the same length rules (NIST SP 800-63B).
 * The server also refuses easily guessed ones (server/src/modules/identity/password-strength.ts).
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
export const resetPasswordSchema = verifyOtpSchema.extend({ newPassword: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
