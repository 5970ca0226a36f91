import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { STORE_KEY, useAppStore } from "~/lib/store";
import { server } from "../msw/server";
import { freshStore, renderLayout } from "./layout-harness";

const stored = () => JSON.parse(localStorage.getItem(STORE_KEY) ?? "{}")?.state?.consent;

describe("consent banner", () => {
  beforeEach(() => freshStore(null));

  it("is in the prerendered page, marked for the boot script until the stored choice is read", () => {
    useAppStore.setState({ hydrated: false });
    renderLayout();
    const banner = screen.getByRole("region", { name: "Cookies and analytics" });
    expect(banner).toHaveAttribute("data-consent-boot");
    expect(screen.getByRole("button", { name: "Accept" })).toHaveAttribute("data-consent-choice", "accepted");
  });

  it("offers Accept and Reject with equal weight on a first visit, without blocking the page", () => {
    renderLayout();
    const banner = screen.getByRole("region", { name: "Cookies and analytics" });
    expect(banner).not.toHaveAttribute("aria-modal");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const accept = screen.getByRole("button", { name: "Accept" });
    const reject = screen.getByRole("button", { name: "Reject" });
    expect(accept.className).toBe(reject.className);
    expect(screen.getAllByRole("link", { name: "Pricing" })[0]).toBeEnabled();
  });

  it("links to the privacy notice, which says what accepting allows", () => {
    renderLayout();
    const banner = screen.getByRole("region", { name: "Cookies and analytics" });
    expect(within(banner).getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
  });

  it.each([
    ["Accept", "accepted"],
    ["Reject", "rejected"],
  ])("%s hides the banner and keeps the choice in app-storage", async (button, value) => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole("button", { name: button }));
    expect(screen.queryByRole("region", { name: "Cookies and analytics" })).not.toBeInTheDocument();
    expect(stored()).toBe(value);
    expect(useAppStore.getState().consent).toBe(value);
  });

  it("stays hidden on a later visit once a choice is stored", async () => {
    // (Any store write persists, so the stored value is planted after the reset.)
    useAppStore.setState({ hydrated: false });
    localStorage.setItem(STORE_KEY, JSON.stringify({ state: { consent: "rejected" }, version: 0 }));
    await useAppStore.persist.rehydrate();
    renderLayout();
    expect(useAppStore.getState().consent).toBe("rejected");
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("records the visit (TrackVisitor) only after Accept", async () => {
    const calls: unknown[] = [];
    server.use(
      http.post("*/IpAddress/TrackVisitor", async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ isSuccess: true, message: "Visitor tracked." });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderLayout();
    await router.navigate("/about");
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
