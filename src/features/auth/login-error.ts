import { ApiError } from "~/lib/http/api-client";
import { authApi } from "~/contract/endpoints/auth";

export const LOGIN_UNEXPECTED = "An error occurred. Please try again.";

/** "30 seconds", "1 minute", "5 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} second${s === 1 ? "" : "s"}`;
  }
  const m = Math.ceil(seconds / 60);
  return `${m} minute${m === 1 ? "" : "s"}`;
}

/** docs/product.md §8: the server's message if present, else 'Invalid email or password'; anything unexpected gets the generic text. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind !== "http" || error.status === undefined)
    return LOGIN_UNEXPECTED;
  if (error.status === 429) {
    return error.retryAfterSeconds !== undefined
      ? `Too many sign-in attempts. Please try again in ${formatWait(error.retryAfterSeconds)}.`
      : "Too many sign-in attempts. Please try again later.";
  }
  if (error.status >= 500) return LOGIN_UNEXPECTED;
  return error.message || authApi.login.failed;
}
