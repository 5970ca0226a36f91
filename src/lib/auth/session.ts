// The admin session kept client side (docs/product.md §3, §6; ADR 0037). The access token lives in this module's
// memory only, so no other script of the page (chat widget, tag manager) can read it from storage; the
// email and the isLoggedIn flag stay in sessionStorage, as the spec has them. After a reload the token is
// gone: the app renews it once through the HttpOnly refresh cookie (api-client.ts).
// The browser's tabs share the refresh cookie but not sessionStorage: a mark in localStorage (no secret in
// it) tells a new tab that this browser signed in, so it renews through the cookie instead of asking to
// sign in again, and a visitor who never signed in sends no renewal at all.
// This module alone reads and writes them.
const KEYS = { email: "email", flag: "isLoggedIn", browser: "adminSignedIn" } as const;

const storage = (): Storage | undefined =>
  typeof window === "undefined" ? undefined : window.sessionStorage;
const shared = (): Storage | undefined => (typeof window === "undefined" ? undefined : window.localStorage);

let accessToken: string | null = null;

/** What happens once the API has refused the session; set by the app (go to the sign-in page). */
let onEnded: (() => void) | undefined;

export const session = {
  token: (): string | null => accessToken,
  email: (): string | null => storage()?.getItem(KEYS.email) ?? null,
  /** The spec's flag: this tab signed in and has not signed out (the token may still need renewing). */
  flagged: (): boolean => storage()?.getItem(KEYS.flag) === "true",
  /** The reading of docs/product.md §10: logged in only when the flag equals 'true' and a token is held. */
  isLoggedIn: (): boolean => session.flagged() && Boolean(accessToken),
  /** Some tab of this browser signed in and none has signed out since: the refresh cookie may be live. */
  inBrowser: (): boolean => shared()?.getItem(KEYS.browser) === "true",
  start(token: string, email: string): void {
    accessToken = token;
    const s = storage();
    s?.setItem(KEYS.email, email);
    s?.setItem(KEYS.flag, "true");
    shared()?.setItem(KEYS.browser, "true");
  },
  /** A renewed access token for the same session, with the member's email as it is now (it may have changed). */
  renew(token: string, email?: string): void {
    accessToken = token;
    if (email) storage()?.setItem(KEYS.email, email);
  },
  /** Signing out, or the session refused: forget token, email and flag, in this tab and for new ones. */
  clear(): void {
    accessToken = null;
    const s = storage();
    s?.removeItem(KEYS.email);
    s?.removeItem(KEYS.flag);
    shared()?.removeItem(KEYS.browser);
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
