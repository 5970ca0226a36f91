import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminDb, makeIp } from "../msw/admin";
import { server } from "../msw/server";
import { confirmedDeleteTests } from "../admin/delete-flow";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const someIps = (n: number) => Array.from({ length: n }, (_, i) => makeIp(i + 1));
const listCalls = () => adminDb.requests.filter((r) => r.path === "/api/IpAddress/GetAll");

describe("/ipaddress", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows a loading text, then the columns IP Address, Country, City, Region, Timezone, Date, Actions", async () => {
    adminDb.ips = [makeIp(7, { country: "DE", city: "Berlin", region: "BE", timezone: "Europe/Berlin" })];
    server.use(
      http.get("*/api/IpAddress/GetAll", async () => {
        await delay(100);
        return HttpResponse.json({ isSuccess: true, data: adminDb.ips, total: 1 });
      }),
    );
    renderAdmin("/ipaddress");
    expect(await screen.findByText("Loading IP addresses...")).toBeInTheDocument();
    const row = (await screen.findByText("203.0.113.7")).closest("tr")!;
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["IP Address", "Country", "City", "Region", "Timezone", "Date", "Actions"]);
    expect(
      within(row)
        .getAllByRole("cell")
        .slice(0, 5)
        .map((c) => c.textContent),
    ).toEqual(["203.0.113.7", "DE", "Berlin", "BE", "Europe/Berlin"]);
  });

  it("says 'No IP addresses found.' when there are none", async () => {
    renderAdmin("/ipaddress");
    expect(await screen.findByText("No IP addresses found.")).toBeInTheDocument();
  });

  it("shows an edit icon that is disabled and says it is not available", async () => {
    adminDb.ips = someIps(1);
    renderAdmin("/ipaddress");
    const edit = await screen.findByRole("button", { name: "Edit 203.0.113.1 (not available)" });
    expect(edit).toBeDisabled();
  });

  it("links 'Add New IP' to the contact page", async () => {
    renderAdmin("/ipaddress");
    expect(await screen.findByRole("link", { name: "Add New IP" })).toHaveAttribute("href", "/contact");
  });

  it("pages by 10 with the pager only for more than one page, and searches on the server", async () => {
    adminDb.ips = [...someIps(11), makeIp(50, { city: "Mumbai" })];
    const user = userEvent.setup();
    const { location } = renderAdmin("/ipaddress");
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Page 2" })).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search IP addresses" }), "mumbai");
    await waitFor(() => expect(location()).toBe("/ipaddress?search=mumbai"));
    await screen.findByText("203.0.113.50");
    expect(listCalls().at(-1)?.search.get("search")).toBe("mumbai");
    await waitFor(() =>
      expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument(),
    );
  });

  confirmedDeleteTests({
    at: "/ipaddress",
    seed: (n) => (adminDb.ips = someIps(n)),
    thing: "IP address",
    trigger: (row) => `Delete IP address ${row}`,
    row: (i) => `203.0.113.${i}`,
    path: "/api/IpAddress/Delete/ip002",
  });

  it("logs a failed list and shows a quiet notice", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(
      http.get("*/api/IpAddress/GetAll", () => HttpResponse.json({ isSuccess: false }, { status: 500 })),
    );
    renderAdmin("/ipaddress");
    expect(await screen.findByText("Failed to fetch IP addresses")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it("logs a failed delete, keeps the row and shows a quiet notice", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    adminDb.ips = someIps(1);
    server.use(
      http.delete("*/api/IpAddress/Delete/:id", () =>
        HttpResponse.json({ isSuccess: false }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin("/ipaddress");
    await user.click(await screen.findByRole("button", { name: "Delete IP address 203.0.113.1" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Failed to delete IP address"));
    expect(screen.getByText("203.0.113.1")).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
