import type { APIRequestContext } from "@playwright/test";
import { STEP_UP_REQUIRED } from "../src/contract/step-up";
import { expect, outboxMessages, test } from "./fixtures";
import {
  adminToken,
  confirmItsYou,
  invitedMember,
  openAdminSection,
  steppedUpToken,
  virtualPasskeys,
} from "./flows";

const password = "Copper-kettle-Stream-73";

/** A new owner of this test's own (invited, link accepted, promoted), so no other test meets its passkey. */
async function newOwner(request: APIRequestContext) {
  const email = `stepup.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
  await invitedMember(request, email, password);
  const headers = { Authorization: `Bearer ${await steppedUpToken(request)}` };
  const team = (await (await request.get("/api/Team", { headers })).json()) as {
    data: { members: { _id: string; email: string }[] };
  };
  const id = team.data.members.find((m) => m.email === email)!._id;
  const promoted = await request.put(`/api/Team/Members/${id}/Role`, { data: { role: "owner" }, headers });
  expect(promoted.ok()).toBe(true);
  return {
    email,
    remove: async () =>
      request.delete(`/api/Team/Members/${id}`, {
        headers: { Authorization: `Bearer ${await steppedUpToken(request)}` },
      }),
  };
}

test("a token taken from the page cannot add a factor, make a key or export; the member's password in the dialog can", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = await virtualPasskeys(page, baseURL);
  const owner = await newOwner(request);
  // What an injected script does: it reads the bearer token off the page's own calls.
  await page.addInitScript(() => {
    const set = XMLHttpRequest.prototype.setRequestHeader;
    XMLHttpRequest.prototype.setRequestHeader = function (name: string, value: string) {
      if (name.toLowerCase() === "authorization") (window as unknown as { stolen: string }).stolen = value;
      set.call(this, name, value);
    };
  });
  try {
    await page.goto(`${origin}/login`);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { stolen?: string }).stolen))
      .toBeTruthy();
    const stolen = await page.evaluate(() => (window as unknown as { stolen: string }).stolen);

    const headers = { Authorization: stolen };
    const tries = [
      request.post("/api/Account/Passkeys/Options", { headers }),
      request.post("/api/Account/Totp/Setup", { headers }),
      request.post("/api/Analytics/ApiKeys", { headers, data: { label: "Taken" } }),
      request.get("/api/v1/Leads/contact/Export", { headers }),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.status(), answer.url()).toBe(403);
      expect(((await answer.json()) as { message: string }).message).toBe(STEP_UP_REQUIRED);
    }
    // The token still works for what is not sensitive: it is the step-up that stopped it.
    expect((await request.get("/api/Analytics/ApiKeys", { headers })).ok()).toBe(true);

    // The member, on their own screen, adds a passkey: the dialog asks for the password over the page.
    await openAdminSection(page, "Your account");
    await page.getByLabel("Passkey name").fill("Desk key");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await confirmItsYou(page, password);
    await expect(page.getByText("Passkey added.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Desk key");

    const alert = () =>
      outboxMessages().find(
        (m) => m.to === owner.email && m.subject === "A passkey was added to your account",
      );
    await expect.poll(alert).toBeTruthy();
    expect(alert()!.text).toContain("/account");

    // Each step-up and each alert mail is in the security log.
    const log = await request.get("/api/Audit/GetAll", {
      params: { pageSize: 100 },
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    const events = ((await log.json()) as { data: { event: string; adminEmail: string | null }[] }).data
      .filter((e) => e.adminEmail === owner.email)
      .map((e) => e.event);
    expect(events).toEqual(
      expect.arrayContaining(["auth.step_up", "account.alert_sent", "mfa.passkey_added"]),
    );
  } finally {
    await owner.remove();
  }
});
