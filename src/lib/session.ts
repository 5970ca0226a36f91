// The admin session kept client side (SPEC.md §3, §6; ADR 0037). The access token lives in this module's
// memory only, so no other script of the page (chat widget, tag manager) can read it from storage; the
// email and the isLoggedIn flag stay in sessionStorage, as the spec has them. After a reload the token is
// gone: the app renews it once through the HttpOnly refresh cookie (api-client.ts).
// This module alone reads and writes them.
const KEYS = { email: "email", flag: "isLoggedIn" } as const;

const storage = (): Storage | undefined =>
  typeof window === "undefined" ? undefined : window.sessionStorage;

let accessToken: string | null = null;

/** What happens once the API has refused the session; set by the app (go to the sign-in page). */
let onEnded: (() => void) | undefined;

export const session = {
  token: (): string | null => accessToken,
  email: (): string | null => storage()?.getItem(KEYS.email) ?? null,
  /** The spec's flag: this tab signed in and has not signed out (the token may still need renewing). */
  flagged: (): boolean => storage()?.getItem(KEYS.flag) === "true",
  /** DESIGN.md's reading: logged in only when the flag equals 'true' and a token is held. */
  isLoggedIn: (): boolean => session.flagged() && Boolean(accessToken),
  start(token: string, email: string): void {
    accessToken = token;
    const s = storage();
    s?.setItem(KEYS.email, email);
    s?.setItem(KEYS.flag, "true");
  },
  /** A renewed access token for the same session. */
  renew(token: string): void {
    accessToken = token;
  },
  /** Signing out: forget token, email and flag. */
  clear(): void {
    accessToken = null;
    const s = storage();
    s?.removeItem(KEYS.email);
    s?.removeItem(KEYS.flag);
  },
  /** The API refused the session (401, and no renewal): forget it and run the handler set with `whenEnded`. */
  end(): void {
    session.clear();
    onEnded?.();
  },
  /** Sets what `end` does next; the returned function removes it again. */
  whenEnded(handler: () => void): () => void {
    onEnded = handler;
    return () => {
      if (onEnded === handler) onEnded = undefined;
    };
  },
};
