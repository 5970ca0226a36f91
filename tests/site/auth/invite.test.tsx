import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { GOOD_TOKEN } from "../msw/admin";
import { session } from "~/lib/auth/session";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState } from "../admin/harness";

const TOKEN = "A".repeat(43);
const EXPIRED = "This invitation link has expired. Ask a team member to send a new one.";

function fakeInvitation(lookup: () => Response) {
  const accepted: unknown[] = [];
  server.use(
    http.post("*/api/Team/Invitation", lookup),
    http.post("*/api/Team/AcceptInvitation", async ({ request }) => {
      accepted.push(await request.json());
      return HttpResponse.json({ isSuccess: true, message: "Welcome to the team.", token: GOOD_TOKEN });
    }),
  );
  return accepted;
}
const valid = () =>
  HttpResponse.json({
    isSuccess: true,
    data: { email: "nia@example.org", expiresAt: "2026-01-16T10:00:00Z" },
  });

describe("/invite", () => {
  beforeEach(resetAdminState);

  it("sets the invited member's password and signs them in", async () => {
    const accepted = fakeInvitation(valid);
    const { location } = renderAdmin(`/invite#${TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByText("nia@example.org")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Choose your password" })).toHaveFocus();
    await user.type(screen.getByLabelText("Password"), "Fresh-password-42");
    await user.type(screen.getByLabelText("Repeat password"), "Different-password-42");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByText("The passwords do not match")).toBeInTheDocument();
    expect(accepted).toEqual([]);

    await user.clear(screen.getByLabelText("Repeat password"));
    await user.type(screen.getByLabelText("Repeat password"), "Fresh-password-42");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(location()).toBe("/admin");
    expect(accepted).toEqual([{ token: TOKEN, password: "Fresh-password-42" }]);
    // The token is held in memory only (ADR 0037); the flag and email stay in sessionStorage.
    expect(session.token()).toBe(GOOD_TOKEN);
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(GOOD_TOKEN);
    expect(sessionStorage.getItem("email")).toBe("nia@example.org");
  });

  it("says clearly when the link has expired or was used, and offers no form", async () => {
    fakeInvitation(() => HttpResponse.json({ isSuccess: false, message: EXPIRED }, { status: 410 }));
    renderAdmin(`/invite#${TOKEN}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(EXPIRED);
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");
  });

  it("explains an incomplete link without calling the API", async () => {
    const accepted = fakeInvitation(valid);
    renderAdmin("/invite#abc");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This invitation link is incomplete. Open the link from the email again.",
    );
    expect(accepted).toEqual([]);
  });
});
