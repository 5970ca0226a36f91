import type { AppContext } from "../context";
import { msUntilNextUtcDay, utcDay } from "./clock";
import { consume } from "./rate-limit";

/** One SMS against the day's budget for all callers (a ceiling on SMS pumping); 429 until the next UTC day. */
export function spendSmsBudget(ctx: AppContext, message: string) {
  const now = ctx.clock();
  return consume(
    ctx.limiter,
    `sms:day:${utcDay(now)}`,
    ctx.config.limits.smsPerDay,
    msUntilNextUtcDay(now),
    message,
  );
}

/** One code mail against the recipient's daily budget, whether or not the address has an account. */
export function spendEmailBudget(ctx: AppContext, email: string, message: string) {
  const now = ctx.clock();
  return consume(
    ctx.limiter,
    `mail:day:${email.toLowerCase()}:${utcDay(now)}`,
    ctx.config.limits.emailPerDay,
    msUntilNextUtcDay(now),
    message,
  );
}
