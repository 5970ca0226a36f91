import { e2eAdmin, expect, expectNoA11yViolations, outboxMessages, test } from "./fixtures";
import { fillTextboxes, rejectConsent } from "./flows";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const noticesAbout = (text: string) =>
  outboxMessages().filter((m) => m.channel === "email" && m.text.includes(text));

test("a message with the honeypot filled is kept as Spam; Not spam makes it New and sends the staff notice", async ({
  page,
  clientIp,
}) => {
  const tag = unique();
  const name = `Spam E2E ${tag}`;
  const message = `Cheap backlinks for you. Ref ${tag}`;

  // A bot fills every field, the hidden one too, and sees a person's success.
  await page.goto("/contact");
  await rejectConsent(page);
  await fillTextboxes(page, { Name: name, Email: `spam.${tag}@example.com`, Message: message });
  await page.locator("#contact-website").fill("http://bot.example", { force: true });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");
  // The notice would have been written before the answer: none is.
  expect(noticesAbout(tag)).toEqual([]);

  // Staff find it under Spam only.
  await page.goto(`/list?search=${tag}`);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const filter = page.getByRole("combobox", { name: "Status", exact: true });
  await expect(filter.getByRole("option", { name: "Spam (1)" })).toBeAttached();
  await expect(filter.getByRole("option", { name: "All but spam (0)" })).toBeAttached();
  await expect(page.getByRole("link", { name })).toHaveCount(0);

  await filter.selectOption("spam");
  await expect(page).toHaveURL(/status=spam/);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row.getByRole("combobox", { name: `Status of ${name}` })).toHaveValue("spam");
  await expectNoA11yViolations(page);

  await row.getByRole("button", { name: `Not spam: ${name}` }).click();
  // New now: out of the Spam view, in the default one, and the company is told once.
  await expect(page.getByRole("link", { name })).toHaveCount(0);
  await expect.poll(() => noticesAbout(message).length, { message: "staff notice in the outbox" }).toBe(1);
  const [notice] = noticesAbout(message);
  expect(notice).toMatchObject({ subject: `New contact message from ${name}` });

  await page.goto(`/list?search=${tag}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Lead status" })).toHaveValue("new");
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Status set to New");
  await expect(page).toHaveURL(/\/list\/[\w-]+$/);
  expect(notice!.text).toContain(`Open: ${page.url()}`);
  expect(noticesAbout(message)).toHaveLength(1);

  // The change is in the security log: who, which lead, from and to (this test's rows: its own address).
  await page.goto("/activity?event=lead.status_changed");
  const mine = page
    .getByRole("region", { name: "Activity" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: clientIp, exact: true }) });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(e2eAdmin.email);
  await expect(mine).toContainText("Contact message Spam → New");
  await expectNoA11yViolations(page);
});
