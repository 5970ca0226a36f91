import { redirect } from "react-router";
import { session } from "~/lib/auth/session";
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

/**
 * True when this tab holds a session: the flag equals 'true' and a token is held. After a reload the
 * token (kept in memory only) is gone, and a new tab has neither: a tab that is flagged, or opened in a
 * browser where a tab signed in, renews once through the refresh cookie; when that is refused the
 * session is forgotten.
 */
async function holdsSession(): Promise<boolean> {
  if (session.isLoggedIn()) return true;
  if (!session.flagged() && !session.inBrowser()) return false;
  // Loaded only here: public pages use this module too, and must not load the API client (decision 9).
  const { renewSession } = await import("~/lib/http/api-client");
  if (await renewSession()) return true;
  session.clear();
  return false;
}

/** Route guard (docs/product.md §10): the flag must equal 'true' and a token must be held; checked before anything renders. */
export async function requireAdminSession(request: Request): Promise<void> {
  if (await holdsSession()) return;
  const url = new URL(request.url);
  throw redirect(loginPathFrom(url));
}

/** A signed-in visitor opening /login goes straight on. */
export async function skipLoginWhenSignedIn(request: Request): Promise<void> {
  if (!(await holdsSession())) return;
  throw redirect(safeAdminTarget(new URL(request.url).searchParams.get(REDIRECT_PARAM)));
}
