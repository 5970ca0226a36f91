import type { APIRequestContext, Page } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, outboxMessages, test } from "./fixtures";
import { adminToken, confirmItsYou, openAdminSection, steppedUpToken } from "./flows";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const password = "Staff-member-password-42";

/** A new staff member through the API (invited by the e2e admin, the owner): email and a remover. */
async function staffMember(request: APIRequestContext) {
  const email = `staff.${unique()}@example.org`;
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.post("/api/Team/Invitations", { data: { email }, headers })).ok()).toBe(true);
  const mail = () =>
    outboxMessages()
      .filter((m) => m.to === email && m.subject === "You are invited to the admin area")
      .at(-1)?.text;
  await expect.poll(mail).toBeTruthy();
  const token = /\/invite#(\S+)/.exec(mail()!)![1];
  expect((await request.post("/api/Team/AcceptInvitation", { data: { token, password } })).ok()).toBe(true);
  const team = (await (await request.get("/api/Team", { headers })).json()) as {
    data: { members: { _id: string; email: string }[] };
  };
  const id = team.data.members.find((m) => m.email === email)!._id;
  return {
    email,
    remove: async () =>
      request.delete(`/api/Team/Members/${id}`, {
        headers: { Authorization: `Bearer ${await steppedUpToken(request)}` },
      }),
  };
}

async function signIn(page: Page, email: string, pw: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(pw);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

test("staff see no owners' screens; an owner makes them an owner on the Team page and they do", async ({
  page,
  browser,
  request,
}) => {
  const member = await staffMember(request);
  const theirs = await (await browser.newContext()).newPage();
  await signIn(theirs, member.email, password);
  await expect(sidebar(theirs).getByRole("link", { name: "Contacts" })).toBeVisible();
  await expect(sidebar(theirs).getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(sidebar(theirs).getByRole("link", { name: "Activity" })).toHaveCount(0);
  await theirs.goto("/team");
  await expect(theirs.getByRole("status")).toContainText("Only owners can manage the team.");
  await expectNoA11yViolations(theirs);

  // The owner makes them an owner with the keyboard.
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await openAdminSection(page, "Team");
  const role = page.getByRole("combobox", { name: `Role of ${member.email}` });
  await role.focus();
  await role.selectOption("owner");
  await confirmItsYou(page);
  await expect(page.getByText(`${member.email} is now owner.`)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Require a second factor for everyone" })).toBeVisible();
  await expectNoA11yViolations(page);

  await theirs.reload();
  await expect(theirs.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await expect(theirs.getByRole("region", { name: "Team members" })).toBeVisible();
  await expect(sidebar(theirs).getByRole("link", { name: "Activity" })).toBeVisible();
  await theirs.context().close();
  expect((await member.remove()).ok()).toBe(true);
});

test("a personal data request lists a record that shares only the phone, unticked, and exports without it", async ({
  page,
  request,
}) => {
  const tag = unique();
  const phone = `98${String(Date.now()).slice(-8)}`;
  const send = (name: string, email: string, message: string) =>
    request.post("/api/v1/Contact/Create", { data: { name, email, phone, message } });
  expect((await send(`Victim ${tag}`, `victim.${tag}@example.com`, "My own message.")).ok()).toBe(true);
  const asked = await send(`Asker ${tag}`, `asker.${tag}@example.com`, "Send me my data.");
  const id = ((await asked.json()) as { data: { _id: string } }).data._id;

  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto(`/list/${id}`);
  const records = page.getByRole("group", { name: "Records to export or erase" });
  const mine = records.getByRole("checkbox", { name: `Contact message from Asker ${tag}` });
  const theirs = records.getByRole("checkbox", { name: `Contact message from Victim ${tag}` });
  await expect(mine).toBeChecked();
  await expect(theirs).not.toBeChecked();
  await expect(records).toContainText("Phone only: check it is the same person");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export JSON" }).click();
  await confirmItsYou(page);
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString()).not.toContain(`victim.${tag}`);

  // Ticked with the keyboard, it goes into the erase's count.
  await theirs.focus();
  await page.keyboard.press("Space");
  await expect(theirs).toBeChecked();
  await page.getByRole("button", { name: "Erase person" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase this person" });
  await expect(dialog).toContainText("This erases 2 contact messages");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
});
