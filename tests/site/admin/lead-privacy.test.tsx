import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb, makeContact, makeDemo } from "../msw/admin";
import { captureDownloads } from "./downloads";
import { renderAdmin, resetAdminState, signIn } from "./harness";

const calls = (method: string, path: string) =>
  adminDb.requests.filter((r) => r.method === method && r.path === path);

beforeEach(async () => {
  await resetAdminState();
  signIn();
  // Person 3 wrote twice and booked a demo; Person 4 is someone else.
  adminDb.contacts = [makeContact(3), makeContact(9, { email: "PERSON3@example.com" }), makeContact(4)];
  adminDb.demos = [makeDemo(5, { email: "person3@example.com" })];
  adminDb.notes = {
    c003: [
      {
        _id: "n1",
        authorEmail: "admin@example.com",
        mine: true,
        body: "Called back.",
        createdAt: "2025-01-02T10:00:00.000Z",
        updatedAt: null,
      },
    ],
  };
});

describe("personal data on the lead page", () => {
  it("downloads everything stored about the person as JSON", async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderAdmin("/list/c003");
    await user.click(await screen.findByRole("button", { name: "Export JSON" }));
    await expect.poll(() => downloads.click.mock.calls.length).toBe(1);
    const link = downloads.click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^personal-data-person3-example-com-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await downloads.blobs[0]!.text()) as { contacts: { email: string }[] };
    expect(file.contacts.map((c) => c.email)).toEqual(["person3@example.com", "PERSON3@example.com"]);
    expect(downloads.blobs[0]!.type).toBe("application/json");
    expect(calls("GET", "/api/v1/Leads/contact/c003/PersonalData")).toHaveLength(1);
  });

  it("names what will go, and Cancel erases nothing", async () => {
    const user = userEvent.setup();
    renderAdmin("/list/c003");
    await user.click(await screen.findByRole("button", { name: "Erase person" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Erase this person" });
    expect(dialog).toHaveTextContent("Everything stored about Person 3 will be erased for good.");
    expect(dialog).toHaveTextContent(
      "This erases 2 contact messages, 1 demo request, 1 note, 1 verification code, 0 visitor records and 0 history entries.",
    );
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(calls("DELETE", "/api/v1/Leads/contact/c003/PersonalData")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Erase person" })).toHaveFocus();
  });

  it("erases on confirmation and goes back to the list with what went", async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin("/demos/d005");
    await user.click(await screen.findByRole("button", { name: "Erase person" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Erase this person" });
    await user.click(within(dialog).getByRole("button", { name: "Erase" }));

    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent(
      "Personal data erased: 2 contact messages, 1 demo request, 1 note, 1 verification code, 0 visitor records and 0 history entries.",
    );
    expect(notice).toHaveFocus();
    expect(location()).toBe("/demos");
    expect(calls("DELETE", "/api/v1/Leads/demo/d005/PersonalData")).toHaveLength(1);
    expect(adminDb.contacts.map((c) => c.name)).toEqual(["Person 4"]);
    expect(await screen.findByText("No demo requests found.")).toBeInTheDocument();
    // The erased lead's page is not read again (it would be a 404).
    expect(calls("GET", "/api/v1/Leads/demo/d005")).toHaveLength(1);
    expect(calls("GET", "/api/v1/Leads/demo/d005/Timeline")).toHaveLength(1);
  });

  it("says so when the erase fails, and the lead stays", async () => {
    const user = userEvent.setup();
    renderAdmin("/list/c004");
    await user.click(await screen.findByRole("button", { name: "Erase person" }));
    adminDb.contacts = adminDb.contacts.filter((c) => c._id !== "c004"); // erased elsewhere meanwhile
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Contact not found.");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Person 4", level: 1 })).toBeInTheDocument();
  });
});
