import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb } from "../msw/admin";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

describe("/admin dashboard", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });

  it("shows the API's counts in tiles that link to their lists", async () => {
    adminDb.stats = {
      contacts: 1234,
      visitors: 87,
      demoRequests: 5,
      kpis: 3,
      contactsLast7Days: 19,
      pageViews: 4321,
      sessions: 765,
      demosThisWeek: 4,
      noShowRate: 0.25,
    };
    renderAdmin("/admin");
    const contacts = await screen.findByRole("link", { name: /^Contacts 1,234$/ });
    expect(contacts).toHaveAttribute("href", "/list");
    expect(screen.getByRole("link", { name: /^Visitors 87$/ })).toHaveAttribute("href", "/ipaddress");
    expect(screen.getByRole("link", { name: /^Demo Requests 5$/ })).toHaveAttribute("href", "/demos");
    expect(screen.getByRole("link", { name: /^Contacts in the Last 7 Days 19$/ })).toHaveAttribute(
      "href",
      "/admin",
    );
    expect(screen.getByRole("link", { name: /^Page Views 4,321$/ })).toHaveAttribute("href", "/analytics");
    expect(screen.getByRole("link", { name: /^Sessions 765$/ })).toHaveAttribute("href", "/analytics");
  });

  it("shows this week's demos and the no-show rate, or a dash before any attendance", async () => {
    adminDb.stats = { ...adminDb.stats, demosThisWeek: 4, noShowRate: 0.125 };
    const { unmount } = renderAdmin("/admin");
    const demos = await screen.findByRole("link", { name: /^Demos this week 4/ });
    expect(demos).toHaveAttribute("href", "/agenda?scope=all");
    expect(screen.getByRole("link", { name: /^No-show rate 12.5%/ })).toBeInTheDocument();
    unmount();
    await resetAdminState();
    signIn();
    renderAdmin("/admin");
    expect(
      await screen.findByRole("link", { name: /^No-show rate — No attendance recorded yet$/ }),
    ).toBeInTheDocument();
  });

  it("shows no number until the API has answered", async () => {
    adminDb.stats = { ...adminDb.stats, contacts: 42 };
    renderAdmin("/admin");
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(screen.queryByText("42")).not.toBeInTheDocument();
    expect(await screen.findByText("42")).toBeInTheDocument();
  });

  it("says so when the figures cannot be loaded", async () => {
    server.use(
      http.get("*/api/Analytics/DashboardStats", () =>
        HttpResponse.json({ isSuccess: false }, { status: 500 }),
      ),
    );
    renderAdmin("/admin");
    expect(await screen.findByRole("alert")).toHaveTextContent("The figures could not be loaded.");
    const tiles = screen.getByRole("list", { name: "Figures" });
    expect(within(tiles).getAllByText("—")).toHaveLength(6);
  });

  it("has quick links to the contact page and the home page", async () => {
    renderAdmin("/admin");
    expect(await screen.findByRole("link", { name: "Contact Page" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Visit Website" })).toHaveAttribute("href", "/");
  });

  it("opens and closes the sidebar on small screens", async () => {
    const { default: userEvent } = await import("@testing-library/user-event");
    const user = userEvent.setup();
    renderAdmin("/admin");
    const menu = await screen.findByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });
});
