import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { sendBookingMails } from "../../../server/src/modules/booking/invites";
import { admin, json, startTestApp, type TestApp } from "../helpers";
import { freeSlots, insertBooking, invitationMails, MONDAY } from "../booking-test-helpers";
import { adminCaller, staffMember } from "../team-members";

let t: TestApp;
let call: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_BASE_URL: "https://admin.example.test" });
  call = adminCaller(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(MONDAY));

const week = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, []]));
const saturdayHours = { ...week, "6": [{ start: "10:00", end: "13:00" }] };

/** The first VEVENT's property as calendars read it (unfolded, unescaped). */
const icsValue = (ics: string, name: string) =>
  new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!.getFirstPropertyValue(name);

describe("a member's display name and title", () => {
  it("is set on /account, shown on /team, and names the member as a demo host", async () => {
    const saved = await call("PUT", "/Team/Me/Profile", { displayName: "  Asha Rao ", title: "Founder" });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({
      message: "Your name is saved.",
      data: { email: admin.email, displayName: "Asha Rao", title: "Founder" },
    });
    const me = json(await call("GET", "/Team/Me")).data;
    expect(me).toMatchObject({ displayName: "Asha Rao", title: "Founder" });
    const team = json(await call("GET", "/Team")).data as { members: { email: string; name: string }[] };
    expect(team.members.find((m) => m.email === admin.email)!.name).toBe("Asha Rao");

    const [slot] = await freeSlots(t);
    const booking = await insertBooking(t, slot!);
    const before = invitationMails(t).length;
    await sendBookingMails(t.app.appContext, { kind: "confirmed", bookingId: booking.id });
    const visitor = invitationMails(t)
      .slice(before)
      .find((m) => m.to !== admin.email)!;
    expect(visitor.text).toContain("Host: Asha Rao");
    expect(icsValue(visitor.calendar!.ics, "description")).toContain("Host: Asha Rao");
  });

  it("refuses an empty name, markup and control characters, and changes nothing", async () => {
    await call("PUT", "/Team/Me/Profile", { displayName: "Asha Rao", title: "" });
    for (const [body, path, message] of [
      [{ displayName: " " }, "displayName", "Enter the name visitors will see"],
      [{ displayName: "<b>Asha</b>" }, "displayName", "Use letters, spaces and punctuation only"],
      [{ displayName: "Asha\rRao" }, "displayName", "Use letters, spaces and punctuation only"],
      [{ displayName: "Asha", title: "x".repeat(81) }, "title", "Keep the title under 80 characters"],
    ] as const) {
      const res = await call("PUT", "/Team/Me/Profile", body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(path);
      expect(res.body).toContain(message);
    }
    expect(json(await call("GET", "/Team/Me")).data).toMatchObject({ displayName: "Asha Rao", title: null });
  });

  it("is set for another member by an owner only", async () => {
    const member = await staffMember(t, "ravi@example.org");
    const byOwner = await call("PUT", `/Team/Members/${member.id}/Profile`, { displayName: "Ravi Kumar" });
    expect(byOwner.statusCode).toBe(200);
    const byStaff = await call(
      "PUT",
      `/Team/Members/${member.id}/Profile`,
      { displayName: "X" },
      member.token,
    );
    expect(byStaff.statusCode).toBe(403);
    const unknown = await call("PUT", "/Team/Members/nobody/Profile", { displayName: "X" });
    expect(unknown.statusCode).toBe(404);
    const team = json(await call("GET", "/Team")).data as { members: { email: string; name: string }[] };
    expect(team.members.find((m) => m.email === "ravi@example.org")!.name).toBe("Ravi Kumar");
  });
});

describe("an owner sets another member's hours", () => {
  it("reads and saves them; staff are refused; an unknown member is 404", async () => {
    const member = await staffMember(t, "priya@example.org");
    const theirs = json(await call("GET", `/Staff/Members/${member.id}/Availability`)).data;
    expect(theirs).toMatchObject({ takesDemos: false, meeting: null });

    const saved = await call("PUT", `/Staff/Members/${member.id}/Availability`, {
      takesDemos: true,
      weeklyHours: saturdayHours,
      daysOff: [],
      meeting: { kind: "video", url: "https://meet.example.com/abc-defg" },
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({
      takesDemos: true,
      meeting: { kind: "video", url: "https://meet.example.com/abc-defg" },
    });
    // The member sees what the owner set.
    expect(json(await call("GET", "/Staff/Availability", undefined, member.token)).data).toMatchObject({
      takesDemos: true,
      weeklyHours: saturdayHours,
    });

    const byStaff = await call("GET", `/Staff/Members/${member.id}/Availability`, undefined, member.token);
    expect(byStaff.statusCode).toBe(403);
    const unknown = await call("PUT", "/Staff/Members/nobody/Availability", {
      takesDemos: true,
      weeklyHours: week,
      daysOff: [],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("a host's meeting place", () => {
  const own = async () => json(await call("GET", "/Staff/Availability")).data as Record<string, unknown>;
  const saveOwn = (extra: object) =>
    call("PUT", "/Staff/Availability", {
      takesDemos: true,
      weeklyHours: { ...week, "1": [{ start: "10:00", end: "18:00" }] },
      daysOff: [],
      ...extra,
    });

  it("goes into the invitation's LOCATION and DESCRIPTION, and into the visitor's summary", async () => {
    expect(
      (await saveOwn({ meeting: { kind: "video", url: "https://zoom.example.com/j/123" } })).statusCode,
    ).toBe(200);
    const [slot] = await freeSlots(t);
    const booking = await insertBooking(t, slot!);
    const before = invitationMails(t).length;
    await sendBookingMails(t.app.appContext, { kind: "confirmed", bookingId: booking.id });
    for (const mail of invitationMails(t).slice(before)) {
      expect(icsValue(mail.calendar!.ics, "location")).toBe("https://zoom.example.com/j/123");
      expect(icsValue(mail.calendar!.ics, "description")).toContain("Join: https://zoom.example.com/j/123");
    }
    const visitor = invitationMails(t)
      .slice(before)
      .find((m) => m.to !== admin.email)!;
    expect(visitor.text).toContain("Join: https://zoom.example.com/j/123");
  });

  it("a phone call names the visitor's number; the office its address", async () => {
    await saveOwn({ meeting: { kind: "phone" } });
    const [first] = await freeSlots(t);
    const phoned = await insertBooking(t, first!);
    let before = invitationMails(t).length;
    await sendBookingMails(t.app.appContext, { kind: "confirmed", bookingId: phoned.id });
    const call1 = invitationMails(t).slice(before)[0]!;
    expect(icsValue(call1.calendar!.ics, "location")).toMatch(/^Phone call to \+91 \d{5} \d{5}$/);

    await saveOwn({ meeting: { kind: "office", address: "2nd floor, Main Road; Ranchi" } });
    const [second] = await freeSlots(t);
    const visit = await insertBooking(t, second!);
    before = invitationMails(t).length;
    await sendBookingMails(t.app.appContext, { kind: "confirmed", bookingId: visit.id });
    const office = invitationMails(t).slice(before)[0]!;
    // Escaped in the text, read back whole.
    expect(office.calendar!.ics).toContain("LOCATION:2nd floor\\, Main Road\\; Ranchi");
    expect(icsValue(office.calendar!.ics, "location")).toBe("2nd floor, Main Road; Ranchi");
  });

  it("stays as it was when a save leaves it out, and clears with null", async () => {
    await saveOwn({ meeting: { kind: "phone" } });
    await saveOwn({});
    expect((await own()).meeting).toEqual({ kind: "phone" });
    await saveOwn({ meeting: null });
    expect((await own()).meeting).toBeNull();
  });

  it("refuses a link that is not https and an empty address", async () => {
    await saveOwn({ meeting: { kind: "phone" } });
    for (const meeting of [
      { kind: "video", url: "http://meet.example.com/x" },
      { kind: "video", url: "javascript:alert(1)" },
      { kind: "office", address: " " },
      { kind: "carrier-pigeon" },
    ]) {
      const res = await saveOwn({ meeting });
      expect(res.statusCode).toBe(400);
      expect(json(res).isSuccess).toBe(false);
    }
    expect((await own()).meeting).toEqual({ kind: "phone" });
  });
});
