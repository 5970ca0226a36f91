// How staff screens show a demo's time: the browser's own zone unless one is given (Intl, never hand-made offsets).

import { detectTimeZone } from "~/components/slot-picker/format";

/** The browser's IANA zone, by today's name ("Asia/Kolkata", never "Asia/Calcutta"). */
export const localTimeZone = () => detectTimeZone();

const cache = new Map<string, Intl.DateTimeFormat>();
function format(options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = JSON.stringify([options, timeZone]);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(undefined, { ...options, timeZone })));
  return f;
}

/** "14:30" or "2:30 PM", as the reader's locale writes it. */
export const formatTime = (iso: string, timeZone?: string) =>
  format({ timeStyle: "short" }, timeZone).format(new Date(iso));

/** "Wednesday, 10 March 2027". */
export const formatDay = (iso: string, timeZone?: string) =>
  format({ dateStyle: "full" }, timeZone).format(new Date(iso));

/** "Wed, 10 Mar 2027, 14:30". */
export const formatDayTime = (iso: string, timeZone?: string) =>
  format(
    { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
    timeZone,
  ).format(new Date(iso));

/** The calendar day of an instant in a zone, as YYYY-MM-DD (for grouping). */
export function dayKey(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A zone's long name, e.g. "India Standard Time"; the IANA name when the runtime has none. */
export function zoneName(timeZone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "long" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
