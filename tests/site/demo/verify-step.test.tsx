import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gate, GOOD_OTP, OTP_ID } from "../msw/visitor-flows";
import { server } from "../msw/server";
import { fillDetails, input, renderWizard, sendOtpButton, type User } from "./wizard-helpers";

const timer = () => screen.getByRole("timer", { name: "Time remaining" });
const resendButton = () => screen.queryByRole("button", { name: "Resend OTP" });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function reachStep2(user: User) {
  renderWizard();
  await fillDetails(user);
  await user.click(sendOtpButton());
  return screen.findByRole("heading", { name: "Verify OTP" });
}

describe("demo wizard, step 2 'Verify OTP'", () => {
  let user: User;
  beforeEach(() => {
    user = userEvent.setup();
  });
  afterEach(() => vi.useRealTimers());

  it("limits the code to 6 digits with the one-time-code hints", async () => {
    await reachStep2(user);
    const otp = input.otp();
    expect(otp).toHaveAttribute("maxlength", "6");
    expect(otp).toHaveAttribute("inputmode", "numeric");
    expect(otp).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(otp, "12a34567");
    expect(otp).toHaveValue("123456");
  });

  describe("with a fake clock", () => {
    beforeEach(() => {
      // Only the ticking and the clock are faked; requests and Testing Library keep real timeouts.
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    });

    it("counts down from 2:00 to 0:00 in m:ss, then marks the code expired and offers 'Resend OTP'", async () => {
      await reachStep2(user);
      expect(timer()).toHaveTextContent("2:00");
      const seen: string[] = [timer().textContent ?? ""];
      for (let s = 1; s <= 120; s++) {
        await tick(1000);
        seen.push(timer().textContent ?? "");
      }
      const expected = Array.from({ length: 121 }, (_, i) => {
        const left = 120 - i;
        return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
      });
      expect(seen).toEqual(expected);
      expect(seen.slice(0, 3)).toEqual(["2:00", "1:59", "1:58"]);
      expect(seen).toContain("1:05");
      expect(seen.at(-1)).toBe("0:00");
      expect(screen.getByText("The OTP has expired. Please resend OTP.")).toBeInTheDocument();
      expect(resendButton()).toBeInTheDocument();
      await tick(5000);
      expect(timer()).toHaveTextContent("0:00");
    });

    it("computes from the deadline, so a long pause (a background tab) does not slow the clock", async () => {
      await reachStep2(user);
      vi.setSystemTime(Date.now() + 75_000);
      await tick(250);
      expect(timer()).toHaveTextContent("0:45");
    });

    it("offers 'Resend OTP' after 30 s; resending restarts the countdown and clears the code", async () => {
      let resends = 0;
      server.use(
        http.post("/api/Book/ResendOtp/:id", ({ params }) => {
          resends++;
          expect(params.id).toBe(OTP_ID);
          return HttpResponse.json({ isSuccess: true, data: { id: OTP_ID, expiresInSeconds: 120 } });
        }),
      );
      await reachStep2(user);
      await tick(29_000);
      expect(resendButton()).not.toBeInTheDocument();
      await tick(1_000);
      expect(timer()).toHaveTextContent("1:30");
      await user.type(input.otp(), "111");
      await user.click(resendButton()!);
      expect(await screen.findByRole("status")).toHaveTextContent("A new OTP has been sent.");
      expect(resends).toBe(1);
      expect(timer()).toHaveTextContent("2:00");
      expect(input.otp()).toHaveValue("");
      expect(input.otp()).toHaveFocus();
      expect(resendButton()).not.toBeInTheDocument();
    });

    it("shows the server's reason when a resend is refused", async () => {
      server.use(
        http.post("/api/Book/ResendOtp/:id", () =>
          HttpResponse.json(
            { isSuccess: false, message: "Please wait before asking for another code." },
            { status: 429, headers: { "Retry-After": "12" } },
          ),
        ),
      );
      await reachStep2(user);
      await tick(30_000);
      await user.click(resendButton()!);
      expect(await screen.findByText("Please wait before asking for another code.")).toBeInTheDocument();
      expect(timer()).toHaveTextContent("1:30");
    });
  });

  it("shows 'Invalid OTP.' in the error line for a wrong code, and for a short one without asking the server", async () => {
    let verifies = 0;
    const answer = gate();
    server.use(
      http.post("/api/Book/VerifySchedule", async () => {
        verifies++;
        await answer.opened;
        return HttpResponse.json({ isSuccess: false, message: "Invalid OTP." }, { status: 400 });
      }),
    );
    await reachStep2(user);
    await user.type(input.otp(), "12345");
    await user.click(screen.getByRole("button", { name: "Verify & Submit" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid OTP.");
    expect(verifies).toBe(0);

    await user.type(input.otp(), "9");
    expect(screen.getByRole("alert")).toHaveTextContent("");
    await user.click(screen.getByRole("button", { name: "Verify & Submit" }));
    const busy = await screen.findByRole("button", { name: "Verifying..." });
    expect(busy).toBeDisabled();
    answer.open();
    expect(await screen.findByText("Invalid OTP.")).toBeInTheDocument();
    expect(input.otp()).toHaveAttribute("aria-invalid", "true");
    expect(input.otp()).toHaveAccessibleDescription("Invalid OTP.");
    expect(screen.getByRole("button", { name: "Verify & Submit" })).toBeEnabled();
    expect(screen.getByRole("heading", { name: "Verify OTP" })).toBeInTheDocument();
    expect(verifies).toBe(1);
  });

  it("shows the server's message when the code has expired", async () => {
    server.use(
      http.post("/api/Book/VerifySchedule", () =>
        HttpResponse.json(
          { isSuccess: false, message: "The code has expired. Ask for a new one." },
          { status: 410 },
        ),
      ),
    );
    await reachStep2(user);
    await user.type(input.otp(), GOOD_OTP);
    await user.click(screen.getByRole("button", { name: "Verify & Submit" }));
    expect(await screen.findByText("The code has expired. Ask for a new one.")).toBeInTheDocument();
  });
});
