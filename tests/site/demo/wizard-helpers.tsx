import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { DemoWizard } from "~/features/demo-booking/demo-wizard";
import { session } from "~/lib/auth/session";
import { renderRoutes } from "../render";

export type User = ReturnType<typeof userEvent.setup>;

/** The wizard at /demo in a memory router (with /login for the 401 path). */
export function renderWizard() {
  const utils = renderRoutes(
    [
      { path: "/demo", element: <DemoWizard /> },
      { path: "/login", element: <h1>Login</h1> },
    ],
    "/demo",
  );
  session.whenEnded(() => void utils.router.navigate("/login"));
  return utils;
}

export const input = {
  fullName: () => screen.getByLabelText(/^Full Name/),
  companyName: () => screen.getByLabelText(/^Company Name/),
  phone: () => screen.getByLabelText(/^Phone Number/),
  email: () => screen.getByLabelText(/^Email Address/),
  comment: () => screen.getByLabelText(/^Comments/),
  otp: () => screen.getByLabelText("OTP"),
};

export const details = {
  fullName: "Ravi Kumar",
  companyName: "Acme Traders",
  phone: "9876543210",
  email: "ravi@example.com",
  comment: "Show us the KPI platform.",
};

export async function fillDetails(user: User, values: Partial<typeof details> = details) {
  for (const [name, value] of Object.entries(values)) {
    const el = input[name as keyof typeof details]();
    await user.clear(el);
    if (value) await user.type(el, value);
  }
}

export const sendOtpButton = () => screen.getByRole("button", { name: /Send OTP|Sending OTP\.\.\./ });
