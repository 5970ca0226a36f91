import type { AppContext } from "../../context";
import { tooMany } from "../../platform/rate-limit";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const SLOWDOWN_BASE_MS = 250;
export const SLOWDOWN_MAX_MS = 4000;

/**
 * Wait before checking the n-th attempt on one email (since its last success): none for the
 * first `free`, then doubling from 250 ms up to 4 s. Slows a spread-out guesser without letting a
 * stranger lock the owner out.
 */
export const slowdownMs = (attempt: number, free: number) =>
  attempt <= free ? 0 : Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** (attempt - free - 1));

const slowdownKey = (email: string) => `login:email:${email}`;

/** Ends an email's slow-down (after its password was reset). */
export const endLoginSlowdown = (ctx: AppContext, email: string) => ctx.limiter.reset(slowdownKey(email));

export interface LoginAttempt {
  /** The password was right: the attempt is given back and the email's slow-down ends. */
  succeeded(): Promise<void>;
}

const tooManyAttempts = (resetInMs: number) =>
  tooMany(resetInMs, "Too many sign-in attempts. Please try again later.", LOGIN_WINDOW_MS);

/**
 * Takes one sign-in attempt before the password is checked, so parallel tries cannot pass the
 * limits: per client and per (email, client) are hard limits (429); per email is only a slow-down.
 * The client's own limit is taken first: a refused client creates no counter for the email it sent,
 * so one address cannot fill the counters with junk emails. A counter that cannot be made (its table
 * is full) refuses the attempt as well.
 */
export async function takeLoginAttempt(
  ctx: AppContext,
  email: string,
  client: string,
): Promise<LoginAttempt> {
  const { limits } = ctx.config;
  const pairKey = `login:pair:${email}:${client}`;
  const clientKey = `login:ip:${client}`;
  const emailKey = slowdownKey(email);
  const byClient = await ctx.limiter.hit(clientKey, LOGIN_WINDOW_MS);
  if (byClient.count > limits.loginIp) throw tooManyAttempts(byClient.resetInMs);
  const pair = await ctx.limiter.hit(pairKey, LOGIN_WINDOW_MS);
  if (pair.count > limits.loginEmail) throw tooManyAttempts(pair.resetInMs);
  const byEmail = await ctx.limiter.hit(emailKey, LOGIN_WINDOW_MS);
  if (byEmail.full) throw tooManyAttempts(byEmail.resetInMs);
  const wait = slowdownMs(byEmail.count, limits.loginEmail);
  if (wait > 0) await ctx.delay(wait);
  return {
    async succeeded() {
      await Promise.all([
        ctx.limiter.reset(pairKey),
        ctx.limiter.release(clientKey),
        ctx.limiter.reset(emailKey),
      ]);
    },
  };
}
