import { session } from "./session";

// The member the team requires a second factor of, who has none yet (from the sign-in answer). Kept beside
// the session in sessionStorage, for that email only, so it ends with the tab like the session.
const KEY = "secondFactorSetup";

const storage = (): Storage | undefined =>
  typeof window === "undefined" ? undefined : window.sessionStorage;

export const secondFactorSetup = {
  mark: (email: string) => storage()?.setItem(KEY, email),
  done: () => storage()?.removeItem(KEY),
  pending: () => {
    const email = storage()?.getItem(KEY);
    return Boolean(email) && email === session.email();
  },
};
