import type { APIRequestContext, Page } from "@playwright/test";

/** Booking lanes (see `pickFreeTime`), one per test that holds or books a time. */
export const lanes = {
  demoBooking: 0,
  demoFlow: 1,
  demoBack: 2,
  staticHost: 3,
  demoChange: 4,
  analyticsEvents: 5,
  slowNetwork: 6,
  demoHost: 7,
} as const;
import ICAL from "ical.js";
import type { OutboxFile } from "../server/src/platform/outbox";
import { expect, outboxMessages } from "./fixtures";
import { rejectConsent } from "./flows";
import { budget } from "./machine";

/** The free times the server offers now (GET /api/Book/Slots). */
export async function freeSlots(
  request: APIRequestContext,
): Promise<{ available: boolean; slots: string[] }> {
  const res = await request.get("/api/Book/Slots");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { available: boolean; slots: string[] } }).data;
}

/** The picker's time radios (the chosen day's). */
export const timeRadios = (page: Page) => page.getByRole("group", { name: /^Times on / }).getByRole("radio");

/**
 * Picks the first free time of one offered day in step 1's picker and returns its start (UTC ISO) and
 * accessible name. Tests run side by side against one server with one staff member, so each booking test
 * takes its own `lane`: the lane-th offered day. Two tests never race for one time, and a retry finds the
 * first attempt's time gone and takes the next one of that day. With `time`, the time whose name matches.
 */
export async function pickFreeTime(
  page: Page,
  lane: number,
  time?: RegExp,
): Promise<{ slotStart: string; name: string }> {
  // As a visitor would: bring the picker into view, which is also what starts its loading. When the
  // picker's own code arrives it replaces the loading frame (same id): a detached frame is looked up again.
  await expect(async () => {
    await page
      .locator("fieldset[id$='-slots']")
      .first()
      .scrollIntoViewIfNeeded({ timeout: budget(5_000) });
  }).toPass({ timeout: budget(20_000) });
  const days = page.getByRole("group", { name: "Day" }).getByRole("radio");
  await expect(days.first()).toBeAttached();
  const day = days.nth(lane % (await days.count()));
  if (!(await day.isChecked())) {
    await day.focus();
    await day.press("Space");
    await expect(day).toBeChecked();
  }
  // The day's first time, or the one whose name matches `time`.
  const first = time
    ? timeRadios(page).and(page.getByRole("radio", { name: time }))
    : timeRadios(page).first();
  await expect(first).toBeAttached();
  // The radios are visually hidden behind their button-like labels: pick by keyboard, as a visitor can.
  await first.focus();
  await first.press("Space");
  await expect(first).toBeChecked();
  const slotStart = (await first.getAttribute("value"))!;
  const name =
    (await first.evaluate(
      (el: HTMLInputElement) => el.labels?.[0]?.querySelector(".sr-only")?.textContent,
    )) ?? "";
  return { slotStart, name };
}

/** A booking mail in the outbox: its subject, text and calendar part. */
export type BookingMail = OutboxFile;

/** The newest mail to `to` whose subject matches, once the server has written it. */
export async function bookingMail(to: string, subject: RegExp): Promise<BookingMail> {
  const find = () =>
    outboxMessages()
      .filter((m) => m.to === to && subject.test(m.subject))
      .at(-1);
  await expect.poll(() => find()?.subject, { message: `mail "${subject.source}" to ${to}` }).toBeTruthy();
  return find()!;
}

/** The invitation's own facts, read with a real iCalendar parser. */
export function readInvite(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const [event] = cal.getAllSubcomponents("vevent");
  const start = event!.getFirstPropertyValue("dtstart") as ICAL.Time;
  return {
    method: String(cal.getFirstPropertyValue("method")),
    uid: String(event!.getFirstPropertyValue("uid")),
    sequence: Number(event!.getFirstPropertyValue("sequence")),
    location: String(event!.getFirstPropertyValue("location") ?? ""),
    description: String(event!.getFirstPropertyValue("description") ?? ""),
    startUtc: start.zone?.tzid === "UTC" ? start.toJSDate().toISOString() : null,
    attendees: event!
      .getAllProperties("attendee")
      .map((p) => String(p.getFirstValue()).replace(/^mailto:/i, "")),
  };
}

/** The link in a mail's text that goes to `path` (the token rides in its fragment). */
export function linkTo(text: string, path: string): string {
  const link = text.match(new RegExp(`https?://\\S+${path}#\\S+`))?.[0];
  expect(link, `a ${path} link in the mail`).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).hash;
}

/**
 * A phone number no other test uses: tests run side by side, so the time alone could repeat within a
 * millisecond. Each spec file has its own first digit.
 */
export const uniquePhone = (first: string) =>
  `${first}${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;

/** Opens /demo with the map answered locally, and rejects consent once the page is live. */
export async function openDemo(page: Page) {
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
  await page.goto("/demo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Demo");
  await rejectConsent(page);
}
