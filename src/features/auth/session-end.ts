import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { session } from "~/lib/auth/session";
import { loginPathFrom } from "./guard";

/**
 * When the API refuses the session's token (docs/product.md §6: any 401 → /login), go to the sign-in page inside
 * the router, remembering the admin page the visitor was on. Mounted once, by the root.
 */
export function useSignInWhenSessionEnds(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef(location);
  useEffect(() => {
    where.current = location;
  }, [location]);

  useEffect(
    () =>
      session.whenEnded(() => {
        void navigate(loginPathFrom(where.current), { replace: true });
      }),
    [navigate],
  );
}
