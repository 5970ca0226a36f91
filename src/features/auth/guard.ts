import { redirect } from "react-router";
import { session } from "~/lib/session";
import { ADMIN_HOME, isAdminPath, LOGIN_PATH } from "~/shared/paths";

export const REDIRECT_PARAM = "redirectTo";

/** Only an admin path of this site may be a post-login target (no open redirect). */
export function safeAdminTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//")) return ADMIN_HOME;
  const url = new URL(raw, "http://local");
  return isAdminPath(url.pathname) ? `${url.pathname}${url.search}` : ADMIN_HOME;
}

/** /login, remembering the admin page the visitor was on. */
export function loginPathFrom(location: { pathname: string; search: string }): string {
  const target = safeAdminTarget(`${location.pathname}${location.search}`);
  return target === ADMIN_HOME
    ? LOGIN_PATH
    : `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}

/** Route guard (DESIGN.md): the flag must equal 'true' and a token must be held; checked before anything renders. */
export function requireAdminSession(request: Request): void {
  if (session.isLoggedIn()) return;
  const url = new URL(request.url);
  throw redirect(loginPathFrom(url));
}

/** A signed-in visitor opening /login goes straight on. */
export function skipLoginWhenSignedIn(request: Request): void {
  if (!session.isLoggedIn()) return;
  throw redirect(safeAdminTarget(new URL(request.url).searchParams.get(REDIRECT_PARAM)));
}
