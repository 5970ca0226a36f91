// iCalendar text (RFC 5545) for demo invitations (RFC 5546 iTIP) and calendars. Written by hand: the
// properties are few, and iTIP needs exact control of METHOD, SEQUENCE, STATUS and ATTENDEE parameters.

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  /** Stable across every change of one demo. */
  uid: string;
  /** Raised by every change; calendars ignore an update whose SEQUENCE is not higher. */
  sequence: number;
  status: "CONFIRMED" | "CANCELLED";
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  organizer: IcsPerson;
  visitor: IcsPerson;
  host: IcsPerson;
  summary: string;
  description: string;
  /** Where it happens: a video link, a phone call or an address. */
  location?: string;
  url?: string;
}

const CRLF = "\r\n";

/** 20261201T043000Z: always UTC, so no VTIMEZONE is needed and no client guesses a zone. */
export const icsDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * TEXT value escaping (RFC 5545 3.3.11). Every line break (CR LF, LF or a lone CR) is written as an
 * escaped newline, and other control characters are dropped: none can start a property of its own.
 */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    // eslint-disable-next-line no-control-regex -- the control characters are what is removed
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");

/** A parameter value: quoted, with characters a quoted value cannot hold removed. */
const param = (s: string) => `"${s.replace(/["\r\n]/g, "")}"`;

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Back off to a character boundary (continuation bytes are 10xxxxxx).
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString("utf8"));
    start = end;
    limit = 74; // the leading space of a continuation counts
  }
  return parts.join(`${CRLF} `);
}

const mailto = (email: string) => `mailto:${email.replace(/[\r\n"]/g, "")}`;

function vevent(e: IcsEvent, method: "REQUEST" | "CANCEL" | undefined): string[] {
  // A cancellation answers nobody; an invitation asks both for a reply.
  const attendee = (p: IcsPerson, partstat: string) =>
    `ATTENDEE;CN=${param(p.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${partstat};RSVP=${method === "REQUEST" ? "TRUE" : "FALSE"}:${mailto(p.email)}`;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${icsDate(e.stamp)}`,
    `DTSTART:${icsDate(e.start)}`,
    `DTEND:${icsDate(e.end)}`,
    `STATUS:${e.status}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `ORGANIZER;CN=${param(e.organizer.name)}:${mailto(e.organizer.email)}`,
    attendee(e.visitor, "NEEDS-ACTION"),
    // The host's own calendar copy is accepted already.
    attendee(e.host, "ACCEPTED"),
    "TRANSP:OPAQUE",
  ];
  if (e.url) lines.push(`URL:${e.url}`);
  lines.push("END:VEVENT");
  return lines;
}

/** `company` (the name as the settings have it when the text is written) makes the calendar: its PRODID. */
function calendar(
  company: string,
  events: IcsEvent[],
  method: "REQUEST" | "CANCEL" | undefined,
  name?: string,
): string {
  // The name is typed on the Settings screen: escaped, so no line break in it can start a property.
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(company)}//Demo booking//EN`,
    "CALSCALE:GREGORIAN",
  ];
  if (method) lines.push(`METHOD:${method}`);
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  for (const e of events) lines.push(...vevent(e, method));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * An iTIP message for one demo: REQUEST (new or moved, STATUS:CONFIRMED) or CANCEL (STATUS:CANCELLED),
 * the same UID each time and the booking's current SEQUENCE.
 */
export function buildInvitation(company: string, event: IcsEvent, method: "REQUEST" | "CANCEL"): string {
  return calendar(company, [{ ...event, status: method === "CANCEL" ? "CANCELLED" : event.status }], method);
}

/** Calendar objects without METHOD: one event for a CalDAV PUT, or several for an iCal feed. */
export function buildCalendar(company: string, events: IcsEvent[], name?: string): string {
  return calendar(company, events, undefined, name);
}
