import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { RECORDS_CHANGED } from "~/contract/person-records";
import { adminDb, makeContact, makeDemo } from "../msw/admin";
import { server } from "../msw/server";
import { captureDownloads } from "../admin/downloads";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const calls = (method: string, path: string) =>
  adminDb.requests.filter((r) => r.method === method && r.path === path);

const records = () => screen.findByRole("group", { name: "Records to export or erase" });
const box = async (name: string) => within(await records()).getByRole("checkbox", { name });

beforeEach(async () => {
  await resetAdminState();
  signIn();
  // Person 3 wrote twice and asked for a demo (not confirmed: the email is unproven); someone else
  // wrote with Person 3's phone; Person 4 is a stranger.
  adminDb.contacts = [
    makeContact(3),
    makeContact(9, { email: "PERSON3@example.com" }),
    makeContact(7, { name: "Other Sender", phone: makeContact(3).phone }),
    makeContact(4),
  ];
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
  it("lists every matched record with why it matched; only this lead starts ticked", async () => {
    renderAdmin("/list/c003");
    const list = await records();
    expect(within(list).getAllByRole("checkbox")).toHaveLength(4);
    const self = await box("Contact message from Person 3");
    expect(self).toBeChecked();
    expect(self).toHaveAccessibleDescription(/This lead\s*Same email\s*Same phone/);
    const second = await box("Contact message from Person 9");
    expect(second).not.toBeChecked();
    expect(second).toHaveAccessibleDescription(/Same email\s*Email not proven/);
    const phoneOnly = await box("Contact message from Other Sender");
    expect(phoneOnly).not.toBeChecked();
    expect(phoneOnly).toHaveAccessibleDescription(/Same phone\s*Phone only: check it is the same person/);
    expect(await box("Demo request from Client 5")).not.toBeChecked();
    expect(screen.getByText("1 of 4 records ticked.")).toBeInTheDocument();
  });

  it("exports only the ticked records; a record is ticked with the keyboard", async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderAdmin("/list/c003");
    await user.click(await screen.findByRole("button", { name: "Export JSON" }));
    await expect.poll(() => downloads.click.mock.calls.length).toBe(1);
    const link = downloads.click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^personal-data-person3-example-com-\d{4}-\d{2}-\d{2}\.json$/);
    const first = JSON.parse(await downloads.blobs[0]!.text()) as { contacts: { _id: string }[] };
    expect(first.contacts.map((c) => c._id)).toEqual(["c003"]);
    expect(downloads.blobs[0]!.type).toBe("application/json");

    (await box("Demo request from Client 5")).focus();
    await user.keyboard(" ");
    expect(await box("Demo request from Client 5")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Export JSON" }));
    await expect.poll(() => downloads.click.mock.calls.length).toBe(2);
    const second = JSON.parse(await downloads.blobs[1]!.text()) as { demoRequests: { _id: string }[] };
    expect(second.demoRequests.map((d) => d._id)).toEqual(["d005"]);
    expect(calls("POST", "/api/v1/Leads/contact/c003/PersonalData/Export")).toHaveLength(2);
  });

  it("names what will go, and Cancel erases nothing", async () => {
    const user = userEvent.setup();
    renderAdmin("/list/c003");
    await user.click(await box("Demo request from Client 5"));
    await user.click(screen.getByRole("button", { name: "Erase person" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Erase this person" });
    expect(dialog).toHaveTextContent("The 2 ticked records of Person 3 will be erased for good.");
    expect(dialog).toHaveTextContent(
      "This erases 1 contact message, 1 demo request, 1 note, 1 verification code, 0 visitor records and 0 history entries.",
    );
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(calls("POST", "/api/v1/Leads/contact/c003/PersonalData/Erase")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Erase person" })).toHaveFocus();
  });

  it("erases the ticked records on confirmation and goes back to the list with what went", async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin("/demos/d005");
    await user.click(await box("Contact message from Person 3"));
    await user.click(screen.getByRole("button", { name: "Erase person" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Erase this person" });
    await user.click(within(dialog).getByRole("button", { name: "Erase" }));

    // The lead page's own "Finding this person's records..." status may still be there for a moment.
    const notice = (
      await screen.findByText(
        "Personal data erased: 1 contact message, 1 demo request, 1 note, 1 verification code, 0 visitor records and 0 history entries.",
      )
    ).closest('[role="status"]');
    // Focus moves in an effect after the list has rendered the notice: on a busy machine, a moment later.
    await waitFor(() => expect(notice).toHaveFocus());
    expect(location()).toBe("/demos");
    // The unticked records stay.
    expect(adminDb.contacts.map((c) => c._id)).toEqual(["c009", "c007", "c004"]);
    expect(await screen.findByText("No demo requests found.")).toBeInTheDocument();
    expect(calls("GET", "/api/v1/Leads/demo/d005")).toHaveLength(1);
  });

  it("when the records changed meanwhile, says so and shows the list again", async () => {
    const user = userEvent.setup();
    renderAdmin("/list/c003");
    await user.click(await box("Demo request from Client 5"));
    await user.click(screen.getByRole("button", { name: "Erase person" }));
    // Another message of the person arrives before the owner confirms.
    adminDb.contacts.push(makeContact(11, { email: "person3@example.com" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(RECORDS_CHANGED);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await expect.poll(async () => within(await records()).getAllByRole("checkbox").length).toBe(5);
    // The owner's ticks are forgotten with the old list.
    expect(await box("Demo request from Client 5")).not.toBeChecked();
    expect(adminDb.contacts).toHaveLength(5);
  });

  it("says so when the records cannot be read", async () => {
    server.use(
      http.get("*/api/v1/Leads/:kind/:id/PersonalData/Preview", () =>
        HttpResponse.json(
          { isSuccess: false, message: "Failed to find the person's records" },
          { status: 500 },
        ),
      ),
    );
    renderAdmin("/list/c004");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to find the person's records");
    expect(screen.getByRole("button", { name: "Erase person" })).toBeDisabled();
  });
});
