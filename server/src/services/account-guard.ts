import type { AppContext } from "../context";
import { HOUR_MS } from "../lib/clock";
import { tooMany } from "../lib/rate-limit";

/** Failed password checks one account takes per hour (ASVS 2.2.1); past it, a password alone does not sign in. */
export const ACCOUNT_FAILED_CHECKS_PER_HOUR = 100;
/** How long an in-flight mark outlives a crashed check. */
const IN_FLIGHT_MS = 30_000;

const inFlightKey = (email: string) => `login:inflight:${email}`;
const failedKey = (email: string) => `login:failed:${email}`;

export interface AccountCheck {
  /** The account is past its failed-check cap this hour: the password is checked only with a second factor or a sign-in link. */
  capped: boolean;
  /** One wrong password: counted against the account's hour. */
  failed(): Promise<void>;
  /** The check is over (right or wrong): the next one may start. */
  done(): Promise<void>;
}

/**
 * Takes the account's one password-check slot: a second check of the same account while one runs is
 * refused (429), so parallel guesses from many addresses are checked one at a time, and together with
 * the hourly cap at most 100 wrong passwords are checked per account per hour.
 */
export async function takeAccountCheck(ctx: AppContext, email: string): Promise<AccountCheck> {
  const slot = await ctx.limiter.hit(inFlightKey(email), IN_FLIGHT_MS);
  if (slot.count > 1) {
    await ctx.limiter.release(inFlightKey(email));
    throw tooMany(1000, "Another sign-in to this account is being checked. Please try again in a moment.");
  }
  const failures = await ctx.limiter.peek(failedKey(email));
  let released = false;
  return {
    capped: failures.count >= ACCOUNT_FAILED_CHECKS_PER_HOUR,
    async failed() {
      await ctx.limiter.hit(failedKey(email), HOUR_MS);
    },
    async done() {
      if (released) return;
      released = true;
      await ctx.limiter.release(inFlightKey(email));
    },
  };
}

/** Ends the account's failed-check cap (after a password reset, the old guesses no longer matter). */
export const endAccountCap = (ctx: AppContext, email: string) => ctx.limiter.reset(failedKey(email));
