import type { AppContext } from "../../../context";
import { type CalendarCalls, calendarCalls, type CalendarLogin } from "./client";
import { calendarKey, open } from "./secret-box";
import { CalendarUrlError } from "./url-guard";

/** A calendar copy younger than this is used as it is (slot lookups read it many times a minute). */
export const BUSY_CACHE_MS = 60_000;

const callsByContext = new WeakMap<AppContext, CalendarCalls>();
const keyByContext = new WeakMap<AppContext, Buffer>();

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

/** The key that seals calendar passwords, derived from the server secret. */
export function passwordKey(ctx: AppContext): Buffer {
  let key = keyByContext.get(ctx);
  if (!key) {
    key = calendarKey(ctx.secrets.jwtKey);
    keyByContext.set(ctx, key);
  }
  return key;
}

/** The stored login of a schedule row (the password unsealed only here, never logged). */
export function loginOf(
  ctx: AppContext,
  row: { caldavUsername: string | null; caldavPasswordEnc: string | null },
): CalendarLogin {
  return {
    username: row.caldavUsername ?? "",
    password: row.caldavPasswordEnc ? open(passwordKey(ctx), row.caldavPasswordEnc) : "",
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
