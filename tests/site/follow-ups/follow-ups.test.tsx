import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb, makeContact } from "../msw/admin";
import { makeFollowUp, workDb } from "../msw/work-db";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

beforeEach(async () => {
  await resetAdminState();
  signIn();
});

describe("follow-ups on the lead page", () => {
  it("adds one for a date and time and marks it done with one click", async () => {
    adminDb.contacts = [makeContact(1)];
    const user = userEvent.setup();
    renderAdmin("/list/c001");
    const section = await screen.findByRole("region", { name: "Follow-ups" });
    expect(await within(section).findByText("No follow-ups yet.")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Add follow-up" }));
    expect(await within(section).findByText("Choose a due date and time")).toBeInTheDocument();
    await user.type(within(section).getByLabelText("Due"), "2026-05-04T10:30");
    await user.type(within(section).getByRole("textbox", { name: "Follow-up note" }), "Call about the quote");
    await user.click(within(section).getByRole("button", { name: "Add follow-up" }));
    const list = await within(section).findByRole("list", { name: "Follow-ups of this lead" });
    expect(within(list).getByText("Call about the quote")).toBeInTheDocument();
    expect(workDb.followUps[0]!.dueAt).toBe(new Date("2026-05-04T10:30").toISOString());
    await user.click(within(list).getByRole("button", { name: "Done: Call about the quote" }));
    expect(
      await within(list).findByRole("button", { name: "Open again: Call about the quote" }),
    ).toBeInTheDocument();
  });
});

describe("/tasks", () => {
  it("groups open follow-ups, switches to everyone's in the URL, and clears one with one click", async () => {
    workDb.board.today = [makeFollowUp(1, { note: "Send the proposal", leadName: "Meera Iyer" })];
    workDb.board.overdue = [makeFollowUp(2, { note: "Ring back" })];
    const user = userEvent.setup();
    const { location } = renderAdmin("/tasks");
    const today = await screen.findByRole("region", { name: /Due today/ });
    expect(within(today).getByRole("link", { name: "Meera Iyer" })).toHaveAttribute("href", "/list/c001");
    expect(
      within(screen.getByRole("region", { name: /Overdue/ })).getByText("Ring back"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: /Upcoming/ })).getByText("Nothing upcoming."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Everyone's" }));
    expect(location()).toBe("/tasks?scope=all");
    await waitFor(() =>
      expect(
        adminDb.requests.some((r) => r.path.endsWith("/FollowUps") && r.search.get("scope") === "all"),
      ).toBe(true),
    );
    const all = await screen.findByRole("region", { name: /Due today/ });
    await user.click(await within(all).findByRole("button", { name: "Done: Send the proposal" }));
    expect(await screen.findByText("Nothing else due today.")).toBeInTheDocument();
  });

  it("shows the error with a retry when the list cannot load", async () => {
    const { server } = await import("../msw/server");
    const { http, HttpResponse } = await import("msw");
    server.use(
      http.get("*/api/v1/FollowUps", () =>
        HttpResponse.json({ isSuccess: false, message: "Down" }, { status: 500 }),
      ),
    );
    renderAdmin("/tasks");
    expect(await screen.findByRole("alert")).toHaveTextContent("Down");
  });
});

describe("the dashboard", () => {
  it("has a Follow-ups due tile linking to everyone's follow-ups", async () => {
    workDb.board.today = [makeFollowUp(1)];
    workDb.board.overdue = [makeFollowUp(2)];
    renderAdmin("/admin");
    const tile = await screen.findByRole("link", { name: /Follow-ups due/ });
    await waitFor(() => expect(tile).toHaveTextContent("Follow-ups due21 overdue"));
    expect(tile).toHaveAttribute("href", "/tasks?scope=all");
  });
});
