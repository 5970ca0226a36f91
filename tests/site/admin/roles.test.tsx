import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDb, makeContact } from "../msw/admin";
import { renderAdmin, resetAdminState, signIn } from "./harness";

const sidebarLinks = async () =>
  within(await screen.findByRole("navigation", { name: "Admin sections" }))
    .getAllByRole("link")
    .map((l) => l.textContent);

beforeEach(async () => {
  await resetAdminState();
  signIn();
});

describe("what staff see", () => {
  beforeEach(() => {
    adminDb.role = "staff";
  });

  it("the sidebar lists no owners' screens", async () => {
    renderAdmin("/admin");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    await expect.poll(() => adminDb.requests.some((r) => r.path === "/api/Team/Me")).toBe(true);
    const links = await sidebarLinks();
    expect(links).toContain("Contacts");
    expect(links).not.toContain("Team");
    expect(links).not.toContain("Activity");
  });

  it.each([
    ["/team", "Team", "Only owners can manage the team."],
    ["/activity", "Activity", "Only owners can read the Activity log."],
  ])("%s says only owners may use it, and asks nothing of the server", async (path, title, text) => {
    renderAdmin(path);
    expect(await screen.findByRole("heading", { name: title, level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("status")).toHaveTextContent(text);
    expect(adminDb.requests.filter((r) => r.path === "/api/Team" || r.path === "/api/Audit/GetAll")).toEqual(
      [],
    );
  });

  it("a lead page has no personal data section", async () => {
    adminDb.contacts = [makeContact(3)];
    renderAdmin("/list/c003");
    expect(await screen.findByRole("heading", { name: "Person 3", level: 1 })).toBeInTheDocument();
    await expect.poll(() => adminDb.requests.some((r) => r.path === "/api/Team/Me")).toBe(true);
    expect(screen.queryByRole("heading", { name: "Personal data" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Erase person" })).toBeNull();
    expect(adminDb.requests.some((r) => r.path.includes("PersonalData"))).toBe(false);
  });
});

describe("what owners see", () => {
  it("the sidebar lists Activity and Team", async () => {
    renderAdmin("/admin");
    await expect.poll(sidebarLinks).toEqual(expect.arrayContaining(["Activity", "Team"]));
  });
});
