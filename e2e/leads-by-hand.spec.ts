import type { Page } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, outboxMessages, test } from "./fixtures";
import { budget } from "./machine";

// Issue 26: a lead added by hand, a spam demo request confirmed by its visitor from the mailed link or
// by staff, and a click on a lead's name while the search box still waits for its debounce.

// One after another in one worker: each test signs in as the e2e admin, and two sign-ins to one account
// at the same instant are refused (429) while the first is checked.
test.describe.configure({ mode: "default" });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page) {
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("Add lead on /list: a walk-in goes straight in as New, logged as added by the staff member", async ({
  page,
}) => {
  const tag = unique();
  const name = `Walk In ${tag}`;
  await page.goto("/list");
  await signIn(page);
  await expect(page.getByRole("link", { name: "Add New Contact" })).toHaveAttribute("href", "/contact");
  await page.getByRole("button", { name: "Add lead" }).click();
  const dialog = page.getByRole("dialog", { name: "Add lead" });
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Email" }).fill(`walkin.${tag}@example.com`);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("9800011122");
  await dialog.getByRole("combobox", { name: "Source" }).selectOption({ label: "Walk-in" });
  await dialog.getByRole("textbox", { name: "Message" }).fill(`Came to the office about a shop site. ${tag}`);
  await dialog.getByRole("button", { name: "Add lead" }).click();

  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/list\/[\w-]+$/);
  await expect(page.getByRole("combobox", { name: "Lead status" })).toHaveValue("new");
  await expect(page.getByText("Walk-in (added by staff)")).toBeVisible();
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(
    `Added by hand by ${e2eAdmin.email} (source: Walk-in)`,
  );
  // No staff notice about one's own entry.
  expect(outboxMessages().filter((m) => m.text.includes(tag))).toEqual([]);

  await page.goto(`/list?search=${tag}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("a spam demo request made New: its visitor confirms from the mailed link", async ({ page, request }) => {
  const tag = unique();
  const name = `Held Back ${tag}`;
  const email = `held.${tag}@example.com`;
  const sent = await request.post("/api/v1/Contact/SendOtp", {
    data: {
      fullName: name,
      companyName: "",
      mobile: "9811100000",
      email,
      comment: `Demo ${tag}`,
      website: "x",
    },
  });
  expect(sent.ok()).toBe(true);
  const { data } = (await sent.json()) as { data: { id: string } };

  await page.goto(`/demos/${data.id}`);
  await signIn(page);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Not spam" }).click();
  await expect(
    page.getByText("Demo request updated. A confirmation link was mailed to the visitor."),
  ).toBeVisible();

  const linkMail = () =>
    outboxMessages().find((m) => m.to === email && m.subject === "Please confirm your demo request");
  await expect.poll(() => linkMail()?.text, { message: "link in the outbox" }).toContain("/demo/confirm#");
  const link = /(http\S+\/demo\/confirm#\S+)/.exec(linkMail()!.text)![1]!;

  // The visitor opens the link in a tab of their own (no chat script, as on every e2e page).
  const visitor = await page.context().newPage();
  await visitor.route("**/e2e-chat-widget.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  try {
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { name: "Confirm your demo request", level: 2 })).toBeVisible();
    await expectNoA11yViolations(visitor);
    await visitor.getByRole("button", { name: "Confirm my demo request" }).click();
    await expect(visitor.getByRole("heading", { name: "Demo request confirmed", level: 2 })).toBeVisible();
  } finally {
    await visitor.close();
  }

  await page.reload();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark confirmed" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(
    `Confirmation link sent to ${email}`,
  );
});

test("staff confirm a demo request by hand, with a note that says who did it", async ({ page, request }) => {
  const tag = unique();
  const name = `Phoned ${tag}`;
  const sent = await request.post("/api/v1/Contact/SendOtp", {
    data: {
      fullName: name,
      companyName: "",
      mobile: "9811100001",
      email: `phoned.${tag}@example.com`,
      comment: `Demo ${tag}`,
      website: "x",
    },
  });
  const { data } = (await sent.json()) as { data: { id: string } };
  await page.goto(`/demos/${data.id}`);
  await signIn(page);
  await page.getByRole("button", { name: "Mark confirmed" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark confirmed" });
  await dialog.getByRole("textbox", { name: "Note (optional)" }).fill("Reached on the phone.");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Confirm request" }).click();
  // Under the name, and in the timeline with the note.
  await expect(page.getByText(`Confirmed by hand by ${e2eAdmin.email}`)).toHaveCount(2);
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText(`Confirmed by hand by ${e2eAdmin.email}`);
  await expect(timeline).toContainText("Reached on the phone.");
});

test("a click on a lead's name while the search still waits for its debounce opens the lead", async ({
  page,
  request,
}) => {
  const tag = unique();
  const name = `Debounce ${tag}`;
  const made = await request.post("/api/v1/Contact/ContactUsMailSend", {
    data: { name, email: `debounce.${tag}@example.com`, message: `Quote please ${tag}` },
  });
  expect(made.ok()).toBe(true);
  await page.clock.install();
  await page.goto(`/list?search=${tag}`);
  await signIn(page);
  const lead = page.getByRole("link", { name, exact: true });
  await expect(lead).toBeVisible();
  // Type, then click before the debounce ends: the row is still on screen, the search not yet applied.
  // The page's clock stands still meanwhile, so a slow machine cannot let the debounce end first.
  // (A moment far enough ahead that the page's clock has not passed it by the time this arrives.)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + budget(2000));
  await page.getByRole("searchbox", { name: "Search contacts" }).pressSequentially("zz");
  await lead.click();
  await page.clock.resume();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/list\/[\w-]+$/);
  // Nothing navigates back afterwards: the page has loaded its timeline, well past the debounce.
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(`Quote please ${tag}`);
  await expect(page).toHaveURL(/\/list\/[\w-]+$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
});
