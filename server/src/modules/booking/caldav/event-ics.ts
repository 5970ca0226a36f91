import { createEvents, type EventAttributes, type ReturnObject } from "ics";

/**
 * One demo in a staff member's private feed: the lead's name and company only (no email or phone, so
 * no ATTENDEE lines, unlike the invitation and the CalDAV copy).
 */
export interface DemoEvent {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  fullName: string;
  companyName: string;
  /** The lead's page in the admin area. */
  leadUrl: string;
}

const PRODUCT_ID = "company-site/booking";

function attributes(demo: DemoEvent): EventAttributes {
  const who = demo.companyName ? `${demo.fullName} (${demo.companyName})` : demo.fullName;
  return {
    uid: demo.uid,
    sequence: demo.sequence,
    start: demo.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: demo.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `Demo with ${who}`,
    description: `Lead: ${demo.leadUrl}`,
    url: demo.leadUrl,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    productId: PRODUCT_ID,
  };
}

function valueOf(result: ReturnObject): string {
  if (result.error || !result.value) throw result.error ?? new Error("calendar text not made");
  return result.value;
}

/** The private feed: every given demo in one VCALENDAR. */
export function demoFeed(demos: DemoEvent[], name: string): string {
  if (!demos.length)
    return [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      `PRODID:${PRODUCT_ID}`,
      "CALSCALE:GREGORIAN",
      `X-WR-CALNAME:${name}`,
      "END:VCALENDAR",
      "",
    ].join("\r\n");
  return valueOf(createEvents(demos.map(attributes), { calName: name, productId: PRODUCT_ID }));
}
