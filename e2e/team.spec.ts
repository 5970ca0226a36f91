import type { APIRequestContext, Page } from "@playwright/test";
import { e2eAdmin, expect, expectNoA11yViolations, outboxMessages, test } from "./fixtures";
import { adminToken, confirmItsYou, openAdminSection, steppedUpToken } from "./flows";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const colleagueEmail = () => `colleague.${unique()}@example.org`;

/** The newest mail to `to` whose subject is `subject`, once it is in the outbox. */
async function mailTo(to: string, subject: string): Promise<string> {
  const newest = () =>
    outboxMessages()
      .filter((m) => m.channel === "email" && m.to === to && m.subject === subject)
      .at(-1)?.text;
  await expect.poll(newest, { message: `"${subject}" mail to ${to}` }).toBeTruthy();
  return newest()!;
}

const invitationLink = async (to: string) =>
  /https?:\/\/\S+\/invite#\S+/.exec(await mailTo(to, "You are invited to the admin area"))![0];

/** Signs in on /login (opened first unless the page is already there). */
async function signIn(page: Page, email: string, password: string, open = true) {
  if (open) await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  // The dashboard's figures have loaded: no call of this sign-in is still open when the member is removed.
  for (const name of ["Figures", "Lead figures"])
    await expect(page.getByRole("list", { name, exact: true })).toHaveAttribute("aria-busy", "false");
}

/** A member of this test's own, through the API: invited by the e2e admin, link accepted. */
async function apiMember(request: APIRequestContext, email: string, password: string) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.post("/api/Team/Invitations", { data: { email }, headers })).ok()).toBe(true);
  const token = (await invitationLink(email)).split("#")[1];
  expect((await request.post("/api/Team/AcceptInvitation", { data: { token, password } })).ok()).toBe(true);
  const team = (await (await request.get("/api/Team", { headers })).json()) as {
    data: { members: { _id: string; email: string }[] };
  };
  const id = team.data.members.find((m) => m.email === email)!._id;
  return {
    remove: async () =>
      request.delete(`/api/Team/Members/${id}`, {
        headers: { Authorization: `Bearer ${await steppedUpToken(request)}` },
      }),
  };
}

test.describe("staff accounts", () => {
  test("staff invite a colleague, the emailed link sets their password and signs them in, staff remove them", async ({
    page,
    browser,
  }) => {
    const email = colleagueEmail();
    await signIn(page, e2eAdmin.email, e2eAdmin.password);
    await openAdminSection(page, "Team");
    await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const pending = page.getByRole("region", { name: "Pending invitations" }).getByRole("row").filter({
      hasText: email,
    });
    await expect(pending).toBeVisible();
    await expectNoA11yViolations(page);

    // The colleague, in a browser of their own, opens the link from the email.
    const theirs = await (await browser.newContext()).newPage();
    await theirs.goto(await invitationLink(email));
    await expect(theirs.getByText(email)).toBeVisible();
    await theirs.getByLabel("Password", { exact: true }).fill("Colleague-password-42");
    await theirs.getByLabel("Repeat password").fill("Colleague-password-42");
    await theirs.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(theirs.getByRole("heading", { name: "Dashboard" })).toBeVisible();

    // Staff see the new member and remove them; the colleague's session ends.
    await page.reload();
    await expect(pending).toHaveCount(0);
    await page.getByRole("button", { name: `Remove ${email}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove team member?" });
    await expect(dialog).toContainText(email);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await confirmItsYou(page);
    await expect(page.getByRole("button", { name: `Remove ${email}` })).toHaveCount(0);

    // The colleague joined as staff: their sidebar has no Team link, so they open one of theirs.
    await openAdminSection(theirs, "Contacts");
    await expect(theirs.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await theirs.context().close();
  });

  test("forgot password: the code from the email sets a new password, then they sign in with it", async ({
    page,
    request,
  }) => {
    const email = colleagueEmail();
    const member = await apiMember(request, email, "Colleague-password-42");

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("heading", { name: "Enter the code" })).toBeFocused();

    const code = /\b(\d{6})\b/.exec(await mailTo(email, "Your password reset code"))![1]!;
    await page.getByLabel("Code").fill(code);
    await page.getByLabel("New password", { exact: true }).fill("Reset-password-42-new");
    await page.getByLabel("Repeat new password").fill("Reset-password-42-new");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("status")).toHaveText("Your password has been reset. Please sign in.");
    await page.getByRole("link", { name: "Sign in", exact: true }).click();

    await signIn(page, email, "Reset-password-42-new", false);
    expect((await member.remove()).ok()).toBe(true);
  });
});
