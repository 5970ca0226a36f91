import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { session } from "~/lib/auth/session";
import { adminDb, GOOD_TOKEN, makeContact } from "../msw/admin";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const screens = [
  { path: "/admin", heading: "Dashboard" },
  { path: "/list", heading: "Contacts" },
  { path: "/ipaddress", heading: "Visitor IP Addresses" },
  { path: "/demos", heading: "Demo Requests" },
  { path: "/activity", heading: "Activity" },
] as const;

describe("admin route guard", () => {
  beforeEach(resetAdminState);

  describe.each(screens)("$path", ({ path, heading }) => {
    it("sends a visitor without the session flag to /login before anything renders", async () => {
      session.renew("some-token");
      adminDb.refreshToken = GOOD_TOKEN;
      const { location } = renderAdmin(path);
      await screen.findByRole("heading", { name: "Admin Login" });
      expect(location().startsWith("/login")).toBe(true);
      expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
      expect(adminDb.requests).toHaveLength(0);
    });

    it("sends a visitor with the flag but no token and no refresh cookie to /login, forgetting the flag", async () => {
      sessionStorage.setItem("isLoggedIn", "true");
      const { location } = renderAdmin(path);
      await screen.findByRole("heading", { name: "Admin Login" });
      expect(location().startsWith("/login")).toBe(true);
      expect(adminDb.refreshes).toBe(1);
      expect(adminDb.requests).toHaveLength(0);
      expect(sessionStorage.getItem("isLoggedIn")).toBeNull();
    });

    it("after a reload (flag, no token in memory) renews the token once through the refresh cookie and stays", async () => {
      sessionStorage.setItem("isLoggedIn", "true");
      sessionStorage.setItem("email", "admin@example.com");
      adminDb.refreshToken = GOOD_TOKEN;
      const { location } = renderAdmin(path);
      expect(await screen.findByRole("heading", { name: heading, level: 1 })).toBeInTheDocument();
      expect(location()).toBe(path);
      expect(adminDb.refreshes).toBe(1);
      expect(session.token()).toBe(GOOD_TOKEN);
      await waitFor(() => expect(adminDb.requests.length).toBeGreaterThan(0));
      expect(adminDb.requests.every((r) => r.auth === `Bearer ${GOOD_TOKEN}`)).toBe(true);
    });

    it("treats a flag other than 'true' as signed out", async () => {
      sessionStorage.setItem("isLoggedIn", "yes");
      session.renew("some-token");
      renderAdmin(path);
      expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
    });

    it("sends a visitor whose session the API has ended (401, renewal refused) to /login and forgets it", async () => {
      signIn("revoked-token");
      adminDb.refreshToken = null;
      adminDb.contacts = [makeContact(1)];
      const { location } = renderAdmin(path);
      await screen.findByRole("heading", { name: "Admin Login" });
      expect(location().startsWith("/login")).toBe(true);
      expect(session.token()).toBeNull();
      expect(sessionStorage.getItem("isLoggedIn")).toBeNull();
      expect(screen.queryByText("Person 1")).not.toBeInTheDocument();
    });

    it("lets a signed-in visitor in", async () => {
      signIn();
      const { location } = renderAdmin(path);
      expect(await screen.findByRole("heading", { name: heading, level: 1 })).toBeInTheDocument();
      expect(location()).toBe(path);
    });
  });

  it("sends a signed-in visitor who opens /login straight to the dashboard", async () => {
    signIn();
    const { location } = renderAdmin("/login");
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(location()).toBe("/admin");
  });
});

describe("logout", () => {
  beforeEach(resetAdminState);

  it("clears email, flag and token, revokes the token with the API and goes to /login", async () => {
    signIn();
    const { location, router } = renderAdmin("/admin");
    await screen.findByRole("heading", { name: "Dashboard" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
    await screen.findByRole("heading", { name: "Admin Login" });
    expect(location()).toBe("/login");
    expect(session.token()).toBeNull();
    expect(sessionStorage.getItem("email")).toBeNull();
    expect(sessionStorage.getItem("isLoggedIn")).toBeNull();
    await waitFor(() =>
      expect(adminDb.requests.find((r) => r.path === "/api/Auth/Logout")?.auth).toBe("Bearer good-token"),
    );

    await router.navigate("/admin");
    await screen.findByRole("heading", { name: "Admin Login" });
    expect(location()).toBe("/login");
  });
});
