import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { adminDb } from "../msw/admin";

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
 * The confirmed delete: the trigger opens the confirmation (`question`, focus on Cancel), Delete removes
 * the row showing `gone` and keeps the one showing `kept`, with one DELETE call to `path`.
 */
export async function expectConfirmedDelete(o: {
  trigger: string;
  dialog: string;
  question: string;
  gone: string;
  kept: string;
  path: string;
}) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: o.trigger }));
  const dialog = screen.getByRole("alertdialog", { name: o.dialog });
  expect(dialog).toHaveTextContent(o.question);
  expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();

  await user.click(within(dialog).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.queryByText(o.gone)).not.toBeInTheDocument());
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(screen.getByText(o.kept)).toBeInTheDocument();
  expect(deletePaths()).toEqual([o.path]);
}
