import { ApiError } from "~/lib/http/api-client";
import { LOGIN_UNEXPECTED } from "./login-error";

/** A sign-in help form's failure: the server's message for a refusal, else the generic text. */
export function helpErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.answered && (error.status ?? 500) < 500) return error.message;
  return LOGIN_UNEXPECTED;
}
