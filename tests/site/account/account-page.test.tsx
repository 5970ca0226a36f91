import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountSession } from "~/contract/account";
import { session } from "~/lib/auth/session";
import { adminDb } from "../msw/admin";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const now = new Date().toISOString();
const here: AccountSession = {
  _id: "s1",
  current: true,
  device: "Windows computer",
  browser: "Chrome 131",
  place: "Local network",
  createdAt: "2026-01-15T09:00:00.000Z",
  lastSeenAt: now,
};
const phone: AccountSession = {
  _id: "s2",
  current: false,
  device: "iPhone",
  browser: "Safari 17",
  place: "Mumbai, Maharashtra, India",
  createdAt: "2026-01-14T09:00:00.000Z",
  lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const tablet: AccountSession = { ...phone, _id: "s3", device: "iPad", place: "Pune, Maharashtra, India" };

/** The account calls over an in-memory list; `calls` records what the screen asked for. */
function fakeAccount(start: AccountSession[]) {
  let sessions = [...start];
  const calls: string[] = [];
  server.use(
    http.get("*/api/Account/Sessions", () => HttpResponse.json({ isSuccess: true, data: sessions })),
    http.delete("*/api/Account/Sessions/:id", ({ params }) => {
      calls.push(`end ${String(params.id)}`);
      sessions = sessions.filter((s) => s._id !== params.id);
      return HttpResponse.json({ isSuccess: true, message: "That session has been signed out." });
    }),
    http.post("*/api/Account/Sessions/EndOthers", () => {
      calls.push("end others");
      const n = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return HttpResponse.json({ isSuccess: true, message: `${n} other sessions have been signed out.` });
    }),
    http.post("*/api/Account/Password", async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string; newPassword: string };
      calls.push(`password ${body.currentPassword} → ${body.newPassword}`);
      if (body.currentPassword !== "Correct-horse-42")
        return HttpResponse.json(
          {
            isSuccess: false,
            message: "The current password is not right",
            errors: [{ path: "currentPassword", message: "The current password is not right" }],
          },
          { status: 400 },
        );
      sessions = sessions.filter((s) => s.current);
      return HttpResponse.json({
        isSuccess: true,
        message: "Your password has been changed. Every other session has been signed out.",
      });
    }),
  );
  return calls;
}

const list = () => screen.findByRole("list", { name: "Your sessions" });

describe("/account", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });

  it("is in the sidebar and lists the sessions with device, browser, place and last seen", async () => {
    fakeAccount([here, phone]);
    const { location } = renderAdmin("/admin");
    await userEvent.setup().click(await screen.findByRole("link", { name: "Your account" }));
    expect(await screen.findByRole("heading", { name: "Your account", level: 1 })).toBeInTheDocument();
    expect(location()).toBe("/account");
    const items = within(await list()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Chrome 131 on Windows computer");
    expect(items[0]).toHaveTextContent("This device");
    expect(items[0]).toHaveTextContent("Local network · Last seen Just now");
    expect(items[1]).toHaveTextContent("Safari 17 on iPhone");
    expect(items[1]).toHaveTextContent("Mumbai, Maharashtra, India · Last seen 5 minutes ago");
    expect(await screen.findByRole("heading", { name: "Authenticator app", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Passkeys", level: 2 })).toBeInTheDocument();
  });

  it("signs out one other session after a confirmation", async () => {
    const calls = fakeAccount([here, phone, tablet]);
    renderAdmin("/account");
    const user = userEvent.setup();
    await list();
    await user.click(
      screen.getByRole("button", {
        name: "Sign out Safari 17 on iPad, last seen in Pune, Maharashtra, India",
      }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out this session?" });
    expect(dialog).toHaveTextContent("Safari 17 on iPad, Pune, Maharashtra, India");
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("That session has been signed out.")).toBeInTheDocument();
    await waitFor(async () => expect(within(await list()).getAllByRole("listitem")).toHaveLength(2));
    expect(calls).toEqual(["end s3"]);
  });

  it("signs out everywhere else, and offers it only while there are other sessions", async () => {
    const calls = fakeAccount([here, phone, tablet]);
    renderAdmin("/account");
    await list();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out everywhere else" }));
    expect(await screen.findByText("2 other sessions have been signed out.")).toBeInTheDocument();
    await waitFor(async () => expect(within(await list()).getAllByRole("listitem")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Sign out everywhere else" })).toBeNull();
    expect(calls).toEqual(["end others"]);
  });

  it("Sign out on this device signs out as Logout does", async () => {
    fakeAccount([here, phone]);
    const { location } = renderAdmin("/account");
    await list();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out of this device" }));
    await screen.findByRole("heading", { name: "Admin Login" });
    expect(location()).toBe("/login");
    expect(session.token()).toBeNull();
    await waitFor(() => expect(adminDb.requests.some((r) => r.path === "/api/Auth/Logout")).toBe(true));
  });

  it("changes the password with the current one; a wrong one is shown on its field", async () => {
    const calls = fakeAccount([here, phone]);
    renderAdmin("/account");
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Change password" });
    await user.type(screen.getByLabelText("Current password"), "wrong-password");
    await user.type(screen.getByLabelText("New password"), "Brand-new-password-42");
    await user.type(screen.getByLabelText("Repeat new password"), "Brand-new-password-4");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The passwords do not match")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText("Repeat new password"), "2");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The current password is not right")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Current password")).toHaveFocus();

    await user.clear(screen.getByLabelText("Current password"));
    await user.type(screen.getByLabelText("Current password"), "Correct-horse-42");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText("Your password has been changed. Every other session has been signed out."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveValue("");
    expect(calls.at(-1)).toBe("password Correct-horse-42 → Brand-new-password-42");
  });

  it("sets the name visitors see, after checking it", async () => {
    fakeAccount([here]);
    renderAdmin("/account");
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Your name" });
    const name = await within(section).findByLabelText(/Display name/);
    await user.click(within(section).getByRole("button", { name: "Save name" }));
    expect(await within(section).findByText("Enter the name visitors will see")).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, "Asha Rao");
    await user.type(within(section).getByLabelText("Title"), "Founder");
    await user.click(within(section).getByRole("button", { name: "Save name" }));
    expect(await within(section).findByRole("status")).toHaveTextContent("Your name is saved.");
  });
});
