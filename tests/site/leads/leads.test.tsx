import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb, makeContact, makeDemo } from "../msw/admin";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const calls = (method: string, path: string) =>
  adminDb.requests.filter((r) => r.method === method && r.path === path);

beforeEach(async () => {
  await resetAdminState();
  signIn();
});

describe("lead status in the lists", () => {
  it("filters by status with counts per status, kept in the URL", async () => {
    adminDb.contacts = [
      makeContact(1),
      makeContact(2, { leadStatus: "contacted" }),
      makeContact(3, { leadStatus: "contacted" }),
    ];
    const user = userEvent.setup();
    const { location } = renderAdmin("/list");
    await screen.findByText("Person 1");
    const filter = screen.getByRole("combobox", { name: "Status" });
    expect(await within(filter).findByRole("option", { name: "Contacted (2)" })).toBeInTheDocument();
    expect(within(filter).getByRole("option", { name: "All but spam (3)" })).toBeInTheDocument();

    await user.selectOptions(filter, "contacted");
    expect(location()).toBe("/list?status=contacted");
    await expect.poll(() => screen.queryByText("Person 1")).toBeNull();
    expect(screen.getByText("Person 2")).toBeInTheDocument();
    expect(calls("GET", "/api/v1/Contact/GetAll").at(-1)?.search.get("status")).toBe("contacted");
  });

  it("leaves Spam out of the default view and shows it under its own filter, with Not spam on the row", async () => {
    adminDb.contacts = [makeContact(1), makeContact(2, { leadStatus: "spam" })];
    const user = userEvent.setup();
    renderAdmin("/list");
    await screen.findByText("Person 1");
    expect(screen.queryByText("Person 2")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Not spam/ })).not.toBeInTheDocument();
    const filter = screen.getByRole("combobox", { name: "Status" });
    expect(await within(filter).findByRole("option", { name: "All but spam (1)" })).toBeInTheDocument();
    expect(within(filter).getByRole("option", { name: "Spam (1)" })).toBeInTheDocument();

    await user.selectOptions(filter, "spam");
    await user.click(await screen.findByRole("button", { name: "Not spam: Person 2" }));
    await expect.poll(() => adminDb.contacts[1]).toMatchObject({ leadStatus: "new", version: 2 });
    const put = adminDb.requests.filter(
      (r) => r.method === "PUT" && r.path === "/api/v1/Contact/Update/c002",
    );
    expect(put).toHaveLength(1);
    // Back to New, the row leaves the Spam view.
    await expect.poll(() => screen.queryByText("Person 2")).toBeNull();
  });

  it("opens with the spec's default view: every status, no filter sent", async () => {
    adminDb.contacts = [makeContact(1, { leadStatus: "won" }), makeContact(2)];
    renderAdmin("/list");
    await screen.findByText("Person 1");
    expect(screen.getByText("Person 2")).toBeInTheDocument();
    expect(calls("GET", "/api/v1/Contact/GetAll")[0]?.search.has("status")).toBe(false);
  });

  it("changes a row's status with the version it showed, and says so when someone else changed it", async () => {
    adminDb.contacts = [makeContact(1, { overdue: true })];
    const user = userEvent.setup();
    renderAdmin("/list");
    const select = await screen.findByRole("combobox", { name: "Status of Person 1" });
    expect(screen.getByText("Overdue")).toBeInTheDocument();
    await user.selectOptions(select, "qualified");
    await expect.poll(() => adminDb.contacts[0]?.leadStatus).toBe("qualified");
    await expect.poll(() => (select as HTMLSelectElement).value).toBe("qualified");

    adminDb.contacts[0]!.version = 9; // another admin moved it meanwhile
    await user.selectOptions(screen.getByRole("combobox", { name: "Status of Person 1" }), "won");
    expect(await screen.findByRole("alert")).toHaveTextContent("Changed by someone else, reload.");
  });

  it("opens a lead from its name, by keyboard too", async () => {
    adminDb.demos = [makeDemo(2)];
    const user = userEvent.setup();
    const { location } = renderAdmin("/demos");
    const link = await screen.findByRole("link", { name: "Client 2" });
    expect(link).toHaveAttribute("href", "/demos/d002");
    link.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Client 2", level: 1 })).toBeInTheDocument();
    expect(location()).toBe("/demos/d002");
  });
});

describe("lead page", () => {
  it("shows the whole message, mailto and tel links, and no Verified badge for a plain contact", async () => {
    const long = "Line one of a long message.\n".repeat(40);
    adminDb.contacts = [makeContact(7, { message: long })];
    renderAdmin("/list/c007");
    expect(await screen.findByRole("heading", { name: "Person 7", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "person7@example.com" })).toHaveAttribute(
      "href",
      "mailto:person7@example.com",
    );
    expect(screen.getByRole("link", { name: "9876500007" })).toHaveAttribute("href", "tel:9876500007");
    expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent === long)).toBeInTheDocument();
    expect(screen.queryByText("Verified")).not.toBeInTheDocument();
    expect(screen.queryByText("Landing page")).not.toBeInTheDocument();
    expect(screen.getByText("No notes yet.")).toBeInTheDocument();
  });

  it("shows where the visit began when the lead has a first touch", async () => {
    adminDb.contacts = [makeContact(8, { landingPage: "/pricing", utmSource: "newsletter" })];
    renderAdmin("/list/c008");
    expect(await screen.findByText("Landing page")).toBeInTheDocument();
    expect(screen.getByText("/pricing")).toBeInTheDocument();
    expect(screen.getByText("UTM source")).toBeInTheDocument();
    expect(screen.getByText("newsletter")).toBeInTheDocument();
  });

  it("marks a confirmed demo request Verified", async () => {
    adminDb.demos = [makeDemo(4, { status: "confirmed" })];
    renderAdmin("/demos/d004");
    expect(await screen.findByText("Verified")).toBeInTheDocument();
    expect(screen.getByText("Company 4")).toBeInTheDocument();
  });

  it("sets the status and adds a signed note", async () => {
    adminDb.contacts = [makeContact(5)];
    const user = userEvent.setup();
    renderAdmin("/list/c005");
    const status = await screen.findByRole("combobox", { name: "Lead status" });
    await user.selectOptions(status, "contacted");
    await expect.poll(() => adminDb.contacts[0]?.leadStatus).toBe("contacted");

    await user.type(screen.getByRole("textbox", { name: "New note" }), "Called back, sending a quote.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    const notes = screen.getByRole("region", { name: "Notes" });
    const note = (await within(notes).findByText("Called back, sending a quote.")).closest("li")!;
    expect(within(note).getByText("admin@example.com")).toBeInTheDocument();
    expect(within(note).getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "New note" })).toHaveValue("");

    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(await within(timeline).findByText("Note by admin@example.com")).toBeInTheDocument();
    expect(within(timeline).getByText("Contact message")).toBeInTheDocument();
  });

  it("offers Not spam on a spam lead's page: New with the version shown, focus on the status", async () => {
    adminDb.demos = [makeDemo(3, { leadStatus: "spam", version: 4 })];
    const user = userEvent.setup();
    renderAdmin("/demos/d003");
    const status = await screen.findByRole("combobox", { name: "Lead status" });
    expect(status).toHaveValue("spam");
    await user.click(screen.getByRole("button", { name: "Not spam" }));
    await expect.poll(() => adminDb.demos[0]).toMatchObject({ leadStatus: "new", version: 5 });
    await expect.poll(() => screen.queryByRole("button", { name: "Not spam" })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Lead status" })).toHaveValue("new");
    expect(screen.getByRole("combobox", { name: "Lead status" })).toHaveFocus();
  });

  it("says so when someone else changed the spam lead first", async () => {
    adminDb.contacts = [makeContact(9, { leadStatus: "spam" })];
    const user = userEvent.setup();
    renderAdmin("/list/c009");
    const notSpam = await screen.findByRole("button", { name: "Not spam" });
    adminDb.contacts[0]!.version = 7; // another admin changed it meanwhile
    await user.click(notSpam);
    expect(await screen.findByRole("alert")).toHaveTextContent("Changed by someone else, reload.");
    expect(adminDb.contacts[0]?.leadStatus).toBe("spam");
  });

  it("shows who it is assigned to and when a reply is due", async () => {
    adminDb.contacts = [makeContact(6)];
    renderAdmin("/list/c006");
    const assignee = await screen.findByRole("combobox", { name: "Assigned to" });
    expect(assignee).toHaveValue("");
    expect(await within(assignee).findByRole("option", { name: "admin@example.com" })).toBeInTheDocument();
    expect(screen.getByText("Reply due")).toBeInTheDocument();
  });

  it("says when the lead does not exist", async () => {
    renderAdmin("/list/missing");
    expect(await screen.findByRole("alert")).toHaveTextContent("Contact not found.");
    expect(screen.getByRole("link", { name: "Back to Contacts" })).toHaveAttribute("href", "/list");
  });
});

describe("dashboard lead tiles", () => {
  it("shows New leads and Overdue, each linking to both filtered lists with their counts", async () => {
    adminDb.contacts = [
      makeContact(1, { overdue: true }),
      makeContact(2),
      makeContact(3, { leadStatus: "won" }),
    ];
    adminDb.demos = [makeDemo(1), makeDemo(2, { overdue: true })];
    renderAdmin("/admin");
    const tiles = await screen.findByRole("list", { name: "Lead figures" });
    const [fresh, overdue] = within(tiles).getAllByRole("listitem");
    await expect.poll(() => fresh!.textContent).toBe("New leads4Contacts (2)Demo requests (2)");
    expect(overdue).toHaveTextContent("Overdue2Contacts (1)Demo requests (1)");
    // Each figure links to the filtered views whose rows add up to it.
    const links = (item: HTMLElement) =>
      within(item)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href"));
    expect(links(fresh!)).toEqual(["/list?status=new", "/demos?status=new"]);
    expect(links(overdue!)).toEqual(["/list?overdue=1", "/demos?overdue=1"]);
  });
});
