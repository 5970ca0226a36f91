import type { Page } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, outboxMessages, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The staff notice about a message that holds `text`, once it is in the outbox. */
async function staffNotice(text: string) {
  const find = () => outboxMessages().find((m) => m.channel === "email" && m.text.includes(text));
  await expect.poll(() => find()?.subject, { message: "staff notice in the outbox" }).toBeTruthy();
  return find()!;
}

/** The six-digit code last sent to this phone. */
async function codeFor(phone: string) {
  const code = () =>
    outboxMessages()
      .filter((m) => m.channel === "sms" && m.to === phone)
      .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
      .at(-1);
  await expect.poll(code, { message: "code in the outbox" }).toMatch(/^\d{6}$/);
  return code()!;
}

async function signIn(page: Page) {
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("a contact message becomes a lead staff work to a close, on one timeline with the person's demo", async ({
  page,
  request,
}) => {
  const tag = unique();
  const email = `lead.${tag}@example.com`;
  const name = `Lead E2E ${tag}`;
  const message = `Please quote a booking site. Ref ${tag}`;

  await page.goto("/contact");
  await page
    .getByRole("region", { name: "Cookies and analytics" })
    .getByRole("button", { name: "Reject" })
    .click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");

  // The staff notice holds the whole message and a link that opens the lead after sign-in.
  const notice = await staffNotice(message);
  const link = /Open: (\S+)/.exec(notice.text)?.[1] ?? "";
  expect(link).toMatch(/\/list\/[\w-]+$/);
  await page.goto(link);
  await signIn(page);
  await expect(page).toHaveURL(link);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expectNoA11yViolations(page);

  await page.getByRole("combobox", { name: "Lead status" }).selectOption("contacted");
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Status set to Contacted");
  await page.getByRole("textbox", { name: "New note" }).fill(`Called ${tag}, quote on Friday.`);
  await page.getByRole("button", { name: "Add note" }).click();
  // The note is in the list (saved: the box empties only then), not just in the text box.
  const note = page.getByRole("region", { name: "Notes" }).getByRole("listitem");
  await expect(note).toContainText(`Called ${tag}, quote on Friday.`);
  await expect(page.getByRole("textbox", { name: "New note" })).toHaveValue("");

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Lead status" })).toHaveValue("contacted");
  await expect(note).toContainText(`Called ${tag}, quote on Friday.`);
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText(`Note by ${e2eAdmin.email}`);

  // The same person books a demo: it joins the timeline.
  const phone = `9${String(Date.now()).slice(-9)}`;
  const booking = await request.post("/api/v1/Contact/SendOtp", {
    data: {
      fullName: name,
      companyName: "",
      mobile: phone,
      email: email.toUpperCase(),
      comment: `Demo ${tag}`,
    },
  });
  const { data } = (await booking.json()) as { data: { id: string } };
  const verified = await request.post("/api/Book/VerifySchedule", {
    data: { id: data.id, code: await codeFor(phone) },
  });
  expect(verified.ok()).toBe(true);
  await page.reload();
  await expect(timeline.getByText(`Demo ${tag}`)).toBeVisible();
  await timeline
    .getByRole("listitem")
    .filter({ hasText: `Demo ${tag}` })
    .getByRole("link", { name: "open demo request" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/demos/${data.id}$`));
  await expect(page.getByText("Verified")).toBeVisible();

  // Filtering the list by Contacted shows the lead.
  await page.goto("/list?status=contacted");
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("contacted");
  await expect(page.getByRole("link", { name })).toBeVisible();
  await expectNoA11yViolations(page);
});
