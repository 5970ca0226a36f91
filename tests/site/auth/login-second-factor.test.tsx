import { session } from "~/lib/auth/session";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { CODE_ALREADY_USED, CODES_LOCKED, INVALID_CODE } from "~/contract/mfa";
import { ADMIN, GOOD_TOKEN } from "../msw/admin";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState } from "../admin/harness";

const TICKET = "t".repeat(43);

/** The password is right and the member has an authenticator app; codes are answered by `check`. */
function secondStep(check: (code: string) => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post("*/api/Auth/Login", () =>
      HttpResponse.json({
        isSuccess: true,
        message: "Enter your verification code.",
        secondFactor: { ticket: TICKET, methods: ["totp", "recovery"] },
      }),
    ),
    http.post("*/api/Auth/SecondFactor", async ({ request }) => {
      const body = (await request.json()) as { code: string };
      sent.push(body);
      return check(body.code);
    }),
  );
  return sent;
}

const refuse = (message: string) => HttpResponse.json({ isSuccess: false, message }, { status: 401 });

describe("/login with a second factor", () => {
  beforeEach(resetAdminState);

  it("asks for the code after the password, by keyboard alone; shows 'Invalid code' and 'This code was already used'; the right code signs in", async () => {
    const sent = secondStep((code) =>
      code === "123456"
        ? HttpResponse.json({ isSuccess: true, token: GOOD_TOKEN, email: ADMIN.email })
        : refuse(code === "654321" ? CODE_ALREADY_USED : INVALID_CODE),
    );
    const { location } = renderAdmin("/login");
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Admin Login" });
    await user.tab();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    await user.keyboard(`${ADMIN.email}`);
    await user.tab();
    await user.keyboard(`${ADMIN.password}{Enter}`);

    const heading = await screen.findByRole("heading", { name: "Two-step verification" });
    expect(heading).toHaveFocus();
    expect(sessionStorage.getItem("token")).toBeNull();
    // Passwordless sign-in is not offered beside the code step.
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
    await user.tab();
    expect(screen.getByLabelText("Verification code")).toHaveFocus();
    await user.keyboard("111111{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(INVALID_CODE);
    await user.clear(screen.getByLabelText("Verification code"));
    await user.keyboard("654321{Enter}");
    expect(await screen.findByText(CODE_ALREADY_USED)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Verification code"));
    await user.keyboard("123456{Enter}");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(location()).toBe("/admin");
    // The token is held in memory only (decision 37).
    expect(session.token()).toBe(GOOD_TOKEN);
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(sent).toEqual([
      { ticket: TICKET, code: "111111" },
      { ticket: TICKET, code: "654321" },
      { ticket: TICKET, code: "123456" },
    ]);
  });

  it("codes locked after 10 wrong ones: the step says so and where the unlock link is", async () => {
    secondStep(() => HttpResponse.json({ isSuccess: false, message: CODES_LOCKED }, { status: 423 }));
    renderAdmin("/login");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), ADMIN.email);
    await user.type(screen.getByLabelText("Password"), `${ADMIN.password}{Enter}`);
    await user.type(await screen.findByLabelText("Verification code"), "123456{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(CODES_LOCKED);
    expect(session.token()).toBeNull();
  });

  it("a code that is neither 6 digits nor a recovery code is refused without a call", async () => {
    const sent = secondStep(() => refuse(INVALID_CODE));
    renderAdmin("/login");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), ADMIN.email);
    await user.type(screen.getByLabelText("Password"), `${ADMIN.password}{Enter}`);
    await user.type(await screen.findByLabelText("Verification code"), "12{Enter}");
    expect(await screen.findByText(INVALID_CODE)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
