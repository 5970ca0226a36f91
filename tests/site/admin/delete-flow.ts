import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { adminDb } from "../msw/admin";
import { renderAdmin } from "./harness";
import { confirmItsYou, stepUpBefore } from "./step-up-server";

/** Cancel (button, then Escape) closes the confirmation, gives focus back and deletes nothing. */
export async function expectCancelKeepsRow(trigger: string, rowText: string) {
  const user = userEvent.setup();
  const button = await screen.findByRole("button", { name: trigger });
  await user.click(button);
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(button).toHaveFocus();

  await user.click(button);
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(screen.getByText(rowText)).toBeInTheDocument();
  expect(adminDb.requests.some((r) => r.method === "DELETE")).toBe(false);
}

/** The paths of the DELETE calls made so far. */
export const deletePaths = () => adminDb.requests.filter((r) => r.method === "DELETE").map((r) => r.path);

/**
 * The confirmed-delete tests every admin list shares. `seed(n)` fills the list with n rows whose texts are
 * `row(1)`..`row(n)`; `thing` names one row in the dialog ("Delete contact", "…delete this contact?").
 */
export function confirmedDeleteTests(o: {
  at: string;
  seed: (n: number) => void;
  thing: string;
  trigger: (row: string) => string;
  row: (i: number) => string;
  path: string;
}) {
  it(`deletes one ${o.thing} only after the confirmation is accepted`, async () => {
    o.seed(2);
    renderAdmin(o.at);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: o.trigger(o.row(2)) }));
    const dialog = screen.getByRole("alertdialog", { name: `Delete ${o.thing}` });
    expect(dialog).toHaveTextContent(`Are you sure you want to delete this ${o.thing}?`);
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText(o.row(2))).not.toBeInTheDocument());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByText(o.row(1))).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(deletePaths()).toEqual([o.path]);
  });

  it(`asks the member to confirm it's them when the server wants it, then deletes the ${o.thing}`, async () => {
    o.seed(2);
    const calls = stepUpBefore("delete", `*${o.path}`);
    renderAdmin(o.at);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: o.trigger(o.row(2)) }));
    const dialog = screen.getByRole("alertdialog", { name: `Delete ${o.thing}` });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await confirmItsYou(user);
    await waitFor(() => expect(screen.queryByText(o.row(2))).not.toBeInTheDocument());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(calls).toEqual(["refused", "confirmed"]);
    // Sent again once, after the confirmation.
    expect(deletePaths()).toEqual([o.path]);
  });

  it(`keeps the ${o.thing} when the confirmation is cancelled (button or Escape)`, async () => {
    o.seed(1);
    renderAdmin(o.at);
    await expectCancelKeepsRow(o.trigger(o.row(1)), o.row(1));
  });
}
