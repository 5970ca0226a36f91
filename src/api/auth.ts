import { loginResponseSchema, type LoginInput, type ResetPasswordInput } from "~/contract/auth";
import { envelope, messageAnswerSchema } from "~/contract/envelope";
import type { SecondFactorStep } from "~/contract/mfa";
import { ApiError, refreshAccessToken, request } from "~/lib/http/api-client";
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

const signOut = (token: string) =>
  request(
    envelope(z.unknown()),
    { method: "POST", url: "/Auth/Logout", headers: { Authorization: `Bearer ${token}` } },
    "Failed to sign out",
  );

/**
 * POST /Auth/Logout with the token being given up (the session may already be cleared): the server ends
 * the session and deletes the refresh cookie. A token that has expired is renewed once for it, so the
 * session still ends. Never throws: signing out locally must not depend on the API.
 */
export async function logout(token: string | null): Promise<void> {
  try {
    if (token) return void (await signOut(token));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) return;
  }
  // An unreachable API only means the session lives until it expires.
  const renewed = await refreshAccessToken();
  if (renewed) await signOut(renewed.token).catch(() => undefined);
}

/** The three calls of a password reset by emailed code (docs/product.md §7); each answers only with a message. */
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
