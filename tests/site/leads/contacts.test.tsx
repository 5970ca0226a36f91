import { captureDownloads } from "../admin/downloads";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminDb, makeContact } from "../msw/admin";
import { server } from "../msw/server";
import { confirmedDeleteTests } from "../admin/delete-flow";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";
import { confirmItsYou, stepUpBefore } from "../admin/step-up-server";

const listCalls = () => adminDb.requests.filter((r) => r.path === "/api/v1/Contact/GetAll");
const rows = () =>
  within(screen.getByRole("region", { name: "Contacts" }))
    .getAllByRole("row")
    .slice(1);
const someContacts = (n: number) => Array.from({ length: n }, (_, i) => makeContact(i + 1));

/**
 * Types `text` one key at a time within one turn of the event loop: keys closer together than the
 * debounce on any machine. (Typed with user-event, keys on a busy machine can be 300 ms apart, and each
 * such pause rightly searches.)
 */
function typeQuickly(text: string) {
  const box = screen.getByRole("searchbox", { name: "Search contacts" });
  for (let i = 1; i <= text.length; i++) fireEvent.change(box, { target: { value: text.slice(0, i) } });
}

describe("/list contacts", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });

  it("shows a loading state, then name, email, phone, message, local date and time and _id", async () => {
    adminDb.contacts = [makeContact(1, { createdAt: "2025-03-04T05:06:00.000Z" })];
    server.use(
      http.get("*/api/v1/Contact/GetAll", async () => {
        await delay(100);
        return HttpResponse.json({ isSuccess: true, data: adminDb.contacts, total: 1 });
      }),
    );
    renderAdmin("/list");
    expect(await screen.findByRole("status")).toHaveTextContent("Loading contacts...");
    const row = (await screen.findByText("Person 1")).closest("tr")!;
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    const local = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
      new Date("2025-03-04T05:06:00.000Z"),
    );
    expect(cells.slice(0, 6)).toEqual([
      "Person 1",
      "person1@example.com",
      "9876500001",
      "Hello number 1",
      local,
      "c001",
    ]);
    expect(within(row).getByText(local)).toHaveAttribute("datetime", "2025-03-04T05:06:00.000Z");
  });

  it("says 'No contacts found.' when there are none", async () => {
    renderAdmin("/list");
    expect(await screen.findByText("No contacts found.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("asks the server for pages of 10 and hides the pager when one page holds everything", async () => {
    adminDb.contacts = someContacts(10);
    renderAdmin("/list");
    await screen.findByRole("region", { name: "Contacts" });
    expect(rows()).toHaveLength(10);
    expect(listCalls()[0]?.search.get("page")).toBe("1");
    expect(listCalls()[0]?.search.get("pageSize")).toBe("10");
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("shows a capped total as '10,000+' and keeps Next open past it", async () => {
    server.use(
      http.get("*/api/v1/Contact/GetAll", ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        const data = someContacts(10).map((c, i) => ({ ...c, name: `Person ${(page - 1) * 10 + i + 1}` }));
        return HttpResponse.json({ isSuccess: true, data, total: 10_000, totalCapped: true });
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/list?page=1000");
    expect(await screen.findByText("Showing 9,991–10,000 of 10,000+ contacts")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Page 1001" })).toBeInTheDocument();
    await user.click(within(pager).getByRole("link", { name: "Next" }));
    expect(await screen.findByText("Showing 10,001–10,010 of 10,000+ contacts")).toBeInTheDocument();
  });

  it("shows Previous/Next and page numbers for eleven records and keeps the page in the URL", async () => {
    adminDb.contacts = someContacts(11);
    const user = userEvent.setup();
    const { location, router } = renderAdmin("/list");
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(within(pager).getByText("Previous")).toHaveAttribute("aria-disabled", "true");

    await user.click(within(pager).getByRole("link", { name: "Next" }));
    await screen.findByText("Person 11");
    expect(rows()).toHaveLength(1);
    expect(location()).toBe("/list?page=2");
    expect(within(screen.getByRole("navigation", { name: "Pagination" })).getByText("Next")).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    await router.navigate(-1);
    await screen.findByText("Person 10");
    expect(location()).toBe("/list");
  });

  it("restores page and search from the URL (reload, Back)", async () => {
    adminDb.contacts = [
      ...someContacts(15),
      ...Array.from({ length: 12 }, (_, i) => makeContact(100 + i, { name: `Acme ${i}` })),
    ];
    renderAdmin("/list?search=acme&page=2");
    await screen.findByText("Acme 10");
    expect(screen.getByRole("searchbox", { name: "Search contacts" })).toHaveValue("acme");
    expect(rows()).toHaveLength(2);
    expect(listCalls().at(-1)?.search.get("search")).toBe("acme");
    expect(listCalls().at(-1)?.search.get("page")).toBe("2");
  });

  it("searches on the server once typing pauses and returns to page 1", async () => {
    adminDb.contacts = [
      ...someContacts(25),
      makeContact(900, { name: "Jane Doe", email: "jane@corp.example" }),
    ];
    const { location } = renderAdmin("/list?page=3");
    await screen.findByText("Person 21");
    const callsBefore = listCalls().length;

    typeQuickly("JANE");
    await waitFor(() => expect(location()).toBe("/list?search=JANE"));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent("Jane Doe");
    const searches = listCalls()
      .slice(callsBefore)
      .map((r) => r.search.get("search"));
    expect(searches).toEqual(["JANE"]);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("waits about 300 ms before searching", async () => {
    adminDb.contacts = someContacts(3);
    renderAdmin("/list");
    await screen.findByText("Person 1");
    const callsBefore = listCalls().length;
    typeQuickly("Person 2");
    // Set after the debounce's timer in the same turn, so it is due first however busy the machine is.
    await new Promise((r) => setTimeout(r, 150));
    expect(listCalls().length).toBe(callsBefore);
    await waitFor(() => expect(listCalls().length).toBe(callsBefore + 1));
    expect(listCalls().at(-1)?.search.get("search")).toBe("Person 2");
  });

  confirmedDeleteTests({
    at: "/list",
    seed: (n) => (adminDb.contacts = someContacts(n)),
    thing: "contact",
    trigger: (row) => `Delete contact ${row}`,
    row: (i) => `Person ${i}`,
    path: "/api/v1/Contact/Delete/c002",
  });

  it("keeps the row and says 'Failed to delete contact' when the delete fails", async () => {
    adminDb.contacts = someContacts(1);
    server.use(
      http.delete("*/api/v1/Contact/Delete/:id", () =>
        HttpResponse.json({ isSuccess: false, message: "db error" }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin("/list");
    await user.click(await screen.findByRole("button", { name: "Delete contact Person 1" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Failed to delete contact$/);
    expect(screen.getByText("Person 1")).toBeInTheDocument();
  });

  it("truncates a long message and shows it whole on request", async () => {
    const long = `${"word ".repeat(40)}the end`;
    adminDb.contacts = [makeContact(1, { message: long })];
    const user = userEvent.setup();
    renderAdmin("/list");
    const more = await screen.findByRole("button", { name: "Read more of the message from Person 1" });
    expect(screen.queryByText(/the end/)).not.toBeInTheDocument();
    expect(more).toHaveAttribute("aria-expanded", "false");
    await user.click(more);
    expect(screen.getByRole("button", { name: "Show less of the message from Person 1" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByText(/the end/)).toBeInTheDocument();
  });

  it("renders markup in a message as text", async () => {
    const hostile = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2"><b>bold</b>';
    adminDb.contacts = [makeContact(1, { name: "<i>Eve</i>", message: hostile })];
    renderAdmin("/list");
    const row = await screen.findByRole("row", { name: /<i>Eve<\/i>/ });
    expect(row).toHaveTextContent(hostile.slice(0, 60));
    expect(document.querySelector("tbody script, tbody img, tbody b, tbody i")).toBeNull();
  });

  it("links 'Add New Contact' to the contact page", async () => {
    renderAdmin("/list");
    expect(await screen.findByRole("link", { name: "Add New Contact" })).toHaveAttribute("href", "/contact");
  });

  describe("CSV export", () => {
    afterEach(() => vi.restoreAllMocks());

    it("asks the server for the CSV of the view on screen and saves it", async () => {
      adminDb.contacts = [
        ...someContacts(3),
        ...Array.from({ length: 3 }, (_, i) => makeContact(200 + i, { name: `Acme ${i}` })),
      ];
      const { blobs, click, lines: saved } = captureDownloads();
      const user = userEvent.setup();
      renderAdmin("/list?search=acme&status=new&overdue=1&assigned=none&sort=value&dir=asc");
      await screen.findByText("No contacts found.");
      await user.click(screen.getByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(blobs).toHaveLength(1);
      expect((await saved())[0]).toBe("_id,name");
      const asked = adminDb.requests.filter((r) => r.path === "/api/v1/Leads/contact/Export");
      expect(Object.fromEntries(asked[0]!.search)).toEqual({
        search: "acme",
        status: "new",
        overdue: "1",
        assigned: "none",
        sort: "value",
        dir: "asc",
      });
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
        /^contacts-acme-\d{4}-\d{2}-\d{2}\.csv$/,
      );
    });

    it("asks the member to confirm it's them when the server wants it, then saves the file", async () => {
      adminDb.contacts = someContacts(2);
      const calls = stepUpBefore("get", "*/api/v1/Leads/contact/Export");
      const { click, lines: saved } = captureDownloads();
      const user = userEvent.setup();
      renderAdmin("/list");
      await screen.findByText("Person 1");
      await user.click(screen.getByRole("button", { name: "Export CSV" }));
      await confirmItsYou(user);
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect((await saved())[0]).toBe("_id,name");
      expect(calls).toEqual(["refused", "confirmed"]);
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });

    it("saves no file when the export fails", async () => {
      adminDb.contacts = someContacts(2);
      server.use(
        http.get("*/api/v1/Leads/contact/Export", () =>
          HttpResponse.json({ isSuccess: false, message: "db error" }, { status: 500 }),
        ),
      );
      vi.spyOn(console, "error").mockImplementation(() => {});
      const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
      const user = userEvent.setup();
      renderAdmin("/list");
      await screen.findByText("Person 1");
      await user.click(screen.getByRole("button", { name: "Export CSV" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("Failed to export contacts");
      expect(click).not.toHaveBeenCalled();
    });
  });
});
