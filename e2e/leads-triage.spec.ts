import { readFile } from "node:fs/promises";
import { e2eAdmin, expect, expectNoA11yViolations, test } from "./fixtures";
import Papa from "papaparse";
import { confirmItsYou } from "./flows";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a bulk Mark spam of three selected rows, then the CSV of that filtered view has exactly its rows", async ({
  page,
}) => {
  const tag = unique();
  const names = [1, 2, 3, 4].map((n) => `Triage ${tag} ${n}`);
  for (const name of names) {
    const res = await page.request.post("/api/v1/Contact/Create", {
      data: { name, email: `triage.${tag}@example.com`, phone: "", message: `Lead ${name}` },
    });
    expect(res.ok()).toBe(true);
  }

  await page.goto(`/list?search=${tag}`);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  for (const name of names) await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

  for (const name of names.slice(0, 3)) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  await expect(page.getByText("3 leads selected")).toBeVisible();
  await page.getByRole("button", { name: "Mark spam" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Mark as spam" });
  await expect(dialog).toContainText("Mark 3 leads as spam?");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Mark spam" }).click();
  await expect(page.getByText("3 leads marked as spam.")).toBeVisible();
  // Out of the default view; the fourth stays.
  for (const name of names.slice(0, 3))
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: names[3], exact: true })).toBeVisible();

  // The Spam view of this search shows the three, oldest first; its export has exactly those rows.
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("spam");
  await page.getByRole("button", { name: "Created At" }).click();
  await expect(page).toHaveURL(/status=spam/);
  await expect(page).toHaveURL(/sort=received&dir=asc/);
  const shown = page.getByRole("table").getByRole("link");
  await expect(shown).toHaveText(names.slice(0, 3));

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  await confirmItsYou(page);
  const file = await (await downloading).path();
  const text = (await readFile(file, "utf8")).replace(/^\uFEFF/, "").trim();
  const lines = Papa.parse<string[]>(text, { newline: "\r\n" }).data;
  const header = lines[0]!;
  expect(header.join(",")).toBe(
    "_id,name,email,phone,message,createdAt,leadStatus,assignee,value,source,firstTouch,utmMedium,utmCampaign",
  );
  expect(lines.slice(1).map((l) => l[1])).toEqual(names.slice(0, 3));
  expect(lines.slice(1).every((l) => l[header.indexOf("leadStatus")] === "spam")).toBe(true);
});
