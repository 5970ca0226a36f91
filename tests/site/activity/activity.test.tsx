import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDateTime } from "~/lib/admin/format";
import { adminDb, makeAuditEvent } from "../msw/admin";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const auditCalls = () => adminDb.requests.filter((r) => r.path === "/api/Audit/GetAll");
const rows = () =>
  within(screen.getByRole("region", { name: "Activity" }))
    .getAllByRole("row")
    .slice(1);

describe("/activity", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });

  it("shows a loading state, then time, event, admin, IP address and outcome, newest first", async () => {
    adminDb.audit = [
      makeAuditEvent(1, { time: "2025-03-04T05:06:00.000Z" }),
      makeAuditEvent(2, {
        event: "rate_limit.hit",
        adminEmail: null,
        ipAddress: "192.0.2.7",
        outcome: "denied",
        detail: { route: "/api/v1/Contact/ContactUsMailSend" },
      }),
    ];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get("*/api/Audit/GetAll", async () => {
        await held;
        return HttpResponse.json({ isSuccess: true, data: adminDb.audit, total: 2 });
      }),
    );
    renderAdmin("/activity");
    // The screen first learns the member is an owner, then asks for the log.
    expect(await screen.findByText("Loading activity...")).toHaveAttribute("role", "status");
    release();

    await screen.findByRole("region", { name: "Activity" });
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Time",
      "Event",
      "Admin",
      "IP address",
      "Outcome",
      "Details",
    ]);
    expect(
      rows().map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        formatDateTime("2025-03-04T05:06:00.000Z"),
        "Contact deleted",
        "admin@example.com",
        "198.51.100.1",
        "Success",
        "id: c1",
      ],
      [
        formatDateTime(adminDb.audit[1]!.time),
        "Request limit reached",
        "—",
        "192.0.2.7",
        "Denied",
        "route: /api/v1/Contact/ContactUsMailSend",
      ],
    ]);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("shows the count beside an event counted in one row, and none beside a single event", async () => {
    adminDb.audit = [
      makeAuditEvent(1, { event: "rate_limit.hit", adminEmail: null, outcome: "denied", count: 1234 }),
      makeAuditEvent(2, { event: "analytics.share_viewed", outcome: "failure", count: 1 }),
    ];
    renderAdmin("/activity");
    await screen.findByText("Request limit reached", { exact: false, selector: "td" });
    const events = rows().map((r) => within(r).getAllByRole("cell")[1]!.textContent);
    expect(events).toEqual(["Request limit reached × 1,234", "Shared analytics report viewed"]);
  });

  it("shows a lead status change as the lead's link and its move", async () => {
    adminDb.audit = [
      makeAuditEvent(1, {
        event: "lead.status_changed",
        detail: { kind: "demo", lead: "d042", from: "spam", to: "new" },
      }),
    ];
    renderAdmin("/activity");
    await screen.findByText("Lead status changed", { selector: "td" });
    const cells = within(rows()[0]!).getAllByRole("cell");
    expect(cells.at(-1)).toHaveTextContent("Demo request Spam → New");
    expect(within(cells.at(-1)!).getByRole("link", { name: "Demo request" })).toHaveAttribute(
      "href",
      "/demos/d042",
    );
  });

  it("shows a lead added by hand and a demo request confirmed by hand with the lead's link", async () => {
    adminDb.audit = [
      makeAuditEvent(1, {
        event: "lead.created",
        detail: { kind: "contact", lead: "c042", source: "walk-in" },
      }),
      makeAuditEvent(2, { event: "demo_request.confirmed", detail: { kind: "demo", lead: "d042" } }),
    ];
    renderAdmin("/activity");
    await screen.findByText("Lead added by hand", { selector: "td" });
    const [added, confirmed] = rows().map((r) => within(r).getAllByRole("cell").at(-1)!);
    expect(added).toHaveTextContent("Contact message added by hand (source: walk-in)");
    expect(within(added!).getByRole("link", { name: "Contact message" })).toHaveAttribute(
      "href",
      "/list/c042",
    );
    expect(confirmed).toHaveTextContent("Demo request confirmed by hand");
    expect(within(confirmed!).getByRole("link", { name: "Demo request" })).toHaveAttribute(
      "href",
      "/demos/d042",
    );
  });

  it("says 'No activity recorded yet.' when the log is empty", async () => {
    renderAdmin("/activity");
    expect(await screen.findByText("No activity recorded yet.")).toBeInTheDocument();
    expect(auditCalls()[0]!.search.toString()).toBe("page=1&pageSize=10");
  });

  it("pages on the server with Previous/Next and page numbers, keeping the page in the URL", async () => {
    adminDb.audit = Array.from({ length: 12 }, (_, i) => makeAuditEvent(i + 1));
    const user = userEvent.setup();
    const { location } = renderAdmin("/activity");
    await screen.findByText("198.51.100.1");
    expect(rows()).toHaveLength(10);
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    await user.click(within(pager).getByRole("link", { name: "Next" }));
    await screen.findByText("198.51.100.11");
    expect(location()).toBe("/activity?page=2");
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(auditCalls().at(-1)!.search.get("page")).toBe("2");
  });

  it("filters by event on the server, keeping the event in the URL and starting at page 1", async () => {
    adminDb.audit = [
      ...Array.from({ length: 11 }, (_, i) => makeAuditEvent(i + 1)),
      makeAuditEvent(30, { event: "export.csv", detail: { list: "contacts", rows: 3 } }),
    ];
    const user = userEvent.setup();
    const { location } = renderAdmin("/activity?page=2");
    await screen.findByText("198.51.100.11");
    await user.selectOptions(screen.getByRole("combobox", { name: "Event" }), "CSV exported");
    await waitFor(() => expect(location()).toBe("/activity?event=export.csv"));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent("CSV exported");
    expect(auditCalls().at(-1)!.search.get("event")).toBe("export.csv");
    expect(auditCalls().at(-1)!.search.get("page")).toBe("1");

    await user.selectOptions(screen.getByRole("combobox", { name: "Event" }), "Password reset");
    expect(await screen.findByText("No activity of this kind recorded yet.")).toBeInTheDocument();
  });

  it("opens with the event of the link", async () => {
    adminDb.audit = [makeAuditEvent(1), makeAuditEvent(2, { event: "kpi.deleted" })];
    renderAdmin("/activity?event=kpi.deleted");
    await screen.findByText("KPI deleted", { selector: "td" });
    expect(screen.getByRole("combobox", { name: "Event" })).toHaveValue("kpi.deleted");
    expect(rows()).toHaveLength(1);
  });

  it("sends no event filter for an unknown event in the link", async () => {
    adminDb.audit = [makeAuditEvent(1)];
    renderAdmin("/activity?event=nope");
    await screen.findByText("Contact deleted", { selector: "td" });
    expect(auditCalls()[0]!.search.has("event")).toBe(false);
    expect(screen.getByRole("combobox", { name: "Event" })).toHaveValue("");
  });

  it("is in the admin sidebar", async () => {
    renderAdmin("/admin");
    const nav = await screen.findByRole("navigation", { name: "Admin sections" });
    // Listed once the role says owner.
    expect(await within(nav).findByRole("link", { name: "Activity" })).toHaveAttribute("href", "/activity");
  });
});
