import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb, makeContact, makeDemo } from "../msw/admin";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

beforeEach(async () => {
  await resetAdminState();
  signIn();
});

describe("estimated value on the lead page", () => {
  it("saves a value typed with Indian grouping and shows it as ₹2,50,000", async () => {
    adminDb.contacts = [makeContact(1)];
    const user = userEvent.setup();
    renderAdmin("/list/c001");
    const input = await screen.findByRole("textbox", { name: "Estimated value (₹)" });
    expect(screen.getByText("No value set")).toBeInTheDocument();
    await user.type(input, "2,50,000");
    await user.click(screen.getByRole("button", { name: "Save value" }));
    expect(await screen.findByText("Saved: ₹2,50,000")).toBeInTheDocument();
    expect(adminDb.contacts[0]).toMatchObject({ value: 250000, version: 2 });
    expect(screen.getByRole("textbox", { name: "Estimated value (₹)" })).toHaveValue("250000");
  });

  it("refuses text that is not whole rupees without calling the server", async () => {
    adminDb.demos = [makeDemo(1)];
    const user = userEvent.setup();
    renderAdmin("/demos/d001");
    const input = await screen.findByRole("textbox", { name: "Estimated value (₹)" });
    await user.type(input, "12.5");
    await user.click(screen.getByRole("button", { name: "Save value" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter the value in whole rupees");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(adminDb.requests.some((r) => r.path.endsWith("/Value"))).toBe(false);
  });

  it("says when someone else changed the lead since it was opened", async () => {
    adminDb.contacts = [makeContact(2, { value: 1000 })];
    const user = userEvent.setup();
    renderAdmin("/list/c002");
    const input = await screen.findByRole("textbox", { name: "Estimated value (₹)" });
    expect(screen.getByText("Saved: ₹1,000")).toBeInTheDocument();
    adminDb.contacts[0]!.version = 5;
    await user.clear(input);
    await user.type(input, "5000");
    await user.click(screen.getByRole("button", { name: "Save value" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Changed by someone else, reload.");
  });
});
