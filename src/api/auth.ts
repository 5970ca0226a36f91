import { loginResponseSchema, type LoginInput, type ResetPasswordInput } from "~/contract/auth";
import { envelope, messageAnswerSchema } from "~/contract/envelope";
import type { SecondFactorStep } from "~/contract/mfa";
import { ApiError, request } from "~/lib/api-client";
import { z } from "zod";

export const LOGIN_FAILED = "Invalid email or password";

/** What a right password leads to: signed in, or the second step (ADR 0039). */
export type LoginResult =
  | { token: string; setup: boolean; secondFactor?: undefined }
  | { token?: undefined; secondFactor: SecondFactorStep };

/**
 * POST /Auth/Login. Resolves with the token, or with the second step's ticket; a refused sign-in throws an
 * ApiError with the server's message.
 */
export async function login(input: LoginInput): Promise<LoginResult> {
  const answer = await request(
    loginResponseSchema,
    { method: "POST", url: "/Auth/Login", data: input },
    LOGIN_FAILED,
  );
  if (answer.secondFactor) return { secondFactor: answer.secondFactor };
  if (!answer.token) throw new ApiError(answer.message || LOGIN_FAILED, "http", 200);
  return { token: answer.token, setup: Boolean(answer.secondFactorSetup) };
}

/**
 * POST /Auth/Logout with the token being given up (the session may already be cleared).
 * Never throws: signing out locally must not depend on the API.
 */
export async function logout(token: string | null): Promise<void> {
  if (!token) return;
  const config = { method: "POST", url: "/Auth/Logout", headers: { Authorization: `Bearer ${token}` } };
  // The local session is gone either way; an unreachable API only means the token lives until it expires.
  await request(envelope(z.unknown()), config, "Failed to sign out").catch(() => undefined);
}

/** The three calls of a password reset by emailed code (SPEC.md §7); each answers only with a message. */
const resetCall = (url: string, data: object, fallback: string) =>
  request(messageAnswerSchema, { method: "POST", url, data }, fallback);

/** POST /Auth/GenerateOtp: the same answer whether or not the email is a staff member's. */
export const requestResetCode = (email: string) =>
  resetCall("/Auth/GenerateOtp", { email }, "Failed to send the code");

/** POST /Auth/VerifyOtp: 400 'Invalid OTP.' for a wrong, expired or used code. */
export const verifyResetCode = (email: string, otp: string) =>
  resetCall("/Auth/VerifyOtp", { email, otp }, "Invalid OTP.");

/** POST /Auth/ResetPassword: spends the code and sets the new password. */
export const resetPassword = (input: ResetPasswordInput) =>
  resetCall("/Auth/ResetPassword", input, "Failed to reset the password");
