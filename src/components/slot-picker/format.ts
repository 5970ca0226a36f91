// Dates and times for the booking screens, with Intl only (no date library in the client).
// One locale everywhere, so labels read the same for every visitor and in tests.
const LOCALE = "en-GB";

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(LOCALE, { timeZone, ...options })));
  return f;
}

function parts(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatter(timeZone, options).formatToParts(new Date(iso))) out[p.type] = p.value;
  return out;
}

// ICU still reports some zones by their old names (Chrome and Node say "Asia/Calcutta"); show today's.
const renamed: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "America/Godthab": "America/Nuuk",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Enderbury": "Pacific/Kanton",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
};
export const currentZoneName = (zone: string): string => renamed[zone] ?? zone;

/** The browser's own zone (`fallback`, the company's, when the runtime cannot tell). */
export function detectTimeZone(fallback = "UTC"): string {
  try {
    return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || fallback);
  } catch {
    return fallback;
  }
}

/** Every zone the runtime knows, by today's names, with `extra` (the detected and company zones) always in. */
export function timeZoneOptions(extra: string[]): string[] {
  let all: string[] = [];
  try {
    all = Intl.supportedValuesOf("timeZone");
  } catch {
    all = [];
  }
  return [...new Set([...all, ...extra].map(currentZoneName))].sort();
}

/** The zone's long name at that instant: "India Standard Time", "Eastern Daylight Time", "Nepal Time". */
export const zoneName = (iso: string, timeZone: string): string =>
  parts(iso, timeZone, { timeZoneName: "long" }).timeZoneName ?? timeZone;

/** The calendar day in the zone, as YYYY-MM-DD (a key for grouping). */
export function dayKey(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" });
  return `${p.year}-${p.month}-${p.day}`;
}

/** "Tuesday, 1 December 2026". */
export function formatDate(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** "Tue" and "1 Dec", the two lines of a day button. */
export function formatDayShort(iso: string, timeZone: string): { weekday: string; date: string } {
  const p = parts(iso, timeZone, { weekday: "short", day: "numeric", month: "short" });
  return { weekday: p.weekday ?? "", date: `${p.day} ${p.month}` };
}

/** "4:00 pm". */
export function formatTime(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone, { hour: "numeric", minute: "2-digit", hourCycle: "h12" });
  return `${Number(p.hour)}:${p.minute} ${(p.dayPeriod ?? "").toLowerCase()}`.trim();
}

/** "Tuesday, 1 December 2026, 4:00 pm India Standard Time": a time's full name. */
export const formatSlot = (iso: string, timeZone: string): string =>
  `${formatDate(iso, timeZone)}, ${formatTime(iso, timeZone)} ${zoneName(iso, timeZone)}`;

/** "Tuesday, 1 December 2026, 4:00 pm – 4:30 pm India Standard Time" (the end's date when it differs). */
export function formatRange(startIso: string, endIso: string, timeZone: string): string {
  const sameDay = dayKey(startIso, timeZone) === dayKey(endIso, timeZone);
  const end = sameDay
    ? formatTime(endIso, timeZone)
    : `${formatDate(endIso, timeZone)}, ${formatTime(endIso, timeZone)}`;
  return `${formatDate(startIso, timeZone)}, ${formatTime(startIso, timeZone)} – ${end} ${zoneName(endIso, timeZone)}`;
}

/** The free starts grouped by calendar day in the zone, days and times in order. */
export function groupByDay(slots: readonly string[], timeZone: string): { key: string; slots: string[] }[] {
  const days = new Map<string, string[]>();
  for (const slot of [...slots].sort()) {
    const key = dayKey(slot, timeZone);
    const list = days.get(key);
    if (list) list.push(slot);
    else days.set(key, [slot]);
  }
  return [...days].map(([key, list]) => ({ key, slots: list }));
}
