import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  EMAIL_IN_USE,
  EMAIL_LINK_EXPIRED,
  emailChanged,
  emailChangeSent,
  SAME_EMAIL,
} from "~/contract/account";
import { STEP_UP_REQUIRED } from "~/contract/step-up";
import { session } from "~/lib/auth/session";
import { ADMIN, adminDb, COLLEAGUE_EMAIL, GOOD_TOKEN } from "../msw/admin";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const TOKEN = "E".repeat(43);
const NEW_EMAIL = "new.address@example.com";

const section = () => screen.findByRole("region", { name: "Sign-in email" });

/** The change is refused until the member confirms it's them, as the server does (the bodies it got). */
function needsStepUp() {
  const calls: string[] = [];
  let confirmed = false;
  server.use(
    http.get("*/api/Account/Sessions", () => HttpResponse.json({ isSuccess: true, data: [] })),
    http.post("*/api/Account/Email", () => {
      calls.push(confirmed ? "change" : "change refused");
      // Once confirmed, the shared handler answers.
      if (confirmed) return undefined;
      return HttpResponse.json({ isSuccess: false, message: STEP_UP_REQUIRED }, { status: 403 });
    }),
    http.post("*/api/Auth/StepUp", () => {
      calls.push("step-up");
      confirmed = true;
      return HttpResponse.json({ isSuccess: true, data: { until: new Date().toISOString() } });
    }),
  );
  return calls;
}

describe("/account: Sign-in email", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });

  it("shows the current email and, once the member confirms it's them, mails a link to the new one", async () => {
    const calls = needsStepUp();
    const user = userEvent.setup();
    renderAdmin("/account");
    const box = await section();
    expect(await within(box).findByText(ADMIN.email)).toBeInTheDocument();

    await user.type(within(box).getByLabelText("New email"), NEW_EMAIL);
    await user.click(within(box).getByRole("button", { name: "Change email" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText("Password"), ADMIN.password);
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    expect(await within(box).findByRole("status")).toHaveTextContent(emailChangeSent(NEW_EMAIL));
    expect(calls).toEqual(["change refused", "step-up", "change"]);
    expect(adminDb.pendingEmail).toBe(NEW_EMAIL);
    // Nothing changes until the link is followed.
    expect(within(box).getByText(ADMIN.email)).toBeInTheDocument();
    expect(within(box).getByLabelText("New email")).toHaveValue("");
  });

  it("shows the server's refusals under the field: the own address, another member's", async () => {
    needsStepUp();
    const user = userEvent.setup();
    renderAdmin("/account");
    const box = await section();
    const field = within(box).getByLabelText("New email");
    await user.type(field, ADMIN.email);
    await user.click(within(box).getByRole("button", { name: "Change email" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText("Password"), ADMIN.password);
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(box).findByText(SAME_EMAIL)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");

    await user.clear(field);
    await user.type(field, COLLEAGUE_EMAIL);
    await user.click(within(box).getByRole("button", { name: "Change email" }));
    expect(await within(box).findByText(EMAIL_IN_USE)).toBeInTheDocument();
    expect(adminDb.pendingEmail).toBeNull();
  });

  it("checks the address before sending anything", async () => {
    const calls = needsStepUp();
    const user = userEvent.setup();
    renderAdmin("/account");
    const box = await section();
    await user.type(within(box).getByLabelText("New email"), "not-an-email");
    await user.click(within(box).getByRole("button", { name: "Change email" }));
    expect(await within(box).findByText("Enter a valid email address")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("after the change, the tab's next renewal brings the new address to the page and the session", async () => {
    adminDb.email = NEW_EMAIL;
    let refused = false;
    server.use(
      http.get("*/api/Account/Sessions", () => HttpResponse.json({ isSuccess: true, data: [] })),
      // The token names the old address: refused once, then renewed with the new one.
      http.get("*/api/Team/Me", () => {
        if (refused) return undefined;
        refused = true;
        return HttpResponse.json({ isSuccess: false, message: "Unauthorized" }, { status: 401 });
      }),
      http.post("*/api/Auth/Refresh", () =>
        HttpResponse.json({ isSuccess: true, token: GOOD_TOKEN, email: NEW_EMAIL }),
      ),
    );
    renderAdmin("/account");
    expect(await screen.findByText(`Signed in as ${NEW_EMAIL}.`, { exact: false })).toBeInTheDocument();
    expect(within(await section()).getByText(NEW_EMAIL)).toBeInTheDocument();
    expect(session.email()).toBe(NEW_EMAIL);
  });
});

describe("/confirm-email", () => {
  beforeEach(resetAdminState);

  /** The confirm call's bodies (the shared handler answers). */
  function confirmCalls() {
    const sent: unknown[] = [];
    server.use(
      http.post("*/api/Account/Email/Confirm", async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
    return sent;
  }

  it("makes the change only once the member presses the button, then says so and leads to the account", async () => {
    adminDb.pendingEmail = NEW_EMAIL;
    const sent = confirmCalls();
    const user = userEvent.setup();
    renderAdmin(`/confirm-email#${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "Confirm your new email" })).toBeInTheDocument();
    // Opening the link alone changes nothing (a mail scanner may open it).
    expect(adminDb.email).toBe(ADMIN.email);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Confirm email" }));
    expect(await screen.findByRole("status")).toHaveTextContent(emailChanged(NEW_EMAIL));
    expect(sent).toEqual([{ token: TOKEN }]);
    expect(adminDb.email).toBe(NEW_EMAIL);
    expect(screen.queryByRole("button", { name: "Confirm email" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/account");
  });

  it("says clearly when the link has expired", async () => {
    server.use(
      http.post("*/api/Account/Email/Confirm", () =>
        HttpResponse.json({ isSuccess: false, message: EMAIL_LINK_EXPIRED }, { status: 410 }),
      ),
    );
    renderAdmin(`/confirm-email#${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Confirm email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(EMAIL_LINK_EXPIRED);
    expect(screen.queryByRole("link", { name: "Go to your account" })).toBeNull();
  });

  it("explains an incomplete link without calling the API", async () => {
    const sent = confirmCalls();
    renderAdmin("/confirm-email#abc");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This email change link is incomplete. Open the link from the email again.",
    );
    expect(screen.queryByRole("button", { name: "Confirm email" })).toBeNull();
    expect(sent).toEqual([]);
  });
});
