import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDay } from "~/components/admin/booking/demo-time";
import { bookingDb, freeSlots, makeBooking } from "../msw/staff-booking";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const first = "2030-01-07T05:00:00.000Z";
const second = "2030-01-07T09:00:00.000Z";
const nextDay = "2030-01-09T05:00:00.000Z";

describe("/agenda", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
    bookingDb.bookings = {
      d001: makeBooking("d001", { startsAt: second, endsAt: "2030-01-07T09:30:00.000Z" }),
      d002: makeBooking("d002", { startsAt: first }),
      d003: makeBooking("d003", {
        startsAt: nextDay,
        endsAt: "2030-01-09T05:30:00.000Z",
        hostEmail: "omar@example.org",
        hostName: "Omar Khan",
        fullName: "Lee Chan",
        companyName: "Chan Ltd",
      }),
    };
  });

  it("groups my demos by day, each linking to its lead page", async () => {
    const { location } = renderAdmin("/admin");
    const user = userEvent.setup();
    const nav = await screen.findByRole("navigation", { name: "Admin sections" });
    await user.click(within(nav).getByRole("link", { name: "Agenda" }));
    const day = await screen.findByRole("region", { name: formatDay(first) });
    const links = within(day).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Client d002", "/demos/d002"],
      ["Client d001", "/demos/d001"],
    ]);
    expect(within(day).getAllByText(/^Host: Asha Rao$/)).toHaveLength(2);
    expect(screen.queryByText("Lee Chan")).toBeNull();
    expect(location()).toBe("/agenda");
    expect(screen.getByRole("button", { name: "Mine" })).toHaveAttribute("aria-pressed", "true");
  });

  it("keeps Everyone's in the URL and lists the others' demos too", async () => {
    const { location } = renderAdmin("/agenda");
    const user = userEvent.setup();
    await screen.findByRole("region", { name: formatDay(first) });
    await user.click(screen.getByRole("button", { name: "Everyone's" }));
    expect(location()).toBe("/agenda?scope=all");
    const later = await screen.findByRole("region", { name: formatDay(nextDay) });
    expect(within(later).getByRole("link", { name: "Lee Chan" })).toHaveAttribute("href", "/demos/d003");
    expect(later).toHaveTextContent("Chan Ltd");
    expect(later).toHaveTextContent("Host: Omar Khan");
    await user.click(screen.getByRole("button", { name: "Mine" }));
    expect(location()).toBe("/agenda");
  });

  it("opens on Everyone's from the URL", async () => {
    renderAdmin("/agenda?scope=all");
    expect(await screen.findByRole("link", { name: "Lee Chan" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Everyone's" })).toHaveAttribute("aria-pressed", "true");
  });

  it("says when there is nothing on the agenda", async () => {
    bookingDb.bookings = {};
    renderAdmin("/agenda");
    expect(await screen.findByText("You have no upcoming demos.")).toBeInTheDocument();
  });

  it("cancels a demo after confirmation", async () => {
    renderAdmin("/agenda");
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Cancel the demo with Client d001, Company d001" }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this demo?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel demo" }));
    await waitFor(() => expect(screen.queryByText("Client d001")).toBeNull());
    expect(screen.getByRole("status")).toHaveTextContent("Demo cancelled.");
    expect(bookingDb.sent.map((s) => s.call)).toEqual(["POST Cancel d001"]);
  });

  it("reschedules a demo to a free time picked in the dialog", async () => {
    server.use(freeSlots(["2030-01-10T06:00:00.000Z", "2030-01-10T07:00:00.000Z"]));
    renderAdmin("/agenda");
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Reschedule the demo with Client d002, Company d002" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Reschedule demo" });
    // The dialog opens at its title, not at "Close" at its foot.
    expect(dialog).toHaveFocus();
    const times = await within(dialog).findAllByRole("radio", { name: /2030/ });
    await user.click(times.find((t) => (t as HTMLInputElement).value === "2030-01-10T07:00:00.000Z")!);
    await user.click(within(dialog).getByRole("button", { name: "Confirm time" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bookingDb.sent).toEqual([
      {
        call: "POST Booking d002",
        body: { slotStart: "2030-01-10T07:00:00.000Z", timeZone: "Asia/Kolkata" },
      },
    ]);
    expect(
      await screen.findByRole("region", { name: formatDay("2030-01-10T07:00:00.000Z") }),
    ).toHaveTextContent("Client d002");
  });
});
