import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { STORE_KEY } from "~/lib/store";
import { ADMIN, adminDb, GOOD_TOKEN } from "../msw/admin";
import { session } from "~/lib/auth/session";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState } from "../admin/harness";

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole("heading", { name: "Admin Login" });
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

const loginReplies = (reply: () => Response | Promise<Response>) =>
  server.use(http.post("*/api/Auth/Login", reply));

describe("/login", () => {
  beforeEach(resetAdminState);

  it("requires email and password, shown as field errors, without calling the API", async () => {
    renderAdmin("/login");
    await submit("", "");
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(adminDb.requests).toHaveLength(0);
  });

  it("links back to the home page", async () => {
    renderAdmin("/login");
    expect(await screen.findByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("reads 'Signing in...' while busy, then stores the session and opens the dashboard", async () => {
    loginReplies(async () => {
      await delay(150);
      return HttpResponse.json({ isSuccess: true, token: GOOD_TOKEN });
    });
    const { location } = renderAdmin("/login");
    await submit(ADMIN.email, ADMIN.password);
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(location()).toBe("/admin");
    // The token is held in memory only (ADR 0037); the flag and email stay in sessionStorage.
    expect(session.token()).toBe(GOOD_TOKEN);
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(GOOD_TOKEN);
    expect(sessionStorage.getItem("email")).toBe(ADMIN.email);
    expect(sessionStorage.getItem("isLoggedIn")).toBe("true");
    // The session lives in session storage alone: nothing about the admin is persisted in app-storage.
    expect(localStorage.getItem(STORE_KEY) ?? "").not.toContain(ADMIN.email);
  });

  it("returns to the admin page that sent the visitor to sign in", async () => {
    const { location } = renderAdmin("/list?search=acme&page=2");
    await screen.findByRole("heading", { name: "Admin Login" });
    expect(location()).toBe("/login?redirectTo=%2Flist%3Fsearch%3Dacme%26page%3D2");
    await submit(ADMIN.email, ADMIN.password);
    await screen.findByRole("heading", { name: "Contacts" });
    expect(location()).toBe("/list?search=acme&page=2");
  });

  it("never sends the visitor off the site after signing in", async () => {
    const { location } = renderAdmin("/login?redirectTo=%2F%2Fevil.example%2Fadmin");
    await submit(ADMIN.email, ADMIN.password);
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(location()).toBe("/admin");
  });

  it("shows the server's message when sign-in is refused", async () => {
    loginReplies(() =>
      HttpResponse.json({ isSuccess: false, message: "This account is disabled." }, { status: 403 }),
    );
    const { location } = renderAdmin("/login");
    await submit(ADMIN.email, ADMIN.password);
    expect(await screen.findByRole("alert")).toHaveTextContent("This account is disabled.");
    expect(location()).toBe("/login");
    expect(session.token()).toBeNull();
  });

  it("says 'Invalid email or password' when the refusal carries no message", async () => {
    loginReplies(() => HttpResponse.json({ isSuccess: false }, { status: 401 }));
    const { location } = renderAdmin("/login");
    await submit(ADMIN.email, "wrong-password");
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Invalid email or password$/);
    expect(location()).toBe("/login");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("treats isSuccess false with HTTP 200 as a refusal", async () => {
    loginReplies(() => HttpResponse.json({ isSuccess: false }));
    renderAdmin("/login");
    await submit(ADMIN.email, ADMIN.password);
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(sessionStorage.getItem("isLoggedIn")).toBeNull();
  });

  it("shows 'An error occurred. Please try again.' on a server fault or a lost connection", async () => {
    loginReplies(() => HttpResponse.json({ isSuccess: false, message: "db down" }, { status: 500 }));
    renderAdmin("/login");
    await submit(ADMIN.email, ADMIN.password);
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred. Please try again.");

    loginReplies(() => HttpResponse.error());
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("An error occurred. Please try again."),
    );
    expect(session.token()).toBeNull();
  });

  it("tells when to try again after too many attempts", async () => {
    loginReplies(() =>
      HttpResponse.json(
        { isSuccess: false, message: "Too many sign-in attempts. Please try again later." },
        { status: 429, headers: { "Retry-After": "120" } },
      ),
    );
    renderAdmin("/login");
    await submit(ADMIN.email, ADMIN.password);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many sign-in attempts. Please try again in 2 minutes.",
    );
  });
});
