import { z } from "zod";

export const loginSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(254).pipe(z.email("Enter a valid email address")),
  password: z.string().min(1, "Password is required").max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({
  isSuccess: z.boolean(),
  message: z.string().optional(),
  token: z.string().optional(),
});

export const generateOtpSchema = z.object({ email: z.string().trim().max(254).pipe(z.email()) });
export const verifyOtpSchema = generateOtpSchema.extend({ otp: z.string().regex(/^\d{6}$/) });
export const PASSWORD_MIN = 12;
export const resetPasswordSchema = verifyOtpSchema.extend({
  newPassword: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(200),
});
