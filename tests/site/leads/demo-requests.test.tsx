import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb, makeDemo } from "../msw/admin";
import { server } from "../msw/server";
import { confirmedDeleteTests } from "../admin/delete-flow";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

describe("/demos", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });

  it("lists demo requests with name, company, phone, email, comment, status and date", async () => {
    adminDb.demos = [makeDemo(1), makeDemo(2)];
    renderAdmin("/demos");
    const row = (await screen.findByText("Client 2")).closest("tr")!;
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual([
      "Client 2",
      "Company 2",
      "9123400002",
      "client2@example.com",
      "Interested in plan 2",
      "Confirmed",
    ]);
    expect(within(screen.getByText("Client 1").closest("tr")!).getByText("Pending")).toBeInTheDocument();
  });

  it("says 'No demo requests found.' when there are none", async () => {
    renderAdmin("/demos");
    expect(await screen.findByText("No demo requests found.")).toBeInTheDocument();
  });

  it("pages and searches on the server, keeping both in the URL", async () => {
    adminDb.demos = [
      ...Array.from({ length: 12 }, (_, i) => makeDemo(i + 1)),
      makeDemo(40, { companyName: "Globex" }),
    ];
    const user = userEvent.setup();
    const { location } = renderAdmin("/demos?page=2");
    await screen.findByText("Client 11");
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await user.type(screen.getByRole("searchbox", { name: "Search demo requests" }), "globex");
    await waitFor(() => expect(location()).toBe("/demos?search=globex"));
    await screen.findByText("Client 40");
    await waitFor(() => expect(screen.queryByText("Client 11")).not.toBeInTheDocument());
  });

  confirmedDeleteTests({
    at: "/demos",
    seed: (n) => (adminDb.demos = Array.from({ length: n }, (_, i) => makeDemo(i + 1))),
    thing: "demo request",
    trigger: (row) => `Delete demo request from ${row}`,
    row: (i) => `Client ${i}`,
    path: "/api/v1/Contact/DemoRequests/d002",
  });

  it("keeps the row and says 'Failed to delete demo request' when the delete fails", async () => {
    adminDb.demos = [makeDemo(1)];
    server.use(
      http.delete("*/api/v1/Contact/DemoRequests/:id", () =>
        HttpResponse.json({ isSuccess: false, message: "db error" }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin("/demos");
    await user.click(await screen.findByRole("button", { name: "Delete demo request from Client 1" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Failed to delete demo request$/);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByText("Client 1")).toBeInTheDocument();
  });
});
