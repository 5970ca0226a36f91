import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { ConfirmRequestPage } from "~/features/booking-manage/confirm-request-page";
import { DEMO_CONFIRM_PATH, demoConfirmLink } from "~/shared/paths";
import { GOOD_OTP } from "../msw/visitor-flows";
import { server } from "../msw/server";
import { renderRoutes } from "../render";

// /demo/confirm: the link mailed when staff mark a spam demo request "Not spam" (issue 26).

function open(hash: string) {
  return renderRoutes(
    [
      { path: DEMO_CONFIRM_PATH, element: <ConfirmRequestPage /> },
      { path: "/contact", element: <h1>Contact</h1> },
    ],
    `${DEMO_CONFIRM_PATH}${hash}`,
  );
}
const linkHash = (code: string) => new URL(demoConfirmLink("https://example.com", "req-1", code)).hash;

describe("confirming a demo request from its mailed link", () => {
  it("confirms with the link's id and code on one click, and says so", async () => {
    let sent: unknown;
    server.use(
      http.post("/api/Book/VerifySchedule", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ isSuccess: true, message: "Your demo has been scheduled successfully." });
      }),
    );
    const user = userEvent.setup();
    open(linkHash(GOOD_OTP));
    expect(screen.getByRole("heading", { level: 2, name: "Confirm your demo request" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm my demo request" }));
    const done = await screen.findByRole("heading", { level: 2, name: "Demo request confirmed" });
    await expect.poll(() => document.activeElement).toBe(done);
    expect(screen.getByRole("status")).toHaveTextContent("your demo request is confirmed");
    expect(sent).toEqual({ id: "req-1", code: GOOD_OTP });
  });

  it("shows the server's refusal (a wrong or expired code) with a way on, and lets the visitor try again", async () => {
    server.use(
      http.post("/api/Book/VerifySchedule", () =>
        HttpResponse.json(
          { isSuccess: false, message: "The code has expired. Please request a new one." },
          { status: 410 },
        ),
      ),
    );
    const user = userEvent.setup();
    open(linkHash("111111"));
    await user.click(screen.getByRole("button", { name: "Confirm my demo request" }));
    expect(await screen.findByText("The code has expired. Please request a new one.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("button", { name: "Confirm my demo request" })).toBeEnabled();
  });

  it("takes a request confirmed already (by staff, or an earlier click) as done", async () => {
    server.use(
      http.post("/api/Book/VerifySchedule", () =>
        HttpResponse.json(
          { isSuccess: false, message: "This demo request is already confirmed." },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    open(linkHash(GOOD_OTP));
    await user.click(screen.getByRole("button", { name: "Confirm my demo request" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your demo request was already confirmed.");
  });

  it("says a cut link is not complete and offers the contact page", () => {
    open("#id=req-1");
    expect(screen.getByRole("heading", { level: 2, name: "This link is not complete" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm my demo request" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
  });
});
