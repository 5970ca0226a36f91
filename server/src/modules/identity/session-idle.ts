import type { IdleWindow } from "~/contract/auth";
import type { AppContext } from "../../context";
import { MINUTE_MS } from "../../platform/clock";

// The idle limit (docs/decisions/0066): a session renews only while its member's own last use is less
// than SESSION_IDLE_MINUTES old. Use is a sign-in, or the input a renewal reports; calls the page makes on
// its own (polling, a renewal after a 401) report how long the member has been away and move nothing.

const idleLimitMs = (ctx: AppContext) => ctx.config.sessionIdleMinutes * MINUTE_MS;

/** When a session last used at `activeAt` stops renewing. */
export const idleAt = (ctx: AppContext, activeAt: Date) => new Date(activeAt.getTime() + idleLimitMs(ctx));

export const isIdle = (ctx: AppContext, activeAt: Date, now: Date) => idleAt(ctx, activeAt) <= now;

/** The member's last use once a renewal reports `idleSeconds` since their last input: never moved back. */
export const reportedUse = (activeAt: Date, now: Date, idleSeconds = 0): Date =>
  new Date(Math.max(activeAt.getTime(), now.getTime() - idleSeconds * 1000));

/** What the page is told: relative seconds, so its own clock does not matter. */
export const idleWindow = (ctx: AppContext, activeAt: Date, now: Date): IdleWindow => ({
  limitSeconds: idleLimitMs(ctx) / 1000,
  leftSeconds: Math.max(0, (idleAt(ctx, activeAt).getTime() - now.getTime()) / 1000),
});
