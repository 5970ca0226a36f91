import { z } from "zod";

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
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({
  isSuccess: z.boolean(),
  message: z.string().optional(),
  token: z.string().optional(),
});

export const generateOtpSchema = z.object({ email: staffEmailSchema });
export const verifyOtpSchema = generateOtpSchema.extend({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the email"),
});
export const PASSWORD_MIN = 12;
/** Every password staff choose (reset, invitation): the same rules. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(200);
export const resetPasswordSchema = verifyOtpSchema.extend({ newPassword: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
