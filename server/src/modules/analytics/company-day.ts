import type { AppContext } from "../../context";
import { addDays, dayIn, dayStartIn } from "../../platform/zoned-day";

// Analytics days run from midnight to midnight in the company's zone (the Settings screen's, ADR 0070):
// every event, report range, rollup and funnel day is one of these (docs/decisions/0019).

type Ctx = Pick<AppContext, "company" | "clock">;

const zoneOf = (ctx: Pick<AppContext, "company">) => ctx.company.current().timeZone;

/** The company's day of an instant, as YYYY-MM-DD. */
export const companyDay = (ctx: Pick<AppContext, "company">, at: Date): string => dayIn(at, zoneOf(ctx));

/** The company's day now (by the app's clock). */
export const companyToday = (ctx: Ctx): string => companyDay(ctx, ctx.clock());

/** The instants of the company's days [from, to]: from the first one's start to the start of the day after `to`. */
export function companyDaysSpan(ctx: Pick<AppContext, "company">, from: string, to: string) {
  return { start: dayStartIn(from, zoneOf(ctx)), end: dayStartIn(addDays(to, 1), zoneOf(ctx)) };
}
