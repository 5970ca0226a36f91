import type { AppContext } from "../../context";
import { HOUR_MS } from "../../platform/clock";
import { tooMany } from "../../platform/rate-limit";

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

/** How long a sign-in waits for the account's check slot before it is refused, and how often it looks. */
const SLOT_WAIT_MS = 3_000;
const SLOT_POLL_MS = 100;

/**
 * Takes the account's one password-check slot: checks of one account run one at a time, so parallel
 * guesses from many addresses are checked one after another, and together with the hourly cap at most
 * 100 wrong passwords are checked per account per hour. A sign-in that finds the slot taken (a second
 * device, a double click) waits its turn for up to 3 s, then is refused (429).
 */
export async function takeAccountCheck(ctx: AppContext, email: string): Promise<AccountCheck> {
  for (let waited = 0; ; waited += SLOT_POLL_MS) {
    const slot = await ctx.limiter.hit(inFlightKey(email), IN_FLIGHT_MS);
    if (slot.count === 1) break;
    await ctx.limiter.release(inFlightKey(email));
    if (waited >= SLOT_WAIT_MS)
      throw tooMany(1000, "Another sign-in to this account is being checked. Please try again in a moment.");
    await ctx.delay(SLOT_POLL_MS);
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
