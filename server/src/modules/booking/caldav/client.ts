import { calendarQuery, createDAVClient, type DAVResponse, propfind } from "tsdav";
import { guardedFetch, type GuardOptions } from "./guarded-fetch";
import { CalendarUrlError } from "./url-guard";

// The few CalDAV calls the booking needs, through tsdav with the guarded fetch (ADR 0036).

export interface CalendarLogin {
  username: string;
  password: string;
}

export interface CalendarCalls {
  /** The calendar collection the URL names, or the account's first calendar when it names the account. */
  findCalendar(url: string, login: CalendarLogin): Promise<string>;
  /** Every calendar object (VCALENDAR text) with an event in [start, end). */
  eventsBetween(calendarUrl: string, login: CalendarLogin, start: Date, end: Date): Promise<string[]>;
  /** Writes the object at `href` (created or replaced); answers its ETag when the server gives one. */
  put(href: string, login: CalendarLogin, ics: string): Promise<string | null>;
  /** Removes the object; one already gone is fine. */
  remove(href: string, login: CalendarLogin): Promise<void>;
}

const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);

function authHeader({ username, password }: CalendarLogin): Record<string, string> {
  if (!username && !password) return {};
  return { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}` };
}

/** A readable reason for a refused DAV answer. */
function refusal(status: number): CalendarUrlError {
  if (status === 401 || status === 403)
    return new CalendarUrlError("The calendar refused the username or password.");
  if (status === 404) return new CalendarUrlError("No calendar was found at this URL.");
  return new CalendarUrlError(`The calendar answered with status ${status}.`);
}

function firstRefusal(responses: DAVResponse[]): CalendarUrlError | null {
  const bad = responses.find((r) => r.ok === false && r.status !== 207);
  return bad ? refusal(bad.status ?? 0) : null;
}

const isCalendar = (r: DAVResponse | undefined) =>
  Object.keys((r?.props?.resourcetype as object | undefined) ?? {}).includes("calendar");

function utcStamp(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** CalDAV calls under the guard's policy (https and public addresses unless it is off; capped answers). */
export function calendarCalls(options: GuardOptions): CalendarCalls {
  const fetch = guardedFetch(options);
  return {
    async findCalendar(url, login) {
      const here = await propfind({
        url,
        props: { "d:resourcetype": {} },
        depth: "0",
        headers: authHeader(login),
        fetch,
      });
      const refused = firstRefusal(here);
      if (refused) throw refused;
      if (isCalendar(here[0])) return withSlash(url);
      const client = await createDAVClient({
        serverUrl: url,
        credentials: { username: login.username, password: login.password },
        authMethod: "Basic",
        defaultAccountType: "caldav",
        fetch,
      });
      const calendars = await client.fetchCalendars();
      const events = calendars.find((c) => !c.components?.length || c.components.includes("VEVENT"));
      if (!events) throw new CalendarUrlError("No calendar was found at this URL.");
      return withSlash(new URL(events.url, url).href);
    },

    async eventsBetween(calendarUrl, login, start, end) {
      const answers = await calendarQuery({
        url: calendarUrl,
        props: { "d:getetag": {}, "c:calendar-data": {} },
        filters: [
          {
            "comp-filter": {
              _attributes: { name: "VCALENDAR" },
              "comp-filter": {
                _attributes: { name: "VEVENT" },
                "time-range": { _attributes: { start: utcStamp(start), end: utcStamp(end) } },
              },
            },
          },
        ],
        depth: "1",
        headers: authHeader(login),
        fetch,
      });
      const refused = firstRefusal(answers);
      if (refused) throw refused;
      return answers
        .map((a) => {
          const data = a.props?.calendarData as string | { _cdata?: string } | undefined;
          return typeof data === "string" ? data : (data?._cdata ?? "");
        })
        .filter(Boolean);
    },

    async put(href, login, ics) {
      const res = await fetch(href, {
        method: "PUT",
        headers: { ...authHeader(login), "content-type": "text/calendar; charset=utf-8" },
        body: ics,
      });
      if (!res.ok) throw refusal(res.status);
      return res.headers.get("etag");
    },

    async remove(href, login) {
      const res = await fetch(href, { method: "DELETE", headers: authHeader(login) });
      if (!res.ok && res.status !== 404 && res.status !== 410) throw refusal(res.status);
    },
  };
}
