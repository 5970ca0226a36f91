import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { setLoginRedirect } from "~/lib/api-client";
import { loginPathFrom } from "./guard";

/** What a 401 does outside the router-aware screens: a plain page load of /login. */
export function defaultLoginRedirect(): void {
  if (typeof window !== "undefined" && window.location.pathname !== "/login")
    window.location.assign("/login");
}

/**
 * While an admin screen is mounted, a 401 navigates to /login inside the router (no full reload),
 * remembering the page. The returned function does the same for other 401 sources.
 */
export function useNavigateToLoginOn401(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef(location);
  useEffect(() => {
    where.current = location;
  }, [location]);

  const goToLogin = useCallback(() => {
    if (where.current.pathname === "/login") return;
    void navigate(loginPathFrom(where.current), { replace: true });
  }, [navigate]);

  useEffect(() => {
    setLoginRedirect(goToLogin);
    return () => setLoginRedirect(defaultLoginRedirect);
  }, [goToLogin]);
  return goToLogin;
}

/** On /login itself a 401 (a refused sign-in) must not navigate anywhere. */
export function useStayOnLoginOn401(): void {
  useEffect(() => {
    setLoginRedirect(() => {});
    return () => setLoginRedirect(defaultLoginRedirect);
  }, []);
}
