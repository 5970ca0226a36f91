import { endpoint } from "../endpoint";
import {
  generateOtpSchema,
  loginResponseSchema,
  loginSchema,
  refreshSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from "../auth";
import { messageAnswerSchema } from "../envelope";

/** Sign-in with a password, the session's renewal and end, and the password reset by emailed code. */
export const authApi = {
  login: endpoint({
    method: "POST",
    path: "/Auth/Login",
    body: loginSchema,
    response: loginResponseSchema,
    errors: [400, 401, 429],
    summary:
      "Sign in; returns a 15-minute bearer token and sets the refresh cookie (HttpOnly, refresh path only), or asks for the second step (ADR 0039)",
    failed: "Invalid email or password",
  }),
  refresh: endpoint({
    method: "POST",
    path: "/Auth/Refresh",
    body: refreshSchema,
    response: loginResponseSchema,
    errors: [400, 401, 403, 429],
    summary:
      "A new bearer token from the refresh cookie, which is rotated; an old cookie ends the session, and so does the idle limit (ADR 0066)",
    failed: "Failed to renew the session",
  }),
  logout: endpoint({
    method: "POST",
    path: "/Auth/Logout",
    response: messageAnswerSchema,
    errors: [401],
    summary: "End the bearer token's session (its tokens and refresh cookie stop working)",
    failed: "Failed to sign out",
  }),
  requestResetCode: endpoint({
    method: "POST",
    path: "/Auth/GenerateOtp",
    body: generateOtpSchema,
    response: messageAnswerSchema,
    errors: [400, 429],
    summary: "Email a password-reset code",
    failed: "Failed to send the code",
  }),
  verifyResetCode: endpoint({
    method: "POST",
    path: "/Auth/VerifyOtp",
    body: verifyOtpSchema,
    response: messageAnswerSchema,
    errors: [400, 429],
    summary: "Check a password-reset code",
    failed: "Invalid OTP.",
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/Auth/ResetPassword",
    body: resetPasswordSchema,
    response: messageAnswerSchema,
    errors: [400, 429],
    summary: "Set a new password with a code",
    failed: "Failed to reset the password",
  }),
};
