import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { makeTemplate, workDb } from "../msw/work-db";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

beforeEach(async () => {
  await resetAdminState();
  signIn();
});

describe("/templates", () => {
  it("says when there are none, adds one, and names an unknown placeholder under its field", async () => {
    const user = userEvent.setup();
    renderAdmin("/templates");
    expect(await screen.findByText("No templates yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New template" }));
    const form = screen.getByRole("form", { name: "New template" });
    await user.type(within(form).getByRole("textbox", { name: "Name" }), "Welcome");
    await user.type(within(form).getByRole("textbox", { name: "Subject" }), "Welcome");
    await user.type(within(form).getByRole("textbox", { name: "Body" }), "Hi {{{{firstName}}");
    await user.click(within(form).getByRole("button", { name: "Save template" }));
    expect(
      await within(form).findByText(
        "Unknown placeholder {{firstName}}. Use {{name}}, {{company}}, {{staffName}} or {{demoTime}}.",
      ),
    ).toBeInTheDocument();
    const body = within(form).getByRole("textbox", { name: "Body" });
    await user.clear(body);
    await user.type(body, "Hi {{{{name}}");
    await user.click(within(form).getByRole("button", { name: "Save template" }));
    const list = await screen.findByRole("list", { name: "Templates" });
    expect(within(list).getByRole("heading", { name: "Welcome" })).toBeInTheDocument();
    expect(workDb.templates[0]).toMatchObject({ name: "Welcome", body: "Hi {{name}}" });
  });

  it("deletes one after a confirmation", async () => {
    workDb.templates = [makeTemplate(1, { name: "Old one" })];
    const user = userEvent.setup();
    renderAdmin("/templates");
    await user.click(await screen.findByRole("button", { name: "Delete Old one" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No templates yet.")).toBeInTheDocument();
  });
});
