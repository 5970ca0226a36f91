import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { STEP_UP_REQUIRED, WRONG_PASSWORD } from "~/contract/step-up";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

/** The server's step-up as the page meets it: set-up refused until the right password was confirmed. */
function fakeStepUp() {
  const calls: string[] = [];
  let confirmed = false;
  server.use(
    http.get("*/api/Account/Sessions", () => HttpResponse.json({ isSuccess: true, data: [] })),
    http.post("*/api/Account/Totp/Setup", () => {
      calls.push(confirmed ? "setup" : "setup refused");
      return confirmed
        ? HttpResponse.json({
            isSuccess: true,
            data: { secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/x", qrSvg: "<svg/>" },
          })
        : HttpResponse.json({ isSuccess: false, message: STEP_UP_REQUIRED }, { status: 403 });
    }),
    http.post("*/api/Auth/StepUp", async ({ request }) => {
      const { password } = (await request.json()) as { password?: string };
      calls.push(`step-up ${password}`);
      if (password !== "Correct-horse-42")
        return HttpResponse.json(
          {
            isSuccess: false,
            message: WRONG_PASSWORD,
            errors: [{ path: "password", message: WRONG_PASSWORD }],
          },
          { status: 400 },
        );
      confirmed = true;
      return HttpResponse.json({ isSuccess: true, data: { until: new Date().toISOString() } });
    }),
  );
  return calls;
}

const dialog = () => screen.findByRole("dialog", { name: "Confirm it's you" });

describe("the step-up dialog", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });

  it("opens over the screen on a refused change, checks the password, then the change goes through once", async () => {
    const calls = fakeStepUp();
    const user = userEvent.setup();
    renderAdmin("/account");
    await user.click(await screen.findByRole("button", { name: "Set up an authenticator app" }));

    const asked = await dialog();
    // The screen stays underneath: the member comes back to it.
    expect(screen.getByRole("heading", { name: "Your account", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(within(asked).getByLabelText("Password")).toHaveFocus());

    await user.click(within(asked).getByRole("button", { name: "Confirm" }));
    expect(await within(asked).findByText("Enter your password")).toBeInTheDocument();
    expect(calls).toEqual(["setup refused"]);

    await user.type(within(asked).getByLabelText("Password"), "Wrong-password-1");
    await user.click(within(asked).getByRole("button", { name: "Confirm" }));
    expect(await within(asked).findByText(WRONG_PASSWORD)).toBeInTheDocument();

    await user.clear(within(asked).getByLabelText("Password"));
    await user.type(within(asked).getByLabelText("Password"), "Correct-horse-42");
    await user.click(within(asked).getByRole("button", { name: "Confirm" }));

    expect(await screen.findByAltText("QR code with the key for your authenticator app")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toEqual(["setup refused", "step-up Wrong-password-1", "step-up Correct-horse-42", "setup"]);
  });

  it("closed without confirming, the change is not made and the screen says why", async () => {
    const calls = fakeStepUp();
    const user = userEvent.setup();
    renderAdmin("/account");
    await user.click(await screen.findByRole("button", { name: "Set up an authenticator app" }));
    await user.click(within(await dialog()).getByRole("button", { name: "Cancel" }));

    expect(await screen.findByText(STEP_UP_REQUIRED)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toEqual(["setup refused"]);
  });
});
