import { readFileSync } from "node:fs";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import { adminList, confirmItsYou, rejectConsent, sendContactForm } from "./flows";

test("staff export a person's data as JSON, then erase them and the lead leaves the list", async ({
  page,
  request,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `privacy.${tag}@example.com`;
  const name = `Privacy E2E ${tag}`;

  await page.goto("/contact");
  await rejectConsent(page);
  await sendContactForm(page, {
    Name: name,
    Email: email,
    Phone: "",
    Message: `Please forget me later. ${tag}`,
  });
  const [lead] = (await adminList<{ _id: string }>(request, "/api/v1/Contact/GetAll", { search: email }))
    .data;
  expect(lead).toBeDefined();

  await page.goto(`/list/${lead!._id}`);
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export JSON" }).click();
  await confirmItsYou(page);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^personal-data-privacy-.+\.json$/);
  const data = JSON.parse(readFileSync(await file.path(), "utf8")) as {
    contacts: { email: string; name: string }[];
  };
  expect(data.contacts).toEqual([expect.objectContaining({ email, name })]);

  await page.getByRole("button", { name: "Erase person" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase this person" });
  await expect(dialog).toContainText(
    "This erases 1 contact message, 0 demo requests, 0 notes, 0 verification codes",
  );
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Erase" }).click();

  await expect(page).toHaveURL(/\/list$/);
  await expect(page.getByRole("status").filter({ hasText: "Personal data erased" })).toContainText(
    "Personal data erased: 1 contact message",
  );
  await page.getByRole("searchbox", { name: "Search contacts" }).fill(email);
  await expect(page.getByText("No contacts found.")).toBeVisible();
  expect((await adminList(request, "/api/v1/Contact/GetAll", { search: email })).total).toBe(0);
});
