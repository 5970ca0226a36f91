import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "~/lib/auth/session";
import { adminDb } from "../msw/admin";
import { GOOD_SHARE_TOKEN, sharingDb } from "../msw/analytics-sharing";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

// The owner-only settings on /analytics, and the shared report page opened signed out.

describe("/analytics owner settings", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("an owner opts in to the weekly report", async () => {
    const user = userEvent.setup();
    renderAdmin("/analytics");
    const box = await screen.findByRole("checkbox", { name: "Email me the weekly report" });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText("Saved: you will get the weekly report.")).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(sharingDb.weekly).toBe(true);
  });

  it("an owner makes a shared link, sees its address once, and revokes it", async () => {
    const user = userEvent.setup();
    renderAdmin("/analytics");
    const links = await screen.findByRole("region", { name: "Shared links" });
    expect(await within(links).findByText("No shared links.")).toBeInTheDocument();
    await user.click(within(links).getByRole("button", { name: "Create shared link" }));
    expect(within(links).getByText("Enter a name")).toBeInTheDocument();
    await user.type(within(links).getByLabelText("Who the link is for"), "Board");
    await user.click(within(links).getByRole("button", { name: "Create shared link" }));
    expect(await within(links).findByLabelText("Shared link (shown once)")).toHaveValue(
      `https://admin.example.com/share/analytics/${GOOD_SHARE_TOKEN}`,
    );
    const list = await within(links).findByRole("list", { name: "Shared links" });
    expect(list).toHaveTextContent("Board");
    expect(list).toHaveTextContent("not viewed yet");
    await user.click(within(list).getByRole("button", { name: "Revoke Board" }));
    expect(await within(links).findByText("No shared links.")).toBeInTheDocument();
    expect(sharingDb.links).toEqual([]);
  });

  it("an owner makes an API key, shown once, listed by its first characters", async () => {
    const user = userEvent.setup();
    renderAdmin("/analytics");
    const keys = await screen.findByRole("region", { name: "API keys" });
    await user.type(within(keys).getByLabelText("What the key is for"), "Weekly sheet");
    await user.click(within(keys).getByRole("button", { name: "Create API key" }));
    expect(await within(keys).findByLabelText("API key (shown once: store it now)")).toHaveValue(
      "cak_AbCdEf-the-whole-secret",
    );
    const list = await within(keys).findByRole("list", { name: "API keys" });
    expect(list).toHaveTextContent("Weekly sheet");
    expect(list).toHaveTextContent("cak_AbCdEf…");
    expect(list).not.toHaveTextContent("the-whole-secret");
  });

  it("staff see the report and Now, but no weekly report, shared links or API keys", async () => {
    adminDb.role = "staff";
    renderAdmin("/analytics");
    expect(await screen.findByRole("list", { name: "Totals" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Now" })).toBeInTheDocument();
    await waitFor(() => expect(adminDb.requests.some((r) => r.path.endsWith("/Team/Me"))).toBe(true));
    expect(screen.queryByRole("checkbox", { name: "Email me the weekly report" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Shared links" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "API keys" })).not.toBeInTheDocument();
  });
});

describe("/share/analytics/:token signed out", () => {
  beforeEach(async () => {
    await resetAdminState();
    session.clear();
  });

  it("shows the report and Now without the admin area, leads or exports, sending the token in a header", async () => {
    renderAdmin(`/share/analytics/${GOOD_SHARE_TOKEN}?period=7`);
    expect(await screen.findByRole("heading", { name: "Analytics", level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Totals" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Top Pages" })).toHaveTextContent("/pricing");
    expect(screen.getByText(/A shared, read-only report/)).toBeInTheDocument();
    // No admin navigation, sign-out, lead screens or CSV export.
    expect(screen.queryByRole("navigation", { name: /admin|main/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Contacts" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Sign out|Log out/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Export CSV/ })).not.toBeInTheDocument();
    // Goals and funnels are shown, never made there.
    expect(screen.getByRole("heading", { name: "Goals", level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add goal" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save funnel" })).not.toBeInTheDocument();
    // Now, from the shared link's own endpoint.
    const now = screen.getByRole("region", { name: "Now" });
    expect(await within(now).findByRole("list", { name: "Pages now" })).toHaveTextContent("/demo4");
    expect(sharingDb.sharedCalls.at(-1)).toEqual({ token: GOOD_SHARE_TOKEN, authorization: null });
    expect(adminDb.requests).toEqual([]);
  });

  it("a revoked or unknown token shows a not-found page", async () => {
    renderAdmin("/share/analytics/revoked-token");
    expect(await screen.findByRole("heading", { name: "Shared report not found" })).toBeInTheDocument();
    expect(screen.getByText(/does not exist or was revoked/)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Totals" })).not.toBeInTheDocument();
  });
});
