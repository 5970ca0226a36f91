import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendBookingMails } from "../../../server/src/modules/booking/invites";
import { scheduleReminders } from "../../../server/src/modules/booking/reminders";
import { MINUTE_MS } from "../../../server/src/platform/clock";
import { runDueJobs } from "../../../server/src/platform/jobs";
import type { OutboxFile } from "../../../server/src/platform/outbox";
import { insertBooking, MONDAY } from "../booking-test-helpers";
import { admin, auth, json, startTestApp, type TestApp, usingPostgres, validDemo } from "../helpers";
import { noLimits, sendDemoCode } from "../shared-app";

// Every mail to a visitor has an HTML part in the company's layout beside its unchanged plain text;
// mails to staff stay plain text.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...noLimits, ADMIN_BASE_URL: "https://site.example.test" }, { jobPollMs: 0 });
  t.clock.set(MONDAY);
});
afterAll(() => t.close());

/** Text as React writes it into HTML. */
const escaped = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const to = (email: string) => t.outbox().filter((m) => m.channel === "email" && m.to === email);

/** The company's layout around the mail: name, logo, brand colour and contact details. */
function expectCompanyLayout(mail: OutboxFile) {
  const html = mail.html!;
  expect(html).toMatch(/^<!DOCTYPE html/);
  expect(html).toContain('src="https://site.example.test/logo.png"');
  expect(html).toContain("Company</p>");
  expect(html).toContain("background-color:#1d5fd6");
  expect(html).toContain("+91 00000 00000");
  expect(html).toContain('href="mailto:hello@example.com"');
  expect(Object.keys(mail).indexOf("text")).toBeLessThan(Object.keys(mail).indexOf("html"));
}

describe(`visitor mails (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("the demo code: the code set large, the text as before", async () => {
    const email = "code@example.org";
    const { code } = await sendDemoCode(t, email);
    const [mail] = to(email);
    expect(mail!.subject).toBe("Your demo booking verification code");
    expect(mail!.text).toBe(`Your demo booking verification code is ${code}. It expires in 2 minutes.`);
    expectCompanyLayout(mail!);
    expect(mail!.html).toContain(`letter-spacing:6px`);
    expect(mail!.html).toMatch(new RegExp(`>${code}</p>`));
    // The SMS stays text.
    expect(t.outbox().find((m) => m.channel === "sms" && m.text.includes(code))!.html).toBeUndefined();
  });

  it("the confirmation link of a request held as spam: a button to the link", async () => {
    const email = "held@example.org";
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/SendOtp",
      payload: { ...validDemo, email, website: "http://bot.example" },
    });
    expect(sent.statusCode).toBe(200);
    const headers = auth(await t.token());
    const list = await t.app.inject({
      method: "GET",
      url: `/api/v1/Contact/DemoRequests?status=spam&search=${encodeURIComponent(email)}`,
      headers,
    });
    const [demo] = json(list).data as { _id: string; version: number }[];
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/v1/Contact/DemoRequests/${demo!._id}`,
      headers,
      payload: { leadStatus: "new", version: demo!.version },
    });
    expect(moved.statusCode).toBe(200);
    const [mail] = to(email);
    expect(mail!.subject).toBe("Please confirm your demo request");
    const link = /^(https:\/\/site\.example\.test\/demo\/confirm#\S+)$/m.exec(mail!.text)![1]!;
    expect(mail!.text).toBe(
      `Hello ${validDemo.fullName},\n\nThank you for asking for a demo on ${MONDAY.toUTCString().slice(0, 16)}. ` +
        "Your request was held back by our spam check, and we are sorry for the wait. To confirm it, open this " +
        `link within 48 hours:\n${link}\n\nIf you did not ask for a demo, you need do nothing.\n`,
    );
    expectCompanyLayout(mail!);
    expect(mail!.html).toContain(`href="${escaped(link)}"`);
    expect(mail!.html).toContain("Confirm my demo request");
  });

  it.each([
    ["confirmed", "2026-12-09T04:30:00.000Z"],
    ["rescheduled", "2026-12-09T06:30:00.000Z"],
    ["cancelled", "2026-12-09T08:30:00.000Z"],
  ] as const)(
    "the booking mail when %s: the text's paragraphs, its links as buttons; the host's stays text",
    async (kind, start) => {
      const booking = await insertBooking(t, start);
      const before = t.outbox().length;
      await sendBookingMails(t.app.appContext, { kind, bookingId: booking.id });
      const [visitor, host] = t.outbox().slice(before);
      expect(host!.to).toBe(admin.email);
      expect(host!.html).toBeUndefined();
      expectCompanyLayout(visitor!);
      const html = visitor!.html!;
      expect(html).toContain("Hello Ravi Kumar,");
      for (const line of visitor!.text.split("\n").filter((l) => l && !/^\w+: https:/.test(l)))
        expect(html).toContain(escaped(line));
      const links = [...visitor!.text.matchAll(/^(Reschedule|Cancel): (https:\S+)$/gm)];
      expect(links).toHaveLength(kind === "cancelled" ? 0 : 2);
      for (const [, label, href] of links) {
        expect(html).toContain(`href="${escaped(href!)}"`);
        expect(html).toMatch(new RegExp(`>${label}</span>`));
      }
    },
  );

  it("the reminder: its text's paragraphs in the layout; the host's stays text", async () => {
    const startsAt = new Date("2026-12-10T05:30:00.000Z");
    const booking = await insertBooking(t, startsAt.toISOString());
    await scheduleReminders(t.app.appContext.db, t.app.appContext, { id: booking.id, startsAt, sequence: 0 });
    const before = t.outbox().length;
    t.clock.set(new Date(startsAt.getTime() - 1440 * MINUTE_MS));
    await runDueJobs(t.app.appContext);
    const mails = t.outbox().slice(before);
    const visitor = mails.find((m) => m.channel === "email" && m.to !== admin.email)!;
    expect(visitor.subject).toMatch(/^Reminder: your demo on /);
    expect(visitor.text).toMatch(/^Hello Ravi Kumar,\n\nYour demo is coming up: .+, with admin@/);
    expectCompanyLayout(visitor);
    expect(visitor.html).toContain("To reschedule or cancel, use the links in your confirmation mail.");
    expect(mails.find((m) => m.to === admin.email)!.html).toBeUndefined();
    expect(mails.find((m) => m.channel === "sms")!.html).toBeUndefined();
  });
});
