import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "../msw/server";
import { bookingDb } from "../msw/staff-booking";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const sentTo = (call: string) => bookingDb.sent.filter((s) => s.call === call).map((s) => s.body);

describe("/availability", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });

  it("is in the sidebar and shows the hours in the company's zone", async () => {
    const { location } = renderAdmin("/admin");
    const user = userEvent.setup();
    const nav = await screen.findByRole("navigation", { name: "Admin sections" });
    await user.click(within(nav).getByRole("link", { name: "Availability" }));
    expect(location()).toBe("/availability");
    expect(await screen.findByRole("switch", { name: "Take demos" })).toBeChecked();
    expect(screen.getByText(/company time zone: India Standard Time \(Asia\/Kolkata\)/)).toBeInTheDocument();
    const monday = screen.getByRole("group", { name: "Monday" });
    expect(within(monday).getByLabelText("Monday from (1)")).toHaveValue("10:00");
    expect(within(monday).getByLabelText("Monday to (1)")).toHaveValue("18:00");
    expect(within(screen.getByRole("group", { name: "Sunday" })).getByText("No demos")).toBeInTheDocument();
  });

  it("saves the switch, the hours and the days off as one payload", async () => {
    renderAdmin("/availability");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch", { name: "Take demos" }));
    // A second interval on Monday, Saturday morning, and Friday gone.
    await user.click(screen.getByRole("button", { name: "Add hours on Monday" }));
    await user.type(screen.getByLabelText("Monday from (2)"), "19:00");
    await user.type(screen.getByLabelText("Monday to (2)"), "20:30");
    const monday = screen.getByLabelText("Monday to (1)");
    await user.clear(monday);
    await user.type(monday, "13:00");
    await user.click(screen.getByRole("button", { name: "Add hours on Saturday" }));
    await user.click(screen.getByRole("button", { name: "Remove Friday 10:00–18:00" }));
    await user.type(screen.getByLabelText("Day off"), "2030-01-02");
    await user.click(screen.getByRole("button", { name: "Add day off" }));
    await user.type(screen.getByLabelText("Day off"), "2030-01-01");
    await user.click(screen.getByRole("button", { name: "Add day off" }));
    await user.click(screen.getByRole("radio", { name: /Video call/ }));
    await user.type(screen.getByLabelText(/Meeting link/), "https://meet.example.com/abc-defg");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Availability saved.");
    expect(sentTo("PUT /Staff/Availability")).toEqual([
      {
        takesDemos: false,
        weeklyHours: {
          "1": [
            { start: "10:00", end: "13:00" },
            { start: "19:00", end: "20:30" },
          ],
          "2": [{ start: "10:00", end: "18:00" }],
          "3": [{ start: "10:00", end: "18:00" }],
          "4": [{ start: "10:00", end: "18:00" }],
          "5": [],
          "6": [{ start: "10:00", end: "18:00" }],
          "7": [],
        },
        daysOff: ["2030-01-01", "2030-01-02"],
        meeting: { kind: "video", url: "https://meet.example.com/abc-defg" },
      },
    ]);
    expect(screen.getByRole("list", { name: "Days off" })).toHaveTextContent(/2030/);
  });

  it("checks the hours before sending: a bad time and an end before the start", async () => {
    renderAdmin("/availability");
    const user = userEvent.setup();
    const from = await screen.findByLabelText("Tuesday from (1)");
    await user.clear(from);
    await user.type(from, "0900");
    const to = screen.getByLabelText("Wednesday to (1)");
    await user.clear(to);
    await user.type(to, "09:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Use HH:MM")).toBeInTheDocument();
    expect(from).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("End must be after start")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Check the highlighted fields.");
    expect(sentTo("PUT /Staff/Availability")).toEqual([]);
  });

  it("shows the server's field errors from a 400", async () => {
    server.use(
      http.put("*/api/Staff/Availability", () =>
        HttpResponse.json(
          {
            isSuccess: false,
            message: "Please check the highlighted fields.",
            errors: [
              { path: "weeklyHours.2.0.start", message: "Too early" },
              { path: "weeklyHours", message: "Working hours of one day must not overlap" },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderAdmin("/availability");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((a) => a.textContent)).toEqual([
      "Please check the highlighted fields.",
      "Weekly hours: Working hours of one day must not overlap",
    ]);
    expect(screen.getByText("Too early")).toBeInTheDocument();
    expect(screen.getByLabelText("Tuesday from (1)")).toHaveAttribute("aria-invalid", "true");
  });

  it("says it is loading until the availability comes", async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get("*/api/Staff/Availability", async () => {
        await held;
        return HttpResponse.json({ isSuccess: true, data: bookingDb.availability });
      }),
    );
    renderAdmin("/availability");
    expect(await screen.findByRole("status")).toHaveTextContent("Loading your availability...");
    answer();
    expect(await screen.findByRole("switch", { name: "Take demos" })).toBeInTheDocument();
    expect(screen.queryByText("Loading your availability...")).toBeNull();
  });

  it("says so when the availability cannot be loaded, and retries", async () => {
    let fail = true;
    server.use(
      http.get("*/api/Staff/Availability", () =>
        fail
          ? HttpResponse.json({ isSuccess: false, message: "Server busy" }, { status: 500 })
          : HttpResponse.json({ isSuccess: true, data: bookingDb.availability }),
      ),
    );
    renderAdmin("/availability");
    expect(await screen.findByRole("alert")).toHaveTextContent("Server busy");
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("switch", { name: "Take demos" })).toBeInTheDocument();
  });

  it("connects a CalDAV calendar, shows its sync and error, and disconnects it", async () => {
    renderAdmin("/availability");
    const user = userEvent.setup();
    const calendar = await screen.findByRole("region", { name: "Calendar (CalDAV)" });
    await user.type(within(calendar).getByLabelText("CalDAV URL"), "https://dav.example.com/cal/");
    await user.type(within(calendar).getByLabelText("Username"), "asha");
    await user.type(within(calendar).getByLabelText("Password"), "s3cret");
    await user.click(within(calendar).getByRole("button", { name: "Connect" }));
    expect(await within(calendar).findByText("Calendar connected.")).toBeInTheDocument();
    expect(within(calendar).getByText(/Connected as asha\. Not synced yet\./)).toBeInTheDocument();
    expect(within(calendar).getByLabelText("Password")).toHaveValue("");
    expect(sentTo("PUT /Staff/Availability/Calendar")).toEqual([
      { url: "https://dav.example.com/cal/", username: "asha", password: "s3cret" },
    ]);

    await user.click(within(calendar).getByRole("button", { name: "Disconnect" }));
    expect(await within(calendar).findByText("Calendar disconnected.")).toBeInTheDocument();
    expect(sentTo("PUT /Staff/Availability/Calendar")[1]).toEqual({ url: "", username: "", password: "" });
    expect(within(calendar).queryByRole("button", { name: "Disconnect" })).toBeNull();
  });

  it("shows the calendar's last sync and its error", async () => {
    bookingDb.availability.calendar = {
      connected: true,
      url: "https://dav.example.com/cal/",
      username: "asha",
      lastSyncedAt: "2030-01-01T10:00:00.000Z",
      error: "401 Unauthorized.",
    };
    renderAdmin("/availability");
    const calendar = await screen.findByRole("region", { name: "Calendar (CalDAV)" });
    expect(
      within(calendar)
        .getByText(/Last sync:/)
        .querySelector("time"),
    ).toHaveAttribute("datetime", "2030-01-01T10:00:00.000Z");
    expect(within(calendar).getByRole("alert")).toHaveTextContent(
      "The calendar could not be reached: 401 Unauthorized.",
    );
    expect(within(calendar).getByLabelText("CalDAV URL")).toHaveValue("https://dav.example.com/cal/");
  });

  it("shows a refused calendar URL under its field", async () => {
    server.use(
      http.put("*/api/Staff/Availability/Calendar", () =>
        HttpResponse.json(
          {
            isSuccess: false,
            message: "The calendar could not be connected.",
            errors: [{ path: "url", message: "The calendar's address must use https." }],
          },
          { status: 400 },
        ),
      ),
    );
    renderAdmin("/availability");
    const user = userEvent.setup();
    const calendar = await screen.findByRole("region", { name: "Calendar (CalDAV)" });
    await user.type(within(calendar).getByLabelText("CalDAV URL"), "http://10.0.0.5/cal");
    await user.click(within(calendar).getByRole("button", { name: "Connect" }));
    expect(await within(calendar).findByRole("alert")).toHaveTextContent(
      "The calendar could not be connected.",
    );
    expect(within(calendar).getByLabelText("CalDAV URL")).toHaveAccessibleDescription(
      "The calendar's address must use https.",
    );
  });

  it("makes the private feed address, shows it once with Copy, and warns before a new one", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderAdmin("/availability");
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const feed = await screen.findByRole("region", { name: "Private calendar feed" });
    await user.click(within(feed).getByRole("button", { name: "Make feed address" }));
    const address = await within(feed).findByLabelText("Feed address (shown once)");
    expect(address).toHaveValue("http://localhost/api/Calendar/Feed/secret-1");
    await user.click(within(feed).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("http://localhost/api/Calendar/Feed/secret-1");
    expect(within(feed).getByRole("status")).toHaveTextContent("Copied.");
    expect(within(feed).getByText(/Making a new address stops the old one/)).toBeInTheDocument();

    await user.click(within(feed).getByRole("button", { name: "Make a new feed address" }));
    expect(await within(feed).findByLabelText("Feed address (shown once)")).toHaveValue(
      "http://localhost/api/Calendar/Feed/secret-2",
    );
    expect(address).not.toBeInTheDocument();
  });

  it("an owner picks a colleague and sets their hours and meeting place; calendar and feed stay their own", async () => {
    server.use(
      http.get("*/api/Team", () =>
        HttpResponse.json({
          isSuccess: true,
          data: {
            members: [
              {
                _id: "a1",
                email: "admin@example.com",
                name: "Admin",
                displayName: null,
                title: null,
                role: "owner",
                createdAt: "2026-01-01T10:00:00.000Z",
                lastSignInAt: null,
                isYou: true,
              },
              {
                _id: "a2",
                email: "priya@example.org",
                name: "Priya Sharma",
                displayName: "Priya Sharma",
                title: null,
                role: "staff",
                createdAt: "2026-01-02T10:00:00.000Z",
                lastSignInAt: null,
                isYou: false,
              },
            ],
            invitations: [],
          },
        }),
      ),
    );
    bookingDb.members.a2 = { ...structuredClone(bookingDb.availability), takesDemos: false };
    const { location } = renderAdmin("/availability");
    const user = userEvent.setup();
    await screen.findByRole("switch", { name: "Take demos" });
    expect(screen.getByRole("heading", { name: "Calendar (CalDAV)" })).toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText("Whose hours"), "a2");
    expect(location()).toBe("/availability?member=a2");
    // Their form, once it has replaced yours.
    expect(await screen.findByText("They are never offered.")).toBeInTheDocument();
    const take = screen.getByRole("switch", { name: "Take demos" });
    expect(take).not.toBeChecked();
    expect(screen.queryByRole("heading", { name: "Calendar (CalDAV)" })).toBeNull();

    await user.click(take);
    await user.click(screen.getByRole("radio", { name: /At the office/ }));
    const address = screen.getByLabelText(/Address/);
    expect(address).not.toHaveValue("");
    await user.clear(address);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the address")).toBeInTheDocument();
    await user.type(address, "2nd floor, Main Road, Ranchi");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Availability saved.");
    expect(sentTo("PUT /Staff/Members/a2/Availability")).toMatchObject([
      { takesDemos: true, meeting: { kind: "office", address: "2nd floor, Main Road, Ranchi" } },
    ]);
    expect(sentTo("PUT /Staff/Availability")).toEqual([]);
  });
});
