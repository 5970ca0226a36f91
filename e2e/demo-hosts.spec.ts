import type { APIRequestContext, Page } from "@playwright/test";
import {
  bookingMail,
  freeSlots,
  lanes,
  openDemo,
  pickFreeTime,
  readInvite,
  uniquePhone,
} from "./booking-flows";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import { adminToken, codeFor, fillTextboxes, invitedMember } from "./flows";

// A new member hosts no demo until an owner sets their hours; then a visitor's booking names them and
// carries their meeting link (docs/product.md §10, "Demo hosts").

test.use({ timezoneId: "Asia/Kolkata" });

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const link = "https://meet.example.com/e2e-host-room";

/** 18:00 in the company's zone: the e2e admin's hours end then, so only the new host offers it. */
const atSixPm = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  ) === "18:00";

async function memberId(request: APIRequestContext, email: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const team = (await (await request.get("/api/Team", { headers })).json()) as {
    data: { members: { _id: string; email: string }[] };
  };
  return team.data.members.find((m) => m.email === email)!._id;
}

async function signIn(page: Page) {
  await page.goto("/team");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
}

test("an owner names a new member and sets their hours and meeting link; a visitor's booking carries both", async ({
  page,
  request,
}) => {
  test.slow();
  const email = `host.${Date.now().toString(36)}@example.org`;
  await invitedMember(request, email, "Host-password-2026-e2e");
  const id = await memberId(request, email);
  try {
    // Invited minutes ago, never on /availability: offered at no time.
    expect((await freeSlots(request)).slots.filter(atSixPm)).toEqual([]);

    await signIn(page);
    await page.getByRole("button", { name: `Edit the name of ${email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Name visitors see" });
    await dialog.getByLabel("Display name").fill("Meera Iyer");
    await dialog.getByLabel("Title").fill("Solutions engineer");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText(
      "Meera Iyer · Solutions engineer",
    );

    await page.getByRole("link", { name: `Hours of ${email}` }).click();
    await expect(page).toHaveURL(new RegExp(`/availability\\?member=${id}$`));
    await expect(page.getByText("They are never offered.")).toBeVisible();
    await page.getByRole("switch", { name: "Take demos" }).click();
    for (const day of WEEKDAYS) {
      await page.getByLabel(`${day} from (1)`).fill("18:00");
      await page.getByLabel(`${day} to (1)`).fill("19:00");
    }
    await page.getByRole("radio", { name: /Video call/ }).check();
    await page.getByLabel(/Meeting link/).fill(link);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Availability saved.");
    await expect.poll(async () => (await freeSlots(request)).slots.filter(atSixPm).length).toBeGreaterThan(0);

    // A visitor books a 6 pm time: only the new member hosts then.
    await openDemo(page);
    const phone = uniquePhone("6");
    const visitor = `host.visitor.${phone}@example.com`;
    await fillTextboxes(page, {
      "Full Name": "E2E Host Visitor",
      "Company Name": "E2E Evening Co",
      "Phone Number": phone,
      "Email Address": visitor,
      Comments: "An evening demo, please.",
    });
    await pickFreeTime(page, lanes.demoHost, /6:00 pm/);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await page.getByRole("textbox", { name: "OTP", exact: true }).fill(await codeFor(phone));
    await page.getByRole("button", { name: "Verify & Submit" }).click();

    const step = page.getByRole("region", { name: "Demo Scheduled Successfully!" });
    await expect(step).toContainText("Meera Iyer");
    await expect(step.getByRole("link", { name: link })).toHaveAttribute("href", link);
    const download = step.getByRole("link", { name: "Add to calendar" });
    expect(
      readInvite(decodeURIComponent((await download.getAttribute("href"))!).replace(/^[^,]*,/, "")).location,
    ).toBe(link);

    const mail = await bookingMail(visitor, /is booked/);
    expect(mail.text).toContain("Host: Meera Iyer");
    const invite = readInvite(mail.calendar!.ics);
    expect(invite.location).toBe(link);
    expect(invite.description).toContain(`Join: ${link}`);
  } finally {
    // The shared server's other tests see the hours they had.
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    const week = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, []]));
    await request.put(`/api/Staff/Members/${id}/Availability`, {
      headers,
      data: { takesDemos: false, weeklyHours: week, daysOff: [] },
    });
  }
});
