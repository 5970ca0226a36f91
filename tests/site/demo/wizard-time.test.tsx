import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DemoWizard } from "~/features/demo-booking/demo-wizard";
import { bookingMessages } from "~/contract/booking-messages";
import { confirmedBooking, noSlots, refused, slotsHandler, someSlots } from "../msw/booking";
import { server } from "../msw/server";
import { GOOD_OTP, OTP_ID } from "../msw/visitor-flows";
import { details, fillDetails, input, renderWizard, sendOtpButton, type User } from "./wizard-helpers";
import { visitorZone } from "./zone";

const heading = (name: string) => screen.findByRole("heading", { level: 2, name });
const picker = () => screen.getByRole("group", { name: bookingMessages.pickATime });
const fourPm = "Tuesday, 1 December 2026, 4:00 pm India Standard Time";

/** Counts GET /Book/Slots calls while answering with `slots`. */
function countSlots(slots = someSlots) {
  const calls = { n: 0 };
  server.use(
    http.get("/api/Book/Slots", () => {
      calls.n += 1;
      return HttpResponse.json({ isSuccess: true, data: slots });
    }),
  );
  return calls;
}

/** Records SendOtp bodies. */
function recordSendOtp() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post("/api/v1/Contact/SendOtp", async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ isSuccess: true, data: { id: OTP_ID, expiresInSeconds: 120 } });
    }),
  );
  return bodies;
}

async function toCode(user: User) {
  await user.click(sendOtpButton());
  await heading("Verify OTP");
  await user.type(input.otp(), GOOD_OTP);
  await user.click(screen.getByRole("button", { name: "Verify & Submit" }));
}

describe("demo wizard: picking a time", () => {
  let user: User;
  let zone: ReturnType<typeof visitorZone>;
  beforeEach(() => {
    user = userEvent.setup();
    zone = visitorZone("Asia/Kolkata");
  });
  afterEach(() => zone.mockRestore());

  it("fetches the times on hydration when the visitor was already in the form, the picker out of view", async () => {
    const calls = countSlots();
    // The picker's frame never comes into view.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    const page = (
      <MemoryRouter initialEntries={["/demo"]}>
        <DemoWizard />
      </MemoryRouter>
    );
    const hydrate = async (focusFirst: boolean) => {
      const container = document.createElement("div");
      container.innerHTML = renderToString(page);
      document.body.append(container);
      if (focusFirst) container.querySelector("input")!.focus();
      const root = await act(async () => hydrateRoot(container, page));
      return () => {
        act(() => root.unmount());
        container.remove();
      };
    };
    try {
      // Not in the form: nothing loads until the picker is seen.
      (await hydrate(false))();
      expect(calls.n).toBe(0);
      // Typing in the prerendered form: React saw no focus, but the times come anyway.
      const done = await hydrate(true);
      await waitFor(() => expect(calls.n).toBe(1));
      done();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("offers the free times in the visitor's zone after the spec's fields, and requires one", async () => {
    server.use(slotsHandler(someSlots));
    const sent = recordSendOtp();
    renderWizard();
    expect(await screen.findByRole("radio", { name: fourPm })).toBeInTheDocument();
    expect(within(picker()).getByText("India Standard Time")).toBeVisible();
    // After the spec's fields, before "Send OTP".
    expect(input.comment().compareDocumentPosition(picker()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await fillDetails(user);
    await user.click(sendOtpButton());
    expect(picker()).toHaveAccessibleDescription("Please pick a time.");
    expect(sent).toEqual([]);
    expect(screen.getByRole("radio", { name: fourPm })).toHaveFocus();
    await user.click(screen.getByRole("radio", { name: fourPm }));
    expect(screen.queryByText("Please pick a time.")).not.toBeInTheDocument();
    await user.click(sendOtpButton());
    await heading("Verify OTP");
    expect(sent[0]).toMatchObject({ slotStart: "2026-12-01T10:30:00.000Z", timeZone: "Asia/Kolkata" });
  });

  it("sends the zone the visitor switched to", async () => {
    server.use(slotsHandler(someSlots));
    const sent = recordSendOtp();
    renderWizard();
    await user.selectOptions(await screen.findByLabelText("Time zone"), "America/New_York");
    await user.click(
      screen.getByRole("radio", { name: "Tuesday, 1 December 2026, 11:30 pm Eastern Standard Time" }),
    );
    await fillDetails(user);
    await user.click(sendOtpButton());
    await heading("Verify OTP");
    expect(sent[0]).toMatchObject({ slotStart: "2026-12-02T04:30:00.000Z", timeZone: "America/New_York" });
  });

  it("step 3 shows the time in both zones, the host and the invitation download", async () => {
    server.use(
      slotsHandler(someSlots),
      http.post("/api/Book/VerifySchedule", () =>
        HttpResponse.json({
          isSuccess: true,
          message: "Demo scheduled",
          data: { booking: confirmedBooking },
        }),
      ),
    );
    renderWizard();
    await user.click(await screen.findByRole("radio", { name: fourPm }));
    await fillDetails(user);
    await toCode(user);
    expect(await heading("Demo Scheduled Successfully!")).toHaveFocus();
    const step = screen.getByRole("region", { name: "Demo Scheduled Successfully!" });
    const row = (term: string) => within(step).getByText(term).nextElementSibling?.textContent;
    expect(row("Your time")).toBe("Tuesday, 1 December 2026, 5:30 am – 6:00 am Eastern Standard Time");
    expect(row("Our time")).toBe("Tuesday, 1 December 2026, 4:00 pm – 4:30 pm India Standard Time");
    expect(row("Host")).toBe("Priya Sharma");
    expect(row("Where")).toBe("Video call: https://meet.example.com/abc-defg");
    expect(within(step).getByRole("link", { name: "https://meet.example.com/abc-defg" })).toHaveAttribute(
      "href",
      "https://meet.example.com/abc-defg",
    );
    expect(row("Name")).toBe("Ravi Kumar");
    expect(within(step).queryByText(/Our team will contact you shortly/)).not.toBeInTheDocument();
    const link = within(step).getByRole("link", { name: "Add to calendar" });
    expect(link).toHaveAttribute("download", "demo.ics");
    expect(decodeURIComponent(link.getAttribute("href")!)).toBe(
      `data:text/calendar;charset=utf-8,${confirmedBooking.ics}`,
    );
    expect(within(step).getByRole("button", { name: "Schedule Another Demo" })).toBeInTheDocument();
  });

  it("a time taken before Send OTP: says so at the picker, keeps the details and reloads the times", async () => {
    const calls = countSlots();
    server.use(http.post("/api/v1/Contact/SendOtp", () => refused(bookingMessages.slotTaken, 409)));
    renderWizard();
    await user.click(await screen.findByRole("radio", { name: fourPm }));
    await fillDetails(user);
    await user.click(sendOtpButton());
    expect(await within(picker()).findByRole("alert")).toHaveTextContent(bookingMessages.slotTaken);
    await waitFor(() => expect(calls.n).toBe(2));
    expect(await screen.findByRole("radio", { name: fourPm })).not.toBeChecked();
    expect(input.fullName()).toHaveValue(details.fullName);
    expect(input.comment()).toHaveValue(details.comment);
    expect(screen.getByRole("heading", { name: "Your Details" })).toBeInTheDocument();
  });

  it("a hold that lapsed before Verify: back to step 1's picker with the message and the details kept", async () => {
    const calls = countSlots();
    server.use(http.post("/api/Book/VerifySchedule", () => refused(bookingMessages.slotTaken, 409)));
    renderWizard();
    await user.click(await screen.findByRole("radio", { name: fourPm }));
    await fillDetails(user);
    await toCode(user);
    expect(await heading("Your Details")).toHaveFocus();
    expect(within(picker()).getByRole("alert")).toHaveTextContent(bookingMessages.slotTaken);
    await waitFor(() => expect(calls.n).toBe(2));
    expect(input.email()).toHaveValue(details.email);
    expect(input.phone()).toHaveValue(details.phone);
  });

  it("with no availability: says so, and sends the request without a time as before", async () => {
    server.use(slotsHandler(noSlots));
    const sent = recordSendOtp();
    renderWizard();
    expect(await within(picker()).findByText(bookingMessages.noAvailability)).toBeInTheDocument();
    await fillDetails(user);
    await toCode(user);
    await heading("Demo Scheduled Successfully!");
    expect(sent[0]).not.toHaveProperty("slotStart");
    expect(sent[0]).not.toHaveProperty("timeZone");
    expect(
      screen.getByText("Our team will contact you shortly to fix a time for your demo."),
    ).toBeInTheDocument();
  });

  it("available but nothing free is no availability too", async () => {
    server.use(slotsHandler({ ...someSlots, slots: [] }));
    renderWizard();
    expect(await within(picker()).findByText(bookingMessages.noAvailability)).toBeInTheDocument();
  });

  it("a lookup that got no answer is tried once more before any error shows", async () => {
    let calls = 0;
    server.use(
      http.get("/api/Book/Slots", () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ isSuccess: true, data: someSlots });
      }),
    );
    renderWizard();
    expect(await screen.findByRole("radio", { name: fourPm })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(within(picker()).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a refusal from the server is shown at once, without a second call", async () => {
    let calls = 0;
    server.use(
      http.get("/api/Book/Slots", () => {
        calls += 1;
        return HttpResponse.json({ isSuccess: false, message: "Bookings are paused." }, { status: 503 });
      }),
    );
    renderWizard();
    const alert = await within(picker()).findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the available times.");
    expect(calls).toBe(1);
  });

  it("a failed lookup offers a retry that loads the times", async () => {
    let fail = true;
    server.use(
      http.get("/api/Book/Slots", () =>
        fail ? HttpResponse.error() : HttpResponse.json({ isSuccess: true, data: someSlots }),
      ),
    );
    renderWizard();
    const alert = await within(picker()).findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the available times.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("radio", { name: fourPm })).toBeInTheDocument();
  });
});
