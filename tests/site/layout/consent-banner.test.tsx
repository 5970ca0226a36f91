import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STORE_KEY, useAppStore } from "~/lib/store";
import { consentNeeded } from "~/lib/visitor-tracking/consent-needed";
import { TRACKED_KEY } from "~/features/visitor-tracking/track-once";
import { server } from "../msw/server";
import { freshStore, loadConsentBanner, renderLayout } from "./layout-harness";

const stored = () => JSON.parse(localStorage.getItem(STORE_KEY) ?? "{}")?.state?.consent;
/** A build with GA4 or the chat widget: one that asks for consent. */
const asking = { askConsent: true };

beforeAll(loadConsentBanner);

/** Records the TrackVisitor calls the page makes. */
function trackVisitorCalls() {
  const calls: unknown[] = [];
  server.use(
    http.post("*/IpAddress/TrackVisitor", async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json({ isSuccess: true, message: "Visitor tracked." });
    }),
  );
  return calls;
}

describe("consent banner", () => {
  beforeEach(() => freshStore(null));

  it("is in the prerendered page, marked for the boot script until the stored choice is read", () => {
    useAppStore.setState({ hydrated: false });
    renderLayout("/", asking);
    const banner = screen.getByRole("region", { name: "Cookies and analytics" });
    expect(banner).toHaveAttribute("data-consent-boot");
    expect(screen.getByRole("button", { name: "Accept" })).toHaveAttribute("data-consent-choice", "accepted");
  });

  it("offers Accept and Reject with equal weight on a first visit, without blocking the page", () => {
    renderLayout("/", asking);
    const banner = screen.getByRole("region", { name: "Cookies and analytics" });
    expect(banner).not.toHaveAttribute("aria-modal");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const accept = screen.getByRole("button", { name: "Accept" });
    const reject = screen.getByRole("button", { name: "Reject" });
    expect(accept.className).toBe(reject.className);
    expect(screen.getAllByRole("link", { name: "Pricing" })[0]).toBeEnabled();
  });

  it("links to the privacy notice, which says what accepting allows", () => {
    renderLayout("/", asking);
    const banner = screen.getByRole("region", { name: "Cookies and analytics" });
    expect(within(banner).getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
  });

  it.each([
    ["Accept", "accepted"],
    ["Reject", "rejected"],
  ])("%s hides the banner and keeps the choice in app-storage", async (button, value) => {
    const user = userEvent.setup();
    renderLayout("/", asking);
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
    renderLayout("/", asking);
    expect(useAppStore.getState().consent).toBe("rejected");
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("records the visit (TrackVisitor) only after Accept", async () => {
    const calls = trackVisitorCalls();
    const user = userEvent.setup();
    const { router } = renderLayout("/", asking);
    await router.navigate("/about");
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});

describe("without a tool that needs consent", () => {
  beforeEach(() => {
    localStorage.clear();
    freshStore(null);
  });

  it("asks only when GA4 or the chat widget is configured (the tests' build has neither)", () => {
    expect(consentNeeded()).toBe(false);
    expect(consentNeeded({})).toBe(false);
    expect(consentNeeded({ gaMeasurementId: "G-TEST000000" })).toBe(true);
    expect(consentNeeded({ chatWidgetSrc: "/chat-widget.js" })).toBe(true);
  });

  it("shows no banner and no 'Cookie preferences', and keeps the privacy notice in the footer", () => {
    useAppStore.setState({ hydrated: false });
    renderLayout();
    expect(screen.queryByRole("region", { name: "Cookies and analytics" })).not.toBeInTheDocument();
    expect(document.querySelector("[data-consent-boot]")).toBeNull();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByRole("button", { name: "Cookie preferences" })).not.toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
  });

  it("keeps no consent choice in app-storage", () => {
    renderLayout();
    act(() => useAppStore.getState().setTheme("dark"));
    expect(JSON.parse(localStorage.getItem(STORE_KEY) ?? "{}").state).toEqual({ theme: "dark" });
  });

  it("records no visit, even for a visitor who accepted while the build still asked", async () => {
    const calls = trackVisitorCalls();
    freshStore("accepted");
    // Where a tool needs consent, the same choice records the visit (and loads the tracker).
    const asked = renderLayout("/", asking);
    await waitFor(() => expect(calls).toHaveLength(1));
    asked.unmount();
    sessionStorage.clear();

    renderLayout();
    await act(async () => {});
    expect(screen.getByRole("heading", { name: "Home page" })).toBeInTheDocument();
    // The tracker claims the session's one record as it mounts, before its call.
    expect(sessionStorage.getItem(TRACKED_KEY)).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
