import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb, makeContact } from "../msw/admin";
import { makeTemplate, workDb } from "../msw/work-db";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

beforeEach(async () => {
  await resetAdminState();
  signIn();
});

describe("the reply composer on the lead page", () => {
  it("starts from a template filled for the lead, sends it, and shows the lead Contacted", async () => {
    adminDb.contacts = [makeContact(1)];
    workDb.templates = [makeTemplate(1, { name: "First answer" })];
    const user = userEvent.setup();
    renderAdmin("/list/c001");
    const reply = await screen.findByRole("region", { name: "Reply" });
    expect(await within(reply).findByText(adminDb.contacts[0]!.email)).toBeInTheDocument();
    expect(within(reply).getByRole("textbox", { name: "Subject" })).toHaveValue("Re: Your message");
    await user.selectOptions(
      await within(reply).findByRole("combobox", { name: "Template" }),
      "First answer",
    );
    const body = within(reply).getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(body).toHaveValue("Hello Person 1,\n\nThanks for writing.\nAdmin"));
    expect(within(reply).getByRole("textbox", { name: "Subject" })).toHaveValue("Re: Your enquiry");
    await user.click(within(reply).getByRole("button", { name: "Send reply" }));
    expect(await within(reply).findByText("Reply sent.")).toBeInTheDocument();
    expect(workDb.sent).toEqual([
      {
        kind: "contact",
        leadId: "c001",
        subject: "Re: Your enquiry",
        body: "Hello Person 1,\n\nThanks for writing.\nAdmin",
      },
    ]);
    expect(await screen.findByRole("combobox", { name: "Lead status" })).toHaveDisplayValue("Contacted");
    expect(body).toHaveValue("");
  });

  it("keeps a draft as you type and opens with it next time", async () => {
    adminDb.contacts = [makeContact(2)];
    workDb.drafts["contact:c002"] = {
      subject: "Re: Prices",
      body: "Our prices are",
      updatedAt: "2026-04-01T10:00:00.000Z",
    };
    const user = userEvent.setup();
    renderAdmin("/list/c002");
    const reply = await screen.findByRole("region", { name: "Reply" });
    const body = await within(reply).findByRole("textbox", { name: "Message" });
    expect(body).toHaveValue("Our prices are");
    expect(within(reply).getByRole("textbox", { name: "Subject" })).toHaveValue("Re: Prices");
    await user.type(body, " on the pricing page.");
    await waitFor(() =>
      expect(workDb.drafts["contact:c002"]?.body).toBe("Our prices are on the pricing page."),
    );
    expect(await within(reply).findByText("Draft saved.")).toBeInTheDocument();
    await user.click(within(reply).getByRole("button", { name: "Discard draft" }));
    await waitFor(() => expect(body).toHaveValue(""));
    expect(workDb.drafts["contact:c002"]).toBeUndefined();
  });

  it("shows the server's refusal of an unknown placeholder under the message", async () => {
    adminDb.contacts = [makeContact(3)];
    const user = userEvent.setup();
    renderAdmin("/list/c003");
    const reply = await screen.findByRole("region", { name: "Reply" });
    await user.type(await within(reply).findByRole("textbox", { name: "Message" }), "Dear {{{{first}}");
    await user.click(within(reply).getByRole("button", { name: "Send reply" }));
    expect(
      await within(reply).findByText(
        "Unknown placeholder {{first}}. Use {{name}}, {{company}}, {{staffName}} or {{demoTime}}.",
      ),
    ).toBeInTheDocument();
    expect(within(reply).getByRole("textbox", { name: "Message" })).toHaveAttribute("aria-invalid", "true");
    expect(workDb.sent).toEqual([]);
  });
});
