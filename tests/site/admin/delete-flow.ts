import { screen } from "@testing-library/react";
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
