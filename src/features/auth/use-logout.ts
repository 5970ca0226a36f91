import { useCallback } from "react";
import { useNavigate } from "react-router";
import { session } from "~/lib/auth/session";
import { logout } from "~/api/auth";

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
