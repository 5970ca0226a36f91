import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "../msw/server";
import { gate } from "../msw/visitor-flows";
import { details, fillDetails, input, renderWizard, sendOtpButton, type User } from "./wizard-helpers";

const SEND_OTP = "/api/v1/Contact/SendOtp";

describe("demo wizard, step 1", () => {
  let user: User;
  beforeEach(() => {
    user = userEvent.setup();
  });
  afterEach(() => vi.useRealTimers());

  it("shows every required-field message under its field and does not call the server", async () => {
    let calls = 0;
    server.use(http.post(SEND_OTP, () => (calls++, HttpResponse.json({ isSuccess: true }))));
    renderWizard();
    await user.click(sendOtpButton());
    // The first submit waits for the validation chunk to load.
    await screen.findByText("Full Name is required");
    expect(input.fullName()).toHaveAccessibleDescription("Full Name is required");
    expect(input.phone()).toHaveAccessibleDescription("Phone Number is required");
    expect(input.email()).toHaveAccessibleDescription("Email Address is required");
    expect(input.comment()).toHaveAccessibleDescription("Comment is required");
    for (const el of [input.fullName(), input.phone(), input.email(), input.comment()]) {
      expect(el).toHaveAttribute("aria-invalid", "true");
    }
    expect(input.companyName()).toHaveAttribute("aria-invalid", "false");
    expect(input.fullName()).toHaveFocus();
    expect(screen.getByRole("heading", { level: 2, name: "Your Details" })).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it.each([
    ["9 digits", "987654321"],
    ["11 digits", "98765432101"],
    ["letters", "98765abcde"],
  ])("rejects a phone number of %s: 'Phone Number must be exactly 10 digits'", async (_, phone) => {
    renderWizard();
    await fillDetails(user, { ...details, phone });
    await user.click(sendOtpButton());
    // The checks answer asynchronously: on a busy machine after the click has returned.
    await waitFor(() =>
      expect(input.phone()).toHaveAccessibleDescription("Phone Number must be exactly 10 digits"),
    );
    for (const el of [input.fullName(), input.companyName(), input.email(), input.comment()]) {
      expect(el).toHaveAttribute("aria-invalid", "false");
    }
  });

  it("takes the number as people write it, '+91 98310 12345', and sends its ten digits", async () => {
    const mobiles: unknown[] = [];
    server.use(
      http.post(SEND_OTP, async ({ request }) => {
        mobiles.push(((await request.json()) as { mobile: string }).mobile);
        return HttpResponse.json({ isSuccess: true, data: { id: "r1", expiresInSeconds: 120 } });
      }),
    );
    renderWizard();
    await fillDetails(user, { ...details, phone: "+91 98310 12345" });
    await user.click(sendOtpButton());
    await screen.findByRole("heading", { name: "Verify OTP" });
    expect(mobiles).toEqual(["9831012345"]);
  });

  it("rejects an email without the basic pattern: 'Enter a valid email address'", async () => {
    renderWizard();
    await fillDetails(user, { ...details, email: "ravi@example" });
    await user.click(sendOtpButton());
    await waitFor(() => expect(input.email()).toHaveAccessibleDescription("Enter a valid email address"));
  });

  it("clears each field's error when that field is edited, leaving the others", async () => {
    renderWizard();
    await user.click(sendOtpButton());
    const messages = {
      fullName: "Full Name is required",
      phone: "Phone Number is required",
      email: "Email Address is required",
      comment: "Comment is required",
    } as const;
    const names = Object.keys(messages) as (keyof typeof messages)[];
    for (const name of names) expect(screen.getByText(messages[name])).toBeInTheDocument();
    for (const [i, name] of names.entries()) {
      await user.type(input[name](), "x");
      expect(screen.queryByText(messages[name])).not.toBeInTheDocument();
      expect(input[name]()).toHaveAttribute("aria-invalid", "false");
      for (const rest of names.slice(i + 1)) expect(screen.getByText(messages[rest])).toBeInTheDocument();
    }
  });

  it("reads 'Sending OTP...' on a disabled button while sending and sends the phone as mobile", async () => {
    const bodies: unknown[] = [];
    const answer = gate();
    server.use(
      http.post(SEND_OTP, async ({ request }) => {
        bodies.push(await request.json());
        await answer.opened;
        return HttpResponse.json({ isSuccess: true, data: { id: "r1", expiresInSeconds: 120 } });
      }),
    );
    renderWizard();
    await fillDetails(user);
    await user.click(sendOtpButton());
    expect(await screen.findByRole("button", { name: "Sending OTP..." })).toBeDisabled();
    await user.click(sendOtpButton());
    answer.open();
    const heading = await screen.findByRole("heading", { name: "Verify OTP" });
    // Focus moves in an effect after the step renders.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bodies).toEqual([
      {
        fullName: "Ravi Kumar",
        companyName: "Acme Traders",
        mobile: "9876543210",
        email: "ravi@example.com",
        comment: "Show us the KPI platform.",
        website: "",
        fillMs: expect.any(Number),
      },
    ]);
  });

  it("sends how long the wizard was open and the hidden honeypot, which people never see", async () => {
    const bodies: { fillMs?: number; website?: string }[] = [];
    server.use(
      http.post(SEND_OTP, async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return HttpResponse.json({ isSuccess: true, data: { id: "r1", expiresInSeconds: 120 } });
      }),
    );
    // The wizard is the page's own form: timed from navigation start, however late the page hydrated.
    let now = 2_000;
    const clock = vi.spyOn(performance, "now").mockImplementation(() => now);
    renderWizard();
    const honeypot = document.getElementById("demo-website");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /website/i })).not.toBeInTheDocument();
    await fillDetails(user);
    fireEvent.change(honeypot!, { target: { value: "bot" } });
    now = 9_000;
    await user.click(sendOtpButton());
    await screen.findByRole("heading", { name: "Verify OTP" });
    clock.mockRestore();
    expect(bodies).toEqual([expect.objectContaining({ fillMs: 9_000, website: "bot" })]);
  });

  it.each([
    ["answers isSuccess false", () => HttpResponse.json({ isSuccess: false, message: "Nope" })],
    [
      "refuses with an error status",
      () => HttpResponse.json({ isSuccess: false, message: "Busy" }, { status: 429 }),
    ],
  ])("stays on step 1 with the alert 'Failed to send OTP' when the server %s", async (_, answer) => {
    server.use(http.post(SEND_OTP, answer));
    renderWizard();
    await fillDetails(user);
    await user.click(sendOtpButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Failed to send OTP$/);
    expect(screen.queryByRole("heading", { name: "Verify OTP" })).not.toBeInTheDocument();
    expect(input.fullName()).toHaveValue("Ravi Kumar");
    expect(sendOtpButton()).toHaveTextContent("Send OTP");
    expect(sendOtpButton()).toBeEnabled();
  });

  it.each([
    ["the network fails", () => HttpResponse.error()],
    ["the answer is unreadable", () => HttpResponse.json({ isSuccess: true, data: { wrong: 1 } })],
  ])("stays on step 1 with the alert 'Error while sending OTP' when %s", async (_, answer) => {
    server.use(http.post(SEND_OTP, answer));
    renderWizard();
    await fillDetails(user);
    await user.click(sendOtpButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Error while sending OTP$/);
    expect(screen.queryByRole("heading", { name: "Verify OTP" })).not.toBeInTheDocument();
    expect(input.comment()).toHaveValue("Show us the KPI platform.");
  });
});
