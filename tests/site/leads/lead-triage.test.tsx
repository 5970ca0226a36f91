import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb, makeContact, makeDemo } from "../msw/admin";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";
import { confirmItsYou, stepUpBefore } from "../admin/step-up-server";

const lastList = (path: string) =>
  adminDb.requests.filter((r) => r.method === "GET" && r.path === path).at(-1)?.search;

beforeEach(async () => {
  await resetAdminState();
  signIn();
});

describe("lead list filters and sort", () => {
  it("keeps Mine, Overdue, source and dates in the URL and sends them with the search and status", async () => {
    adminDb.contacts = [makeContact(1, { overdue: true }), makeContact(2)];
    const user = userEvent.setup();
    const { location } = renderAdmin("/list?status=new&assigned=none");
    await screen.findByText("Person 1");
    expect(screen.getByRole("combobox", { name: "Assigned" })).toHaveValue("none");
    await user.click(screen.getByRole("checkbox", { name: "Overdue only" }));
    await expect.poll(() => location()).toBe("/list?status=new&assigned=none&overdue=1");
    await expect.poll(() => screen.queryByText("Person 2")).toBeNull();
    await user.type(screen.getByRole("searchbox", { name: "Source" }), "google{Enter}");
    await expect.poll(() => location()).toBe("/list?status=new&assigned=none&overdue=1&source=google");
    await expect
      .poll(() => Object.fromEntries(lastList("/api/v1/Contact/GetAll")!))
      .toMatchObject({
        status: "new",
        assigned: "none",
        overdue: "1",
        source: "google",
      });
  });

  it("sends the received days as the start of the first and the end of the last", async () => {
    renderAdmin("/demos?from=2026-01-10&to=2026-01-12");
    await screen.findByText("No demo requests found.");
    const sent = lastList("/api/v1/Contact/DemoRequests")!;
    expect(sent.get("from")).toBe(new Date(2026, 0, 10).toISOString());
    expect(sent.get("to")).toBe(new Date(2026, 0, 13).toISOString());
    expect(screen.getByLabelText("Received from")).toHaveValue("2026-01-10");
  });

  it("sorts by a column header, then the other way, with aria-sort", async () => {
    adminDb.contacts = [makeContact(1, { value: 5000 }), makeContact(2, { value: 250000 }), makeContact(3)];
    const user = userEvent.setup();
    const { location } = renderAdmin("/list");
    await screen.findByText("Person 1");
    await user.click(screen.getByRole("button", { name: "Value" }));
    expect(location()).toBe("/list?sort=value&dir=desc");
    const header = () => screen.getByRole("columnheader", { name: "Value" });
    await expect.poll(() => header().getAttribute("aria-sort")).toBe("descending");
    await expect
      .poll(() =>
        screen
          .getAllByRole("row")
          .slice(1)
          .map((r) => within(r).queryByText(/₹/)?.textContent),
      )
      .toEqual(["₹2,50,000", "₹5,000", undefined]);
    await user.click(screen.getByRole("button", { name: "Value" }));
    expect(location()).toBe("/list?sort=value&dir=asc");
    await expect.poll(() => header().getAttribute("aria-sort")).toBe("ascending");
  });
});

describe("bulk actions", () => {
  it("marks three selected rows as spam after a confirmation naming the count", async () => {
    adminDb.contacts = [makeContact(1), makeContact(2), makeContact(3), makeContact(4)];
    const user = userEvent.setup();
    renderAdmin("/list");
    await screen.findByText("Person 1");
    expect(screen.getByText("Select leads to act on them")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark spam" })).toBeNull();
    for (const n of [1, 2, 3]) await user.click(screen.getByRole("checkbox", { name: `Select Person ${n}` }));
    expect(screen.getByText("3 leads selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark spam" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mark as spam" });
    expect(dialog).toHaveTextContent("Mark 3 leads as spam?");
    await user.click(within(dialog).getByRole("button", { name: "Mark spam" }));
    expect(await screen.findByText("3 leads marked as spam.")).toBeInTheDocument();
    expect(adminDb.contacts.map((c) => c.leadStatus)).toEqual(["spam", "spam", "spam", "new"]);
    await expect.poll(() => screen.queryByText("Person 1")).toBeNull();
    expect(screen.getByText("Person 4")).toBeInTheDocument();
  });

  it("selects every row on the page and deletes them; Cancel changes nothing", async () => {
    adminDb.demos = [makeDemo(1), makeDemo(2)];
    const user = userEvent.setup();
    renderAdmin("/demos");
    await screen.findByText("Client 1");
    await user.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    await user.click(screen.getByRole("button", { name: "Delete selected" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete leads" });
    expect(dialog).toHaveTextContent("Delete 2 leads? This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(adminDb.demos).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Delete selected" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No demo requests found.")).toBeInTheDocument();
    expect(adminDb.demos).toHaveLength(0);
  });

  it("deletes after the member confirms it's them when the server wants it; marking spam is not asked", async () => {
    adminDb.contacts = [makeContact(1), makeContact(2), makeContact(3)];
    const deleting = async (request: Request) =>
      ((await request.json()) as { action: string }).action === "delete";
    const calls = stepUpBefore("post", "*/api/v1/Leads/:kind/Bulk", deleting);
    const user = userEvent.setup();
    renderAdmin("/list");
    await screen.findByText("Person 1");
    await user.click(screen.getByRole("checkbox", { name: "Select Person 3" }));
    await user.click(screen.getByRole("button", { name: "Mark spam" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Mark spam" }),
    );
    expect(await screen.findByText("1 lead marked as spam.")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    await user.click(screen.getByRole("button", { name: "Delete selected" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await confirmItsYou(user);
    expect(await screen.findByText("No contacts found.")).toBeInTheDocument();
    expect(adminDb.contacts.map((c) => c.name)).toEqual(["Person 3"]);
    expect(calls).toEqual(["refused", "confirmed"]);
  });

  it("says so when someone changed a selected lead meanwhile, and changes none", async () => {
    adminDb.contacts = [makeContact(1), makeContact(2)];
    const user = userEvent.setup();
    renderAdmin("/list");
    await screen.findByText("Person 1");
    await user.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    adminDb.contacts[1]!.version = 7;
    await user.selectOptions(
      screen.getByRole("combobox", { name: "New status for the selected leads" }),
      "won",
    );
    await user.click(screen.getByRole("button", { name: "Set status" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Set status" });
    expect(dialog).toHaveTextContent("Set the status of 2 leads to Won?");
    await user.click(within(dialog).getByRole("button", { name: "Set status" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Changed by someone else, reload.");
    expect(adminDb.contacts.map((c) => c.leadStatus)).toEqual(["new", "new"]);
  });
});
