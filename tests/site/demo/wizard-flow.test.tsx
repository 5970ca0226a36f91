import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { GOOD_OTP, OTP_ID } from "../msw/visitor-flows";
import { session } from "~/lib/auth/session";
import { server } from "../msw/server";
import { details, fillDetails, input, renderWizard, sendOtpButton, type User } from "./wizard-helpers";

const heading = (name: string) => screen.findByRole("heading", { level: 2, name });

async function book(user: User, values: Partial<typeof details> = details) {
  const utils = renderWizard();
  await fillDetails(user, values);
  await user.click(sendOtpButton());
  await heading("Verify OTP");
  await user.type(input.otp(), GOOD_OTP);
  await user.click(screen.getByRole("button", { name: "Verify & Submit" }));
  await heading("Demo Scheduled Successfully!");
  return utils;
}

const summary = () => {
  const step = screen.getByRole("region", { name: "Demo Scheduled Successfully!" });
  return Object.fromEntries(
    within(step)
      .getAllByRole("term")
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
};

describe("demo wizard flow", () => {
  let user: User;
  beforeEach(() => {
    user = userEvent.setup();
  });

  it("verifies the code with the request id and shows the summary with the company", async () => {
    const verified: unknown[] = [];
    server.use(
      http.post("/api/Book/VerifySchedule", async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ isSuccess: true, message: "Demo scheduled" });
      }),
    );
    await book(user);
    expect(verified).toEqual([{ id: OTP_ID, code: GOOD_OTP }]);
    expect(await heading("Demo Scheduled Successfully!")).toHaveFocus();
    expect(summary()).toEqual({
      Name: "Ravi Kumar",
      Email: "ravi@example.com",
      Phone: "9876543210",
      Company: "Acme Traders",
    });
  });

  it("leaves the company out of the summary when none was given", async () => {
    await book(user, { ...details, companyName: "" });
    expect(summary()).toEqual({ Name: "Ravi Kumar", Email: "ravi@example.com", Phone: "9876543210" });
    expect(screen.queryByText("Company")).not.toBeInTheDocument();
  });

  it("'Schedule Another Demo' clears the form and returns to step 1 with focus on its heading", async () => {
    await book(user);
    await user.click(screen.getByRole("button", { name: "Schedule Another Demo" }));
    expect(await heading("Your Details")).toHaveFocus();
    for (const el of [input.fullName(), input.companyName(), input.phone(), input.email(), input.comment()]) {
      expect(el).toHaveValue("");
    }
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(sendOtpButton());
    expect(input.fullName()).toHaveAccessibleDescription("Full Name is required");
  });

  it("'Back' returns to step 1 with every field kept", async () => {
    renderWizard();
    await fillDetails(user);
    await user.click(sendOtpButton());
    await heading("Verify OTP");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await heading("Your Details")).toHaveFocus();
    expect(input.fullName()).toHaveValue("Ravi Kumar");
    expect(input.companyName()).toHaveValue("Acme Traders");
    expect(input.phone()).toHaveValue("9876543210");
    expect(input.email()).toHaveValue("ravi@example.com");
    expect(input.comment()).toHaveValue("Show us the KPI platform.");
  });

  it("follows the browser's Back and Forward buttons without stranding the visitor", async () => {
    const { router } = renderWizard();
    await fillDetails(user);
    await user.click(sendOtpButton());
    await heading("Verify OTP");

    await act(() => router.navigate(-1));
    expect(await heading("Your Details")).toHaveFocus();
    expect(input.phone()).toHaveValue("9876543210");

    await act(() => router.navigate(1));
    expect(await heading("Verify OTP")).toHaveFocus();
    await user.type(input.otp(), GOOD_OTP);
    await user.click(screen.getByRole("button", { name: "Verify & Submit" }));
    await heading("Demo Scheduled Successfully!");

    // Back from the confirmation: the used code's step is skipped and a fresh form is shown.
    await act(() => router.navigate(-1));
    expect(await heading("Your Details")).toBeInTheDocument();
    await waitFor(() => expect(input.fullName()).toHaveValue(""));
    expect(screen.queryByRole("heading", { name: "Verify OTP" })).not.toBeInTheDocument();

    // Forward again: the confirmation is over, so step 1 stays.
    await act(() => router.navigate(1));
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByRole("heading", { name: "Your Details" })).toBeInTheDocument();
  });

  it("shows step 1 when the page is opened on a step's history entry without its data (a reload)", async () => {
    const { router } = renderWizard();
    await act(() => router.navigate("/demo", { state: { demoStep: 2 } }));
    expect(screen.getByRole("heading", { name: "Your Details" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it("a 401 lands on /login with the stored session cleared", async () => {
    session.start("stale", "a@example.com");
    server.use(
      http.post("/api/v1/Contact/SendOtp", () => HttpResponse.json({ isSuccess: false }, { status: 401 })),
    );
    const { router } = renderWizard();
    await fillDetails(user);
    await user.click(sendOtpButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(session.token()).toBeNull();
    expect(sessionStorage.getItem("email")).toBeNull();
    expect(sessionStorage.getItem("isLoggedIn")).toBeNull();
  });
});
