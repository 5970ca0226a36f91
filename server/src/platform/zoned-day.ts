import { type SQL, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";

// Calendar days in a time zone (the company's, COMPANY_TIME_ZONE): the one place that says which day an
// instant falls on, in code and in SQL, so both count a day from the same midnight.

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in `zone`, as YYYY-MM-DD. */
export function dayIn(at: Date, zone: string): string {
  let format = formats.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formats.set(zone, format);
  }
  return format.format(at);
}

/** `dayIn` in SQL: the calendar day in `zone` of a timestamptz column or expression, as YYYY-MM-DD text. */
export const dayInSql = (at: SQL, zone: string): SQL =>
  sql`to_char(${at} at time zone ${zone}, 'YYYY-MM-DD')`;

/** The first instant of a calendar day in `zone` (midnight, or the first time after it where a clock change skips it). */
export const dayStartIn = (day: string, zone: string): Date =>
  new Date(Temporal.PlainDate.from(day).toZonedDateTime(zone).epochMilliseconds);

/** The day `days` after (or before) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number): string =>
  Temporal.PlainDate.from(day).add({ days }).toString();
