import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingMessages } from "~/contract/booking-messages";
import { buildTimeCompany as company } from "~/content/company";
import { CancelPage } from "~/features/booking-manage/cancel-page";
import { ReschedulePage } from "~/features/booking-manage/reschedule-page";
import { CANCEL_PATH, RESCHEDULE_PATH } from "~/shared/paths";
import { BOOKING_NOW, bookingView, GOOD_TOKEN, refused, slotsHandler, someSlots } from "../msw/booking";
import { server } from "../msw/server";
import { renderRoutes } from "../render";
import { pinClock } from "./clock";
import { visitorZone } from "./zone";

const heading = (name: string) => screen.findByRole("heading", { level: 2, name });

function open(page: "reschedule" | "cancel", token = GOOD_TOKEN) {
  return renderRoutes(
    [
      { path: RESCHEDULE_PATH, element: <ReschedulePage /> },
      { path: CANCEL_PATH, element: <CancelPage /> },
      { path: "/demo", element: <h1>Book a Demo</h1> },
    ],
    `${page === "reschedule" ? RESCHEDULE_PATH : CANCEL_PATH}#${token}`,
  );
}

const row = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

function expectContactInstead(reason: string) {
  expect(screen.getByText(reason)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: company.phone })).toHaveAttribute("href", company.phoneHref);
  expect(screen.getByRole("link", { name: company.email })).toHaveAttribute(
    "href",
    `mailto:${company.email}`,
  );
}

function manageAnswers(view: typeof bookingView) {
  server.use(http.post("/api/Book/Manage", () => HttpResponse.json({ isSuccess: true, data: view })));
}

describe("reschedule and cancel pages", () => {
  let zone: ReturnType<typeof visitorZone>;
  beforeEach(() => {
    zone = visitorZone("Asia/Kolkata");
    // The pages tell a demo still ahead from one that has passed by the clock; the fixtures' times are
    // fixed days, so the clock is too.
    pinClock();
  });
  afterEach(() => {
    vi.useRealTimers();
    zone.mockRestore();
  });

  it("reschedule: shows the booking in both zones with the host, then moves it to a picked time", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      slotsHandler(someSlots),
      http.post("/api/Book/Reschedule", async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          isSuccess: true,
          data: { ...bookingView, startsAt: "2026-12-02T04:30:00.000Z", endsAt: "2026-12-02T05:00:00.000Z" },
        });
      }),
    );
    open("reschedule");
    expect(screen.getByRole("status")).toHaveTextContent("Loading your demo...");
    expect(await heading("Pick a new time")).toHaveFocus();
    expect(row("Your time")).toBe("Tuesday, 1 December 2026, 5:30 am – 6:00 am Eastern Standard Time");
    expect(row("Our time")).toBe("Tuesday, 1 December 2026, 4:00 pm – 4:30 pm India Standard Time");
    expect(row("Host")).toBe("Priya Sharma");
    // The booked time itself is not offered as a new one.
    await screen.findByRole("radio", { name: "Tuesday, 1 December 2026, 4:30 pm India Standard Time" });
    expect(
      screen.queryByRole("radio", { name: "Tuesday, 1 December 2026, 4:00 pm India Standard Time" }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reschedule" }));
    expect(screen.getByRole("group", { name: "Pick a new time" })).toHaveAccessibleDescription(
      "Please pick a time.",
    );
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Wednesday, 2 December 2026" }));
    await user.click(
      screen.getByRole("radio", { name: "Wednesday, 2 December 2026, 10:00 am India Standard Time" }),
    );
    await user.click(screen.getByRole("button", { name: "Reschedule" }));
    expect(await heading("Demo rescheduled")).toHaveFocus();
    expect(bodies).toEqual([
      { token: GOOD_TOKEN, slotStart: "2026-12-02T04:30:00.000Z", timeZone: "Asia/Kolkata" },
    ]);
    expect(screen.getByText(/Your demo has been moved/)).toBeInTheDocument();
    expect(row("Our time")).toBe("Wednesday, 2 December 2026, 10:00 am – 10:30 am India Standard Time");
  });

  it("reschedule: a time taken meanwhile says so and reloads the times", async () => {
    const user = userEvent.setup();
    let lookups = 0;
    server.use(
      http.get("/api/Book/Slots", () => {
        lookups += 1;
        return HttpResponse.json({ isSuccess: true, data: someSlots });
      }),
      http.post("/api/Book/Reschedule", () => refused(bookingMessages.slotTaken, 409)),
    );
    open("reschedule");
    await user.click(await screen.findByRole("radio", { name: /4:30 pm India Standard Time/ }));
    await user.click(screen.getByRole("button", { name: "Reschedule" }));
    expect(await screen.findByText(bookingMessages.slotTaken)).toBeInTheDocument();
    await waitFor(() => expect(lookups).toBe(2));
    expect(screen.getByRole("heading", { name: "Pick a new time" })).toBeInTheDocument();
  });

  it("reschedule inside the cutoff: the phone and email instead of the picker and button", async () => {
    const soon = Date.parse(BOOKING_NOW) + 30 * 60_000;
    manageAnswers({
      ...bookingView,
      startsAt: new Date(soon).toISOString(),
      endsAt: new Date(soon + 30 * 60_000).toISOString(),
      canChange: false,
    });
    open("reschedule");
    await heading("Your demo");
    expectContactInstead(bookingMessages.tooLateToChange);
    expect(screen.queryByRole("button", { name: "Reschedule" })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });

  it("a refused or malformed link says the link is not valid", async () => {
    open("reschedule", "tampered-token-0123456789");
    expect(await heading("Link not valid")).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(bookingMessages.invalidLink);
  });

  it("a link without a token is refused without asking the server", async () => {
    open("cancel", "");
    expect(screen.getByRole("heading", { name: "Link not valid" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(bookingMessages.invalidLink);
  });

  it("a failed lookup offers a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.post("/api/Book/Manage", () =>
        fail ? HttpResponse.error() : HttpResponse.json({ isSuccess: true, data: bookingView }),
      ),
    );
    open("cancel");
    await heading("Something went wrong");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await heading("Cancel this demo?")).toHaveFocus();
  });

  it("cancel: shows the booking, and the button cancels it", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post("/api/Book/Cancel", async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          isSuccess: true,
          data: { ...bookingView, status: "cancelled", canChange: false },
        });
      }),
    );
    open("cancel");
    await heading("Cancel this demo?");
    expect(row("Host")).toBe("Priya Sharma");
    await user.click(screen.getByRole("button", { name: "Cancel demo" }));
    expect(await heading("Demo cancelled")).toHaveFocus();
    expect(bodies).toEqual([{ token: GOOD_TOKEN }]);
    expect(screen.getByRole("status")).toHaveTextContent("Your demo is cancelled.");
    expect(screen.getByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", "/demo");
  });

  it("cancel refused inside the cutoff turns into the phone and email", async () => {
    const user = userEvent.setup();
    server.use(http.post("/api/Book/Cancel", () => refused(bookingMessages.tooLateToChange, 409)));
    open("cancel");
    await user.click(await screen.findByRole("button", { name: "Cancel demo" }));
    expect(await heading("Your demo")).toHaveFocus();
    expectContactInstead(bookingMessages.tooLateToChange);
    expect(screen.queryByRole("button", { name: "Cancel demo" })).not.toBeInTheDocument();
  });

  it("a demo whose time has passed says it took place, with the phone and email", async () => {
    vi.setSystemTime(bookingView.endsAt);
    manageAnswers({ ...bookingView, canChange: false });
    open("cancel");
    await heading("Your demo");
    expectContactInstead("This demo has already taken place. Please call or email us.");
    expect(screen.queryByRole("button", { name: "Cancel demo" })).not.toBeInTheDocument();
  });

  it("an already cancelled demo says so, with the phone and email", async () => {
    manageAnswers({ ...bookingView, status: "cancelled", canChange: false });
    open("cancel");
    await heading("Demo cancelled");
    const card = screen.getByRole("region", { name: "Demo cancelled" });
    expect(within(card).getByText(/This demo has been cancelled/)).toBeInTheDocument();
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
  });
});
