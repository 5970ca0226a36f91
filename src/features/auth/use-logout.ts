import { useCallback } from "react";
import { useNavigate } from "react-router";
import { authApi } from "~/contract/endpoints/auth";
import { session } from "~/lib/auth/session";
import { ApiError, refreshAccessToken } from "~/lib/http/api-client";
import { call } from "~/lib/http/call";

const signOut = (token: string) => call(authApi.logout, { headers: { Authorization: `Bearer ${token}` } });

/**
 * Ends the session of the token being given up (the session may already be cleared): the server ends it
 * and deletes the refresh cookie. A token that has expired is renewed once for it, so the session still
 * ends. Never throws: signing out locally must not depend on the API.
 */
async function logout(token: string | null): Promise<void> {
  try {
    if (token) return void (await signOut(token));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) return;
  }
  // An unreachable API only means the session lives until it expires.
  const renewed = await refreshAccessToken();
  if (renewed) await signOut(renewed.token).catch(() => undefined);
}

/** Logout (docs/product.md §10): clear email, flag and token, tell the API (the token stops working), go to /login. */
export function useLogout(afterSignOut?: () => void): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = session.token();
    void logout(token);
    session.clear();
    // Cached records are dropped once the admin screens are gone, so nothing refetches without a token.
    void Promise.resolve(navigate("/login", { replace: true })).then(() => afterSignOut?.());
  }, [navigate, afterSignOut]);
}
