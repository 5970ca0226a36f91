// The admin session kept client side (SPEC.md §3, §6): token, email and the isLoggedIn flag in sessionStorage.
// This module alone reads and writes them.
const KEYS = { token: "token", email: "email", flag: "isLoggedIn" } as const;

const storage = (): Storage | undefined =>
  typeof window === "undefined" ? undefined : window.sessionStorage;

/** What happens once the API has refused the session's token; set by the app (go to the sign-in page). */
let onEnded: (() => void) | undefined;

export const session = {
  token: (): string | null => storage()?.getItem(KEYS.token) ?? null,
  email: (): string | null => storage()?.getItem(KEYS.email) ?? null,
  /** DESIGN.md's reading: logged in only when the flag equals 'true' and a token is held. */
  isLoggedIn: (): boolean =>
    storage()?.getItem(KEYS.flag) === "true" && Boolean(storage()?.getItem(KEYS.token)),
  start(token: string, email: string): void {
    const s = storage();
    s?.setItem(KEYS.token, token);
    s?.setItem(KEYS.email, email);
    s?.setItem(KEYS.flag, "true");
  },
  /** Signing out: forget token, email and flag. */
  clear(): void {
    const s = storage();
    s?.removeItem(KEYS.token);
    s?.removeItem(KEYS.email);
    s?.removeItem(KEYS.flag);
  },
  /** The API refused the token (401): forget the session and run the handler set with `whenEnded`. */
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
