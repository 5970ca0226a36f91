import { api, ApiError, toApiError } from "~/lib/api-client";
import { loginResponseSchema, type LoginInput } from "~/contract/auth";

export const LOGIN_FAILED = "Invalid email or password";

/** POST /Auth/Login. Resolves with the token; a refused sign-in throws an ApiError with the server's message. */
export async function login(input: LoginInput): Promise<{ token: string }> {
  try {
    const res = await api.post("/Auth/Login", input);
    const body = loginResponseSchema.parse(res.data);
    if (!body.isSuccess || !body.token) throw new ApiError(body.message || LOGIN_FAILED, "http", res.status);
    return { token: body.token };
  } catch (error) {
    throw toApiError(error, LOGIN_FAILED);
  }
}

/**
 * POST /Auth/Logout with the token being given up (the session may already be cleared).
 * Never throws: signing out locally must not depend on the API.
 */
export async function logout(token: string | null): Promise<void> {
  if (!token) return;
  try {
    await api.post("/Auth/Logout", null, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // The local session is gone either way; an unreachable API only means the token lives until it expires.
  }
}
