import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingMessages } from "../../../src/contract/booking-messages";
import { bookingInvite, sendBookingMails } from "../../../server/src/modules/booking/invites";
import { issueManageToken } from "../../../server/src/modules/booking/manage-token";
import { calendarParts } from "../../../server/src/platform/outbox";
import { admin, json, latestCode, startTestApp, type TestApp, validDemo } from "../helpers";
import {
  bookingRow,
  freeSlots,
  insertBooking,
  invitationMails,
  MONDAY,
  parseInvite,
  timeline,
  tokenIn,
} from "../booking-test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    ADMIN_BASE_URL: "https://admin.example.test",
    COMPANY_EMAIL: "hello@example.test",
  });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(MONDAY));

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url: `/api${url}`, payload });

/** A confirmed demo whose confirmation mails went out; returns the visitor's token from the mail. */
async function bookedAndMailed(slot: string, timeZone = "Asia/Kolkata") {
  const booking = await insertBooking(t, slot, { timeZone });
  const before = invitationMails(t).length;
  await sendBookingMails(t.app.appContext, { kind: "confirmed", bookingId: booking.id });
  const mails = invitationMails(t).slice(before);
  expect(mails).toHaveLength(2);
  const row = await bookingRow(t, booking.id);
  const visitor = mails.find((m) => m.to !== admin.email)!;
  return {
    ...booking,
    row,
    mails,
    visitor,
    host: mails.find((m) => m.to === admin.email)!,
    token: tokenIn(visitor.text),
  };
}

describe("confirmation invitation", () => {
  it("mails the visitor and the host one VEVENT each: stable UID, SEQUENCE 0, UTC times, both attendees", async () => {
    const [slot] = await freeSlots(t);
    const b = await bookedAndMailed(slot!, "America/New_York");
    for (const mail of b.mails) {
      expect(mail.calendar!.method).toBe("REQUEST");
      const ics = parseInvite(mail.calendar!.ics);
      expect(ics).toMatchObject({
        method: "REQUEST",
        uid: b.uid,
        sequence: 0,
        status: "CONFIRMED",
        start: slot,
      });
      expect(ics.dtstartText).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      expect(ics.organizer).toBe("mailto:hello@example.test");
      expect(ics.summary).toBe("Demo with Company");
      expect(ics.attendees.map((a) => a.email).sort()).toEqual([admin.email, b.visitor.to].sort());
      expect(ics.attendees.find((a) => a.email === b.visitor.to)!.cn).toBe("Ravi Kumar");
    }
    expect(b.visitor.subject).toBe("Your demo with Company is booked");
    // The visitor's zone with its name, and the company's.
    expect(b.visitor.text).toMatch(/When: .*Eastern Standard Time \(America\/New_York\)/);
    expect(b.visitor.text).toMatch(/Our time: .*India Standard Time \(Asia\/Kolkata\)/);
    expect(b.visitor.text).toContain("Host: Admin");
    expect(b.visitor.text).toContain(`https://admin.example.test/demo/cancel#${b.token}`);
    const visitorIcs = parseInvite(b.visitor.calendar!.ics);
    expect(visitorIcs.description).toContain(`https://admin.example.test/demo/reschedule#${b.token}`);
    // The host's copy: the lead's details and its page, never the visitor's links.
    expect(b.host.text).toContain(`Open: https://admin.example.test/demos/${b.requestId}`);
    expect(b.host.text).toContain("Company: Acme Pvt Ltd");
    expect(b.host.text).toContain("Phone: 9876543210");
    expect(b.host.calendar!.ics).not.toContain("/demo/cancel");
  });

  it("bookingInvite gives the current REQUEST for Add to calendar", async () => {
    const slots = await freeSlots(t);
    const b = await insertBooking(t, slots[3]!, { sequence: 4 });
    const ics = parseInvite(await bookingInvite(t.app.appContext, b.id));
    expect(ics).toMatchObject({ method: "REQUEST", uid: b.uid, sequence: 4, start: slots[3] });
  });
});

describe("through the wizard", () => {
  it("SendOtp with a time, VerifySchedule, then the confirmation mail's links move and cancel it", async () => {
    const slots = await freeSlots(t);
    const email = "wizard@example.org";
    const sent = await post("/v1/Contact/SendOtp", {
      ...validDemo,
      email,
      slotStart: slots[16],
      timeZone: "Asia/Kolkata",
    });
    expect(sent.statusCode).toBe(200);
    const id = (json(sent).data as { id: string }).id;
    const before = invitationMails(t).length;
    const verified = await post("/Book/VerifySchedule", { id, code: latestCode(t, email) });
    expect(verified.statusCode).toBe(200);
    const booking = (json(verified).data as { booking: { ics: string; startsAt: string } }).booking;
    expect(parseInvite(booking.ics)).toMatchObject({ method: "REQUEST", sequence: 0, start: slots[16] });
    await t.idle();
    const mails = invitationMails(t).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([admin.email, email].sort());
    const uid = parseInvite(booking.ics).uid;
    for (const m of mails) expect(parseInvite(m.calendar!.ics)).toMatchObject({ uid, sequence: 0 });
    const token = tokenIn(mails.find((m) => m.to === email)!.text);
    const moved = await post("/Book/Reschedule", { token, slotStart: slots[18] });
    expect(moved.statusCode).toBe(200);
    // Mails go out after the answer: the move's is sent before the cancel is made, so the order is known
    // (calendars order them by SEQUENCE anyway).
    await t.idle();
    const cancelled = await post("/Book/Cancel", { token });
    expect(cancelled.statusCode).toBe(200);
    await t.idle();
    const later = invitationMails(t)
      .slice(before + 2)
      .filter((m) => m.to === email);
    expect(later.map((m) => parseInvite(m.calendar!.ics)).map((i) => [i.method, i.uid, i.sequence])).toEqual([
      ["REQUEST", uid, 1],
      ["CANCEL", uid, 2],
    ]);
  });
});

describe("visitor changes through the mail's links", () => {
  it("confirm → reschedule → cancel: same UID, rising SEQUENCE, the last one METHOD:CANCEL", async () => {
    const slots = await freeSlots(t);
    const b = await bookedAndMailed(slots[0]!);
    const manage = await post("/Book/Manage", { token: b.token });
    expect(manage.statusCode).toBe(200);
    expect(json(manage).data).toMatchObject({
      startsAt: slots[0],
      status: "confirmed",
      canChange: true,
      hostName: "Admin",
    });

    const target = slots.find((s) => Date.parse(s) >= Date.parse(slots[0]!) + 2 * 60 * 60_000)!;
    const before = invitationMails(t).length;
    const moved = await post("/Book/Reschedule", {
      token: b.token,
      slotStart: target,
      timeZone: "Asia/Kathmandu",
    });
    expect(moved.statusCode).toBe(200);
    expect(json(moved).data).toMatchObject({
      startsAt: target,
      timeZone: "Asia/Kathmandu",
      status: "confirmed",
    });
    await t.idle();
    const movedMails = invitationMails(t).slice(before);
    expect(movedMails).toHaveLength(2);
    for (const m of movedMails)
      expect(parseInvite(m.calendar!.ics)).toMatchObject({
        method: "REQUEST",
        uid: b.uid,
        sequence: 1,
        start: target,
      });
    const visitorMoved = movedMails.find((m) => m.to === b.visitor.to)!;
    expect(visitorMoved.subject).toBe("Your demo with Company has moved");
    expect(visitorMoved.text).toContain("Nepal Time (Asia/Kathmandu)");
    // The old time is offered again, the new one is not.
    let open = await freeSlots(t);
    expect(open).toContain(slots[0]);
    expect(open).not.toContain(target);

    const cancelled = await post("/Book/Cancel", { token: tokenIn(visitorMoved.text) });
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled).data).toMatchObject({ status: "cancelled", canChange: false });
    await t.idle();
    const cancelMails = invitationMails(t).slice(before + 2);
    expect(cancelMails).toHaveLength(2);
    for (const m of cancelMails) {
      expect(m.calendar!.method).toBe("CANCEL");
      expect(parseInvite(m.calendar!.ics)).toMatchObject({
        method: "CANCEL",
        uid: b.uid,
        sequence: 2,
        status: "CANCELLED",
      });
    }
    open = await freeSlots(t);
    expect(open).toContain(target);
    const kinds = (await timeline(t, b.requestId)).map((e) => [e.kind, e.adminEmail]);
    expect(kinds).toEqual([
      ["rescheduled", null],
      ["cancelled", null],
    ]);
    // A cancelled demo cannot be moved again.
    const again = await post("/Book/Reschedule", { token: b.token, slotStart: slots[0] });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a tampered, expired or other-purpose token with 400 and changes nothing", async () => {
    const slots = await freeSlots(t);
    const b = await bookedAndMailed(slots[5]!);
    const [head, payload, sig] = b.token.split(".");
    const flipped = sig!.slice(0, -2) + (sig!.endsWith("AA") ? "BB" : "AA");
    const forged = Buffer.from(JSON.stringify({ purpose: "booking", sub: "other" })).toString("base64url");
    const adminToken = await t.token();
    for (const token of [`${head}.${payload}.${flipped}`, `${head}.${forged}.${sig}`, adminToken]) {
      for (const [url, body] of [
        ["/Book/Manage", { token }],
        ["/Book/Cancel", { token }],
        ["/Book/Reschedule", { token, slotStart: slots[9] }],
      ] as const) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${token.slice(0, 12)}`).toBe(400);
        expect(json(res).message).toBe(bookingMessages.invalidLink);
      }
    }
    // Expired: a day after the demo ends.
    t.clock.set(new Date(b.row.endsAt.getTime() + 24 * 60 * 60_000 + 1000));
    expect((await post("/Book/Manage", { token: b.token })).statusCode).toBe(400);
    const row = await bookingRow(t, b.id);
    expect(row).toMatchObject({ status: "confirmed", sequence: 0, startsAt: b.row.startsAt });
  });

  it("inside the cutoff the links answer 409 tooLateToChange, and Manage says canChange false", async () => {
    const slots = await freeSlots(t);
    const b = await bookedAndMailed(slots[7]!);
    const cutoff = t.app.appContext.config.booking.changeCutoffMinutes;
    t.clock.set(new Date(Date.parse(slots[7]!) - (cutoff - 1) * 60_000));
    expect(json(await post("/Book/Manage", { token: b.token })).data).toMatchObject({ canChange: false });
    for (const res of [
      await post("/Book/Cancel", { token: b.token }),
      await post("/Book/Reschedule", { token: b.token, slotStart: slots[slots.length - 1] }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toBe(bookingMessages.tooLateToChange);
    }
    expect(await bookingRow(t, b.id)).toMatchObject({ status: "confirmed", sequence: 0 });
  });

  it("a time outside the window is 400 slotNotOffered; a time another demo holds is 409 slotTaken", async () => {
    const slots = await freeSlots(t);
    const b = await bookedAndMailed(slots[10]!);
    const other = await insertBooking(t, slots[12]!);
    const past = await post("/Book/Reschedule", { token: b.token, slotStart: "2026-12-01T05:00:00.000Z" });
    expect(past.statusCode).toBe(400);
    expect(json(past).message).toBe(bookingMessages.slotNotOffered);
    const taken = await post("/Book/Reschedule", { token: b.token, slotStart: slots[12] });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(bookingMessages.slotTaken);
    expect(await bookingRow(t, b.id)).toMatchObject({ sequence: 0 });
    expect(other.id).toBeTruthy();
  });

  it("a token lasts until a day after the demo ends", async () => {
    const slots = await freeSlots(t);
    const b = await insertBooking(t, slots[14]!);
    const row = await bookingRow(t, b.id);
    const token = await issueManageToken(t.app.appContext, row);
    const exp = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).exp as number;
    expect(exp * 1000).toBe(row.endsAt.getTime() + 24 * 60 * 60_000);
  });
});

describe("SMTP delivery", () => {
  it("sends a text/calendar part with the method and an .ics attachment", async () => {
    const { createTransport } = await import("nodemailer");
    const ics = "BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n";
    const transport = createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({
      from: "a@example.test",
      to: "b@example.test",
      subject: "s",
      text: "t",
      ...calendarParts({ method: "CANCEL", ics }),
    });
    const raw = (info.message as Buffer).toString();
    // The alternative part calendars read as an invitation, and the attachment.
    expect(raw.match(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/gi)).toHaveLength(2);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=invite\.ics/);
  });
});
