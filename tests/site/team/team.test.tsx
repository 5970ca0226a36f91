import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { Team } from "~/contract/team";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const me = {
  _id: "a1",
  email: "admin@example.com",
  name: "Admin",
  displayName: null,
  title: null,
  role: "owner" as const,
  createdAt: "2026-01-01T10:00:00.000Z",
  lastSignInAt: "2026-01-15T09:00:00.000Z",
  isYou: true,
};
const colleague = {
  _id: "a2",
  email: "omar@example.org",
  name: "Omar Khan",
  displayName: "Omar Khan",
  title: "Sales",
  role: "staff" as const,
  createdAt: "2026-01-02T10:00:00.000Z",
  lastSignInAt: null,
  isYou: false,
};
const invitation = {
  _id: "i1",
  email: "nia@example.org",
  invitedBy: "admin@example.com",
  createdAt: "2026-01-14T10:00:00.000Z",
  expiresAt: "2026-01-15T10:00:00.000Z",
  expired: true,
};

/** An in-memory team behind the Team calls; `calls` records what the screen asked for. */
function fakeTeam(start: Team) {
  const team = structuredClone(start);
  const calls: string[] = [];
  server.use(
    http.get("*/api/Team", () => HttpResponse.json({ isSuccess: true, data: team })),
    http.post("*/api/Team/Invitations", async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      calls.push(`invite ${email}`);
      if (team.members.some((m) => m.email === email))
        return HttpResponse.json(
          { isSuccess: false, message: "This email already belongs to a team member." },
          { status: 409 },
        );
      team.invitations = [
        { ...invitation, _id: `i-${email}`, email, expired: false },
        ...team.invitations.filter((i) => i.email !== email),
      ];
      return HttpResponse.json({ isSuccess: true, message: `Invitation sent to ${email}.` });
    }),
    http.delete("*/api/Team/Invitations/:id", ({ params }) => {
      calls.push(`cancel ${String(params.id)}`);
      team.invitations = team.invitations.filter((i) => i._id !== params.id);
      return HttpResponse.json({ isSuccess: true, message: "Invitation deleted." });
    }),
    http.put("*/api/Team/Members/:id/Role", async ({ params, request }) => {
      const { role } = (await request.json()) as { role: "owner" | "staff" };
      calls.push(`role ${String(params.id)} ${role}`);
      const member = team.members.find((m) => m._id === params.id)!;
      member.role = role;
      return HttpResponse.json({ isSuccess: true, message: `${member.email} is now ${role}.` });
    }),
    http.put("*/api/Team/Members/:id/Profile", async ({ params, request }) => {
      const { displayName, title } = (await request.json()) as { displayName: string; title: string };
      calls.push(`name ${String(params.id)} ${displayName} / ${title}`);
      const member = team.members.find((m) => m._id === params.id)!;
      Object.assign(member, { name: displayName, displayName, title: title || null });
      return HttpResponse.json({ isSuccess: true, message: "Name saved." });
    }),
    http.delete("*/api/Team/Members/:id/Sessions", ({ params }) => {
      calls.push(`sign out ${String(params.id)}`);
      return HttpResponse.json({
        isSuccess: true,
        message: "omar@example.org has been signed out everywhere (2 sessions).",
      });
    }),
    http.delete("*/api/Team/Members/:id", ({ params }) => {
      calls.push(`remove ${String(params.id)}`);
      team.members = team.members.filter((m) => m._id !== params.id);
      return HttpResponse.json({ isSuccess: true, message: "Removed." });
    }),
  );
  return calls;
}

const table = (name: string) => screen.findByRole("region", { name });
/** The table row whose first cell starts with `email`. */
async function rowOf(region: string, email: string): Promise<HTMLElement> {
  const rows = within(await table(region)).getAllByRole("row");
  const row = rows.find((r) => r.querySelector("td")?.textContent?.startsWith(email));
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

describe("/team", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });

  it("is in the admin sidebar and lists members with their sign-ins and pending invitations with expiry", async () => {
    fakeTeam({ members: [me, colleague], invitations: [invitation] });
    const { location } = renderAdmin("/admin");
    const user = userEvent.setup();
    // Listed once the role says owner.
    await user.click(
      await within(await screen.findByRole("navigation", { name: "Admin sections" })).findByRole("link", {
        name: "Team",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Team", level: 1 })).toBeInTheDocument();
    expect(location()).toBe("/team");
    expect(screen.getByRole("heading", { name: "Members (2)" })).toBeInTheDocument();
    const omar = await rowOf("Team members", "omar@example.org");
    expect(omar).toHaveTextContent("Never");
    const nia = await rowOf("Pending invitations", "nia@example.org");
    expect(nia).toHaveTextContent("Expired");
    expect(within(nia).getByText("admin@example.com")).toBeInTheDocument();
  });

  it("invites a colleague: the form checks the email, then shows the server's answer and the new invitation", async () => {
    const calls = fakeTeam({ members: [me], invitations: [] });
    renderAdmin("/team");
    const user = userEvent.setup();
    expect(await screen.findByText("No pending invitations.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "lee@example.org");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to lee@example.org.")).toBeInTheDocument();
    expect(await rowOf("Pending invitations", "lee@example.org")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(calls).toEqual(["invite lee@example.org"]);
  });

  it("shows why an invitation is refused", async () => {
    fakeTeam({ members: [me, colleague], invitations: [] });
    renderAdmin("/team");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "omar@example.org");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This email already belongs to a team member.",
    );
  });

  it("sends an invitation again or cancels it", async () => {
    const calls = fakeTeam({ members: [me], invitations: [invitation] });
    renderAdmin("/team");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send again to nia@example.org" }));
    expect(await screen.findByText("Invitation sent to nia@example.org.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel invitation of nia@example.org" }));
    expect(await screen.findByText("No pending invitations.")).toBeInTheDocument();
    expect(calls).toEqual(["invite nia@example.org", "cancel i-nia@example.org"]);
  });

  it("never offers to remove yourself, and removes a colleague after confirmation", async () => {
    const calls = fakeTeam({ members: [me, colleague], invitations: [] });
    renderAdmin("/team");
    const user = userEvent.setup();
    const mine = await rowOf("Team members", "admin@example.com");
    expect(within(mine).queryByRole("button", { name: /Remove|Sign out/ })).toBeNull();
    expect(mine).toHaveTextContent("You cannot remove yourself.");

    await user.click(screen.getByRole("button", { name: "Remove omar@example.org" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove team member?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByText("omar@example.org")).toBeNull());
    expect(calls).toEqual(["remove a2"]);
    expect(screen.getByRole("heading", { name: "Members (1)" })).toBeInTheDocument();
  });

  it("shows the last member that they cannot be removed", async () => {
    fakeTeam({ members: [{ ...colleague, isYou: false }], invitations: [] });
    renderAdmin("/team");
    const only = await rowOf("Team members", "omar@example.org");
    expect(only).toHaveTextContent("The last team member cannot be removed.");
    expect(within(only).queryByRole("button", { name: /^Remove/ })).toBeNull();
  });

  it("shows a failed load with a retry", async () => {
    let fail = true;
    server.use(
      http.get("*/api/Team", () =>
        fail
          ? HttpResponse.json({ isSuccess: false, message: "Failed to fetch the team" }, { status: 500 })
          : HttpResponse.json({ isSuccess: true, data: { members: [me], invitations: [] } }),
      ),
    );
    renderAdmin("/team");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch the team");
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Members (1)" })).toBeInTheDocument();
  });

  it("an owner changes a member's role with the keyboard; the only owner's role is fixed", async () => {
    const calls = fakeTeam({ members: [me, colleague], invitations: [] });
    renderAdmin("/team");
    const user = userEvent.setup();
    const mine = await rowOf("Team members", "admin@example.com");
    expect(mine).toHaveTextContent("The only owner");
    expect(within(mine).queryByRole("combobox")).toBeNull();
    expect(mine).toHaveTextContent("You cannot remove yourself.");

    const role = screen.getByRole("combobox", { name: "Role of omar@example.org" });
    expect(role).toHaveValue("staff");
    role.focus();
    await user.selectOptions(role, "Owner");
    expect(await screen.findByText("omar@example.org is now owner.")).toBeInTheDocument();
    expect(calls).toEqual(["role a2 owner"]);
    // Two owners now: either may be made staff, and the first one's Remove is back for others.
    expect(await screen.findByRole("combobox", { name: "Role of admin@example.com" })).toHaveValue("owner");
  });

  it("an owner requires a second factor for everyone from the team settings", async () => {
    fakeTeam({ members: [me], invitations: [] });
    renderAdmin("/team");
    const user = userEvent.setup();
    const box = await screen.findByRole("checkbox", { name: "Require a second factor for everyone" });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    box.focus();
    await user.keyboard(" ");
    expect(await screen.findByText("Saved: every member now needs a second factor.")).toBeInTheDocument();
    expect(box).toBeChecked();
  });

  it("signs a colleague out everywhere after a confirmation; not yourself (that is on /account)", async () => {
    const calls = fakeTeam({ members: [me, colleague], invitations: [] });
    signIn();
    renderAdmin("/team");
    const user = userEvent.setup();
    expect(
      within(await rowOf("Team members", me.email)).queryByRole("button", { name: /Sign out/ }),
    ).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Sign out omar@example.org everywhere" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out everywhere?" });
    await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
    expect(
      await screen.findByText("omar@example.org has been signed out everywhere (2 sessions)."),
    ).toBeInTheDocument();
    expect(calls).toEqual(["sign out a2"]);
  });

  it("an owner names a colleague as visitors will see them, and opens their hours", async () => {
    const calls = fakeTeam({
      members: [me, { ...colleague, name: "Omar", displayName: null, title: null }],
      invitations: [],
    });
    const { location } = renderAdmin("/team");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit the name of omar@example.org" }));
    const dialog = await screen.findByRole("dialog", { name: "Name visitors see" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter the name visitors will see")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Display name/), "Omar Khan");
    await user.type(within(dialog).getByLabelText("Title"), "Sales lead");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual(["name a2 Omar Khan / Sales lead"]);
    expect(await rowOf("Team members", "omar@example.org")).toHaveTextContent("Omar Khan · Sales lead");

    await user.click(screen.getByRole("link", { name: "Hours of omar@example.org" }));
    expect(location()).toBe("/availability?member=a2");
  });
});
