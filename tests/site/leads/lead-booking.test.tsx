import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb, makeContact, makeDemo } from "../msw/admin";
import { server } from "../msw/server";
import { bookingDb, freeSlots, makeBooking } from "../msw/staff-booking";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const panel = () => screen.findByRole("region", { name: "Demo booking" });
const timelineReads = () =>
  adminDb.requests.filter((r) => r.method === "GET" && r.path.endsWith("/demo/d001/Timeline")).length;

describe("the lead page's demo booking", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
    adminDb.demos = [makeDemo(1)];
  });

  it("schedules a request without a time, and reads the timeline again", async () => {
    server.use(freeSlots(["2030-02-04T06:00:00.000Z", "2030-02-05T06:00:00.000Z"]));
    renderAdmin("/demos/d001");
    const user = userEvent.setup();
    const booking = await panel();
    expect(await within(booking).findByText("No time is booked for this request yet.")).toBeInTheDocument();
    expect(within(booking).queryByRole("button", { name: "Reschedule" })).toBeNull();
    await waitFor(() => expect(timelineReads()).toBe(1));

    await user.click(within(booking).getByRole("button", { name: "Schedule a time" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a time" });
    // The second day, then its only time.
    const days = within(await within(dialog).findByRole("group", { name: "Day" })).getAllByRole("radio");
    await user.click(days[1]!);
    await waitFor(() =>
      expect(dialog.querySelector('input[value="2030-02-05T06:00:00.000Z"]')).not.toBeNull(),
    );
    await user.click(dialog.querySelector<HTMLInputElement>('input[value="2030-02-05T06:00:00.000Z"]')!);
    await user.click(within(dialog).getByRole("button", { name: "Confirm time" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    expect(bookingDb.sent).toEqual([
      { call: "POST Booking d001", body: { slotStart: "2030-02-05T06:00:00.000Z" } },
    ]);
    expect(await within(booking).findByText("Confirmed")).toBeInTheDocument();
    expect(within(booking).getByRole("button", { name: "Reschedule" })).toBeInTheDocument();
    await waitFor(() => expect(timelineReads()).toBe(2));
  });

  it("shows an upcoming demo's time in both zones, host and status, with Reschedule and Cancel demo", async () => {
    bookingDb.bookings.d001 = makeBooking("d001", { startsAt: "2030-01-07T05:00:00.000Z" });
    renderAdmin("/demos/d001");
    const booking = await panel();
    // The host by the name visitors see, with the address staff write to.
    expect(await within(booking).findByText(/^Asha Rao/)).toHaveTextContent("Asha Rao (admin@example.com)");
    expect(within(booking).getByText("Confirmed")).toBeInTheDocument();
    expect(booking.querySelector("time")).toHaveAttribute("datetime", "2030-01-07T05:00:00.000Z");
    // The company's zone (Asia/Kolkata) is shown beside the reader's: 05:00 UTC is 10:30 there.
    expect(within(booking).getByText(/10:30.*India Standard Time, the company's time/)).toBeInTheDocument();
    expect(within(booking).getByRole("button", { name: "Reschedule" })).toBeInTheDocument();
    expect(within(booking).getByRole("button", { name: "Cancel demo" })).toBeInTheDocument();
    expect(within(booking).queryByRole("button", { name: "Attended" })).toBeNull();
  });

  it("cancels the demo after confirmation, then offers to schedule again", async () => {
    bookingDb.bookings.d001 = makeBooking("d001");
    renderAdmin("/demos/d001");
    const user = userEvent.setup();
    const booking = await panel();
    await user.click(await within(booking).findByRole("button", { name: "Cancel demo" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this demo?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel demo" }));
    expect(await within(booking).findByText("Cancelled")).toBeInTheDocument();
    expect(within(booking).getByRole("button", { name: "Schedule a time" })).toBeInTheDocument();
    expect(bookingDb.sent.map((s) => s.call)).toEqual(["POST Cancel d001"]);
  });

  it("offers Attended / No-show once the start has passed, and shows the recorded choice", async () => {
    bookingDb.bookings.d001 = makeBooking("d001", {
      startsAt: "2020-01-07T05:00:00.000Z",
      endsAt: "2020-01-07T05:30:00.000Z",
    });
    renderAdmin("/demos/d001");
    const user = userEvent.setup();
    const booking = await panel();
    const noShow = await within(booking).findByRole("button", { name: "No-show" });
    expect(within(booking).queryByRole("button", { name: "Reschedule" })).toBeNull();
    expect(within(booking).queryByRole("button", { name: "Cancel demo" })).toBeNull();
    expect(noShow).toHaveAttribute("aria-pressed", "false");
    await user.click(noShow);
    expect(await within(booking).findByText("No-show", { selector: "span" })).toBeInTheDocument();
    expect(within(booking).getByText(/Recorded:/)).toBeInTheDocument();
    expect(within(booking).getByRole("button", { name: "No-show" })).toHaveAttribute("aria-pressed", "true");
    expect(bookingDb.sent).toEqual([{ call: "POST Attendance d001", body: { attendance: "no_show" } }]);
  });

  it("shows why attendance was refused", async () => {
    bookingDb.bookings.d001 = makeBooking("d001", { startsAt: "2020-01-07T05:00:00.000Z" });
    server.use(
      http.post("*/api/v1/Contact/DemoRequests/:id/Attendance", () =>
        HttpResponse.json({ isSuccess: false, message: "The demo has not started yet." }, { status: 409 }),
      ),
    );
    renderAdmin("/demos/d001");
    const user = userEvent.setup();
    const booking = await panel();
    await user.click(await within(booking).findByRole("button", { name: "Attended" }));
    expect(await within(booking).findByRole("alert")).toHaveTextContent("The demo has not started yet.");
  });

  it("says so when the booking cannot be loaded", async () => {
    server.use(
      http.get("*/api/v1/Contact/DemoRequests/:id/Booking", () =>
        HttpResponse.json(
          { isSuccess: false, message: "Failed to load the demo's booking" },
          { status: 500 },
        ),
      ),
    );
    renderAdmin("/demos/d001");
    expect(await within(await panel()).findByRole("alert")).toHaveTextContent(
      "Failed to load the demo's booking",
    );
  });

  it("is not on a contact's page", async () => {
    adminDb.contacts = [makeContact(1)];
    renderAdmin("/list/c001");
    expect(await screen.findByRole("heading", { name: "Person 1", level: 1 })).toBeInTheDocument();
    await screen.findByRole("heading", { name: "Timeline" });
    expect(screen.queryByRole("region", { name: "Demo booking" })).toBeNull();
    expect(adminDb.requests.some((r) => r.path.endsWith("/Booking"))).toBe(false);
  });
});
