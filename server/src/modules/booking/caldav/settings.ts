import type { AppContext } from "../../../context";
import { type CalendarCalls, calendarCalls, type CalendarLogin } from "./client";
import { seal, unseal } from "../../../platform/crypto/sealed";
import { CalendarUrlError } from "./url-guard";

/** A calendar copy younger than this is used as it is (slot lookups read it many times a minute). */
export const BUSY_CACHE_MS = 60_000;

const callsByContext = new WeakMap<AppContext, CalendarCalls>();

/** The CalDAV calls under this server's guard: https and public addresses only, unless CALDAV_URL_GUARD=0. */
export function caldavCalls(ctx: AppContext): CalendarCalls {
  let calls = callsByContext.get(ctx);
  if (!calls) {
    calls = calendarCalls({
      guard: ctx.config.booking.caldavUrlGuard,
      allowPrivate: ctx.config.booking.caldavAllowPrivate,
    });
    callsByContext.set(ctx, calls);
  }
  return calls;
}

/** A calendar password sealed for storage under the ring's current seal key (ADR 0067). */
export const sealPassword = (ctx: AppContext, password: string) => seal(ctx, "caldav", password);

/** The stored login of a schedule row (the password unsealed only here, never logged). */
export function loginOf(
  ctx: AppContext,
  row: { caldavUsername: string | null; caldavPasswordEnc: string | null },
): CalendarLogin {
  return {
    username: row.caldavUsername ?? "",
    password: row.caldavPasswordEnc ? unseal(ctx, "caldav", row.caldavPasswordEnc) : "",
  };
}

/** An error's message for the log: short, and never the password. */
export const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/**
 * What staff are told of a failed calendar call: our own reasons as they are; anything else (a network
 * error naming an address and port, a server's own text) in general words, so the form cannot be used
 * to scan the network. The log keeps the detail.
 */
export const shownReason = (err: unknown) =>
  err instanceof CalendarUrlError
    ? err.message
    : "The calendar server did not answer, or its answer was not a calendar's.";
