import type { APIRequestContext, Page } from "@playwright/test";
import {
  bookingMail,
  freeSlots,
  lanes,
  linkTo,
  openDemo,
  pickFreeTime,
  readInvite,
  timeRadios,
  uniquePhone,
} from "./booking-flows";
import { expect, expectNoA11yViolations, test } from "./fixtures";
import { codeFor, fillTextboxes } from "./flows";

// The visitor's zone is fixed, so the names the test reads do not depend on the machine.
test.use({ timezoneId: "Asia/Kolkata" });

/**
 * A booking journey's start (a long one: slow): the times open before it, skipped when the server offers
 * none, then the wizard open, and a phone number of its own.
 */
async function startBooking(page: Page, request: APIRequestContext) {
  test.slow();
  const before = await freeSlots(request);
  test.skip(!before.available || before.slots.length === 0, "No demo times are open on this server");
  await openDemo(page);
  return { before, phone: uniquePhone("7") };
}

test.describe("/demo with a time", () => {
  test("books a time with the code from the outbox, sees it on step 3, and the time is no longer offered", async ({
    page,
    request,
  }) => {
    // The whole journey with two accessibility scans and a second visit.
    const { before, phone } = await startBooking(page, request);
    await fillTextboxes(page, {
      "Full Name": "E2E Time Booker",
      "Company Name": "E2E Clocks",
      "Phone Number": phone,
      "Email Address": `time.${phone}@example.com`,
      Comments: "A demo at a real time, please.",
    });
    const picker = page.getByRole("group", { name: "Pick a time" });
    await expect(picker.getByText("India Standard Time").first()).toBeVisible();
    await expectNoA11yViolations(page);

    // Send OTP without a time is refused in the page.
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(picker.getByText("Please pick a time.")).toBeVisible();

    const { slotStart, name } = await pickFreeTime(page, lanes.demoBooking);
    expect(name).toMatch(/^\w+day, \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m India Standard Time$/);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeFocused();
    await page.getByRole("textbox", { name: "OTP", exact: true }).fill(await codeFor(phone));
    await page.getByRole("button", { name: "Verify & Submit" }).click();

    const done = page.getByRole("heading", { name: "Demo Scheduled Successfully!" });
    await expect(done).toBeFocused();
    const step = page.getByRole("region", { name: "Demo Scheduled Successfully!" });
    // "Tuesday, 1 December 2026, 4:00 pm India Standard Time" → step 3's "… 4:00 pm – 4:30 pm India Standard Time".
    const [date, time] = name.replace(/ India Standard Time$/, "").split(/, (?=\d{1,2}:)/);
    await expect(step).toContainText(`${date}, ${time} –`);
    await expect(step.getByText("Host")).toBeVisible();
    const download = step.getByRole("link", { name: "Add to calendar" });
    await expect(download).toHaveAttribute("download", "demo.ics");
    expect(decodeURIComponent((await download.getAttribute("href"))!)).toContain("BEGIN:VCALENDAR");
    await expectNoA11yViolations(page);

    // The time is held for this host now: with one staff member taking demos it is gone from the list.
    // (Other hosts may still be free at it when the suite added staff; then it stays offered by them.)
    const after = await freeSlots(request);
    const hosts = before.slots.filter((s) => s === slotStart).length;
    expect(hosts).toBe(1);
    if (!after.slots.includes(slotStart)) {
      // The consent choice is kept, so the banner does not come back.
      await page.goto("/demo");
      // The picker loads when it comes into view.
      await page.getByRole("group", { name: "Pick a time" }).scrollIntoViewIfNeeded();
      await expect(timeRadios(page).first()).toBeAttached();
      await expect(page.locator(`input[type="radio"][value="${slotStart}"]`)).toHaveCount(0);
    } else {
      expect(after.slots.length).toBeLessThanOrEqual(before.slots.length);
    }
  });
  for (const width of [375, 1280]) {
    test(`the free times arrive without moving the Send OTP button (${width} px)`, async ({
      page,
      request,
    }) => {
      const free = await freeSlots(request);
      test.skip(!free.available || free.slots.length === 0, "No demo times are open on this server");
      await page.setViewportSize({ width, height: 800 });
      // The times are held back until the button's place is read with the picker still loading.
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      await page.route("**/api/Book/Slots**", async (route) => {
        await held;
        await route.continue();
      });
      await openDemo(page);
      const button = page.getByRole("button", { name: "Send OTP" });
      await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("E2E Steady Button");
      await expect(page.getByRole("status").filter({ hasText: "Loading available times..." })).toBeVisible();
      const before = await button.boundingBox();
      release();
      await expect(timeRadios(page).first()).toBeVisible();
      // More times than the frame shows scroll inside it; the page below stays where it was.
      expect(await button.boundingBox()).toEqual(before);
      // The days and times scroll inside their rows, hidden radios too: the page never scrolls sideways.
      const widths = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(widths.scrollWidth).toBe(widths.clientWidth);
    });
  }
});

test.describe("a booked demo's mail links", () => {
  test("reschedule then cancel from the mail: same UID, rising SEQUENCE, CANCEL last, and the time is offered again", async ({
    page,
    request,
  }) => {
    const { phone } = await startBooking(page, request);
    const email = `change.${phone}@example.com`;
    await fillTextboxes(page, {
      "Full Name": "E2E Time Changer",
      "Phone Number": phone,
      "Email Address": email,
      Comments: "I may need to move this.",
    });
    const first = await pickFreeTime(page, lanes.demoChange);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await page.getByRole("textbox", { name: "OTP", exact: true }).fill(await codeFor(phone));
    await page.getByRole("button", { name: "Verify & Submit" }).click();
    await expect(page.getByRole("heading", { name: "Demo Scheduled Successfully!" })).toBeFocused();

    const booked = await bookingMail(email, /is booked$/);
    const invite = readInvite(booked.calendar!.ics);
    expect(booked.calendar!.method).toBe("REQUEST");
    expect(invite).toMatchObject({ method: "REQUEST", sequence: 0, startUtc: first.slotStart });
    expect(invite.attendees).toContain(email);
    expect(invite.attendees).toHaveLength(2);

    await page.goto(linkTo(booked.text, "/demo/reschedule"));
    await expect(page.getByRole("heading", { name: "Pick a new time" })).toBeVisible();
    const second = await pickFreeTime(page, lanes.demoChange);
    expect(second.slotStart).not.toBe(first.slotStart);
    await page.getByRole("button", { name: "Reschedule", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Demo rescheduled" })).toBeVisible();
    await expectNoA11yViolations(page);

    const moved = readInvite((await bookingMail(email, /has moved$/)).calendar!.ics);
    expect(moved).toMatchObject({
      method: "REQUEST",
      uid: invite.uid,
      sequence: 1,
      startUtc: second.slotStart,
    });

    await page.goto(linkTo(booked.text, "/demo/cancel"));
    await page.getByRole("button", { name: "Cancel demo" }).click();
    await expect(page.getByRole("heading", { name: "Demo cancelled" })).toBeVisible();
    const cancelled = await bookingMail(email, /is cancelled$/);
    expect(cancelled.calendar!.method).toBe("CANCEL");
    expect(readInvite(cancelled.calendar!.ics)).toMatchObject({
      method: "CANCEL",
      uid: invite.uid,
      sequence: 2,
    });

    // Both times are free again: the first since the move, the second since the cancel.
    await expect
      .poll(async () => (await freeSlots(request)).slots)
      .toEqual(expect.arrayContaining([first.slotStart, second.slotStart]));
  });
});
