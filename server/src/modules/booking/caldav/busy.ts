import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";

export interface BusyInterval {
  start: string;
  end: string;
}

/** Occurrences looked at per recurring event (a daily event from years ago stays cheap). */
const MAX_OCCURRENCES = 5000;

function isIanaZone(zone: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of an iCalendar time. Named zones use the time-zone database; a zone the calendar only
 * describes (its own VTIMEZONE) uses that definition; floating times and all-day dates are read in `fallbackZone`
 * (the company's), as the host's calendar app would show them.
 */
function toInstant(t: ICAL.Time, fallbackZone: string): number {
  // ical.js finds the object's own VTIMEZONE for a TZID; an undefined one reads as floating.
  const tzid = t.zone?.tzid;
  if (!t.isDate && tzid === "UTC") return t.toJSDate().getTime();
  if (!t.isDate && tzid && tzid !== "floating" && !isIanaZone(tzid) && t.zone) return t.toJSDate().getTime();
  const zone = !t.isDate && tzid && isIanaZone(tzid) ? tzid : fallbackZone;
  return Temporal.PlainDateTime.from({
    year: t.year,
    month: t.month,
    day: t.day,
    hour: t.isDate ? 0 : t.hour,
    minute: t.isDate ? 0 : t.minute,
    second: t.isDate ? 0 : t.second,
  }).toZonedDateTime(zone).epochMilliseconds;
}

/** Cancelled and "free" (TRANSP:TRANSPARENT) events do not make anyone busy. */
function blocks(event: ICAL.Component): boolean {
  const status = String(event.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transp = String(event.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transp !== "TRANSPARENT";
}

/**
 * The busy intervals of calendar objects (VCALENDAR texts) that overlap [from, to), recurring events
 * expanded with their exceptions. Events whose UID is in `skipUids` (our own demos, which block their
 * slots already) are left out.
 */
export function busyIntervals(
  objects: string[],
  from: Date,
  to: Date,
  skipUids: ReadonlySet<string>,
  fallbackZone: string,
): BusyInterval[] {
  const out: [number, number][] = [];
  const lo = from.getTime();
  const hi = to.getTime();
  const add = (start: number, end: number) => {
    if (end > lo && start < hi && end > start) out.push([start, end]);
  };
  for (const text of objects) {
    let root: ICAL.Component;
    try {
      root = new ICAL.Component(ICAL.parse(text));
    } catch {
      continue; // one unreadable object does not hide the others
    }
    const vevents = root.getAllSubcomponents("vevent");
    for (const master of vevents.filter((v) => !v.hasProperty("recurrence-id"))) {
      const uid = String(master.getFirstPropertyValue("uid") ?? "");
      if (skipUids.has(uid)) continue;
      const event = new ICAL.Event(master);
      for (const ex of vevents)
        if (ex.hasProperty("recurrence-id") && ex.getFirstPropertyValue("uid") === uid)
          event.relateException(ex);
      if (!event.isRecurring()) {
        if (blocks(master))
          add(toInstant(event.startDate, fallbackZone), toInstant(event.endDate, fallbackZone));
        continue;
      }
      const it = event.iterator();
      for (let n = 0, next = it.next(); next && n < MAX_OCCURRENCES; n++, next = it.next()) {
        const details = event.getOccurrenceDetails(next);
        const start = toInstant(details.startDate, fallbackZone);
        if (start >= hi) break;
        if (blocks(details.item.component)) add(start, toInstant(details.endDate, fallbackZone));
      }
    }
  }
  return out
    .sort((a, b) => a[0] - b[0])
    .map(([s, e]) => ({ start: new Date(s).toISOString(), end: new Date(e).toISOString() }));
}
