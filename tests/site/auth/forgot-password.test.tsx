import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState } from "../admin/harness";

const SENT = "If this email belongs to an account, a verification code has been sent to it.";

/** The reset calls the page makes, in order, with their bodies. */
function fakeReset(rightCode = "123456") {
  const calls: { path: string; body: Record<string, string> }[] = [];
  const record =
    (path: string) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Record<string, string>;
      calls.push({ path, body });
      if (path !== "GenerateOtp" && body.otp !== rightCode)
        return HttpResponse.json({ isSuccess: false, message: "Invalid OTP." }, { status: 400 });
      const message =
        path === "GenerateOtp"
          ? SENT
          : path === "ResetPassword"
            ? "Your password has been reset. Please sign in."
            : "Code verified.";
      return HttpResponse.json({ isSuccess: true, message });
    };
  server.use(
    http.post("*/api/Auth/GenerateOtp", record("GenerateOtp")),
    http.post("*/api/Auth/VerifyOtp", record("VerifyOtp")),
    http.post("*/api/Auth/ResetPassword", record("ResetPassword")),
  );
  return calls;
}

describe("forgot password", () => {
  beforeEach(resetAdminState);

  it("/login links to it, next to the spec's texts", async () => {
    const { location } = renderAdmin("/login");
    await screen.findByRole("heading", { name: "Admin Login" });
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("link", { name: "Forgot password?" }));
    expect(await screen.findByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    expect(location()).toBe("/forgot-password");
  });

  it("email → code sent → code and new password → done, then sign in", async () => {
    const calls = fakeReset();
    const { location } = renderAdmin("/forgot-password");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "omar@example.org");
    await user.click(screen.getByRole("button", { name: "Send code" }));

    const codeStep = await screen.findByRole("heading", { name: "Enter the code" });
    // Focus moves in an effect after the step renders.
    await waitFor(() => expect(codeStep).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent(SENT);
    await user.type(screen.getByLabelText("Code"), "123456");
    await user.type(screen.getByLabelText("New password"), "Brand-new-password-1");
    await user.type(screen.getByLabelText("Repeat new password"), "Brand-new-password-1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));

    const doneStep = await screen.findByRole("heading", { name: "Password changed" });
    // Focus moves in an effect after the step renders.
    await waitFor(() => expect(doneStep).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent("Your password has been reset. Please sign in.");
    expect(calls).toEqual([
      { path: "GenerateOtp", body: { email: "omar@example.org" } },
      { path: "VerifyOtp", body: { email: "omar@example.org", otp: "123456" } },
      {
        path: "ResetPassword",
        body: { email: "omar@example.org", otp: "123456", newPassword: "Brand-new-password-1" },
      },
    ]);
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
    expect(location()).toBe("/login");
  });

  it("checks the fields before calling the API, and shows a refused code without resetting", async () => {
    const calls = fakeReset();
    renderAdmin("/forgot-password");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText("Email"), "omar@example.org");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await screen.findByRole("heading", { name: "Enter the code" });
    await user.type(screen.getByLabelText("Code"), "12");
    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Repeat new password"), "other");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText("Enter the 6-digit code from the email")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 12 characters")).toBeInTheDocument();
    expect(screen.getByText("The passwords do not match")).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), "654321");
    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "Brand-new-password-1");
    await user.clear(screen.getByLabelText("Repeat new password"));
    await user.type(screen.getByLabelText("Repeat new password"), "Brand-new-password-1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid OTP.");
    expect(calls.map((c) => c.path)).toEqual(["GenerateOtp", "VerifyOtp"]);
  });

  it("shows the limit's message when too many codes were asked for", async () => {
    server.use(
      http.post("*/api/Auth/GenerateOtp", () =>
        HttpResponse.json(
          { isSuccess: false, message: "Too many codes requested. Please try again later." },
          { status: 429 },
        ),
      ),
    );
    renderAdmin("/forgot-password");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "omar@example.org");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many codes requested. Please try again later.",
    );
  });
});
