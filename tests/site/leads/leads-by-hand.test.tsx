import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb, makeContact, makeDemo } from "../msw/admin";
import { manualSources } from "../msw/leads";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

// Issue 26: leads added by hand, the Fast mark, Not spam's confirmation link and confirming by hand.

beforeEach(async () => {
  await resetAdminState();
  manualSources.clear();
  signIn();
});

describe("Add lead on /list", () => {
  it("sits beside the spec's Add New Contact link, which still goes to the public form", async () => {
    adminDb.contacts = [makeContact(1)];
    renderAdmin("/list");
    await screen.findByText("Person 1");
    expect(screen.getByRole("link", { name: "Add New Contact" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("button", { name: "Add lead" })).toBeInTheDocument();
  });

  it("checks the fields, then adds the lead as New and opens its page with its source", async () => {
    adminDb.contacts = [makeContact(1)];
    const user = userEvent.setup();
    const { location } = renderAdmin("/list");
    await user.click(await screen.findByRole("button", { name: "Add lead" }));
    const dialog = screen.getByRole("dialog", { name: "Add lead" });
    // Focus starts in the form.
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Add lead" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose where the lead came from")).toBeInTheDocument();
    expect(adminDb.requests.filter((r) => r.path === "/api/v1/Leads/Contacts")).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Walk In Visitor");
    await user.type(within(dialog).getByRole("textbox", { name: /Email/ }), "walkin@example.org");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Source/ }), "Walk-in");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Came by the office.");
    await user.click(within(dialog).getByRole("button", { name: "Add lead" }));

    expect(await screen.findByRole("heading", { name: "Walk In Visitor", level: 1 })).toBeInTheDocument();
    expect(location()).toMatch(/^\/list\/c9\d\d$/);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Walk-in (added by staff)")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Lead status" })).toHaveValue("new");
  });

  it("closes with Escape and adds nothing", async () => {
    const user = userEvent.setup();
    renderAdmin("/list");
    await user.click(await screen.findByRole("button", { name: "Add lead" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add lead" })).toHaveFocus();
  });
});

describe("demo requests filled fast", () => {
  it("are marked Fast on /demos and on their page", async () => {
    adminDb.demos = [makeDemo(1, { fast: true }), makeDemo(3)];
    const user = userEvent.setup();
    renderAdmin("/demos");
    const row = (await screen.findByRole("link", { name: "Client 1" })).closest("tr")!;
    expect(within(row).getByText("Fast")).toBeInTheDocument();
    const other = screen.getByRole("link", { name: "Client 3" }).closest("tr")!;
    expect(within(other).queryByText("Fast")).not.toBeInTheDocument();
    // The spec's columns are unchanged.
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toContain("Status");

    await user.click(screen.getByRole("link", { name: "Client 1" }));
    expect(await screen.findByRole("heading", { name: "Client 1", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Fast")).toBeInTheDocument();
  });
});

describe("a spam demo request that turns out real", () => {
  it("Not spam says the visitor was mailed a confirmation link", async () => {
    adminDb.demos = [makeDemo(1, { leadStatus: "spam" })];
    const user = userEvent.setup();
    renderAdmin("/demos/d001");
    await user.click(await screen.findByRole("button", { name: "Not spam" }));
    expect(
      await screen.findByText("Demo request updated. A confirmation link was mailed to the visitor."),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Lead status" })).toHaveFocus();
  });

  it("can be confirmed by hand with a note, and then says who did it", async () => {
    adminDb.demos = [makeDemo(1)];
    const user = userEvent.setup();
    renderAdmin("/demos/d001");
    await user.click(await screen.findByRole("button", { name: "Mark confirmed" }));
    const dialog = screen.getByRole("dialog", { name: "Mark confirmed" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "Note (optional)" }),
      "Reached on the phone.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Confirm request" }));
    expect(await screen.findByText("Confirmed by hand by admin@example.com")).toBeInTheDocument();
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark confirmed" })).not.toBeInTheDocument();
    expect(adminDb.demos[0]).toMatchObject({ status: "confirmed", version: 2 });
  });

  it("shows the server's refusal in the dialog when someone changed the request", async () => {
    adminDb.demos = [makeDemo(1)];
    const user = userEvent.setup();
    renderAdmin("/demos/d001");
    await user.click(await screen.findByRole("button", { name: "Mark confirmed" }));
    adminDb.demos[0]!.version = 5;
    const dialog = screen.getByRole("dialog", { name: "Mark confirmed" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm request" }));
    expect(await within(dialog).findByText("Changed by someone else, reload.")).toBeInTheDocument();
  });

  it("offers no Mark confirmed on a confirmed request", async () => {
    adminDb.demos = [makeDemo(2)];
    renderAdmin("/demos/d002");
    expect(await screen.findByRole("heading", { name: "Client 2", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark confirmed" })).not.toBeInTheDocument();
  });
});
