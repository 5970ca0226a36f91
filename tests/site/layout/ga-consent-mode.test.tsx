import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ListenerModule from "~/components/layout/analytics-listener";
import type * as BannerModule from "~/components/layout/consent-banner";
import type * as StoreModule from "~/lib/store";

// The real react-ga4, so these are the exact calls gtag would read from the dataLayer.
const ID = "G-TEST000000";
const win = window as unknown as Record<string, unknown> & { dataLayer?: IArguments[] };

let AnalyticsListener: typeof ListenerModule.AnalyticsListener;
let ConsentBanner: typeof BannerModule.ConsentBanner;
let useAppStore: typeof StoreModule.useAppStore;

/** The dataLayer as plain arrays: ["consent", "default", {...}], ["config", id, {...}], ... */
const calls = () => (win.dataLayer ?? []).map((args) => Array.from(args));
const commands = () =>
  calls().map(([command, arg]) => (command === "consent" ? `consent ${String(arg)}` : command));
const consentCalls = () => calls().filter(([command]) => command === "consent");
const gaScript = () => document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js"]');

const analyticsOnly = {
  analytics_storage: "granted",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const nothing = { ...analyticsOnly, analytics_storage: "denied" };

function renderSite() {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <Outlet />
          <ConsentBanner />
          <AnalyticsListener measurementId={ID} />
        </>
      ),
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: "about", element: <h1>About</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe("GA4 under Consent Mode v2", () => {
  beforeEach(async () => {
    vi.resetModules();
    delete win.dataLayer;
    delete win.gtag;
    // react-ga4 is a dependency, kept across module resets: its singleton starts over here.
    (await import("react-ga4")).default.reset();
    ({ AnalyticsListener } = await import("~/components/layout/analytics-listener"));
    ({ ConsentBanner } = await import("~/components/layout/consent-banner"));
    ({ useAppStore } = await import("~/lib/store"));
    useAppStore.setState({ consent: null, consentOpen: false, hydrated: true });
    // The cookieless beacon is not what these tests are about; it sends nowhere.
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: () => true });
  });
  afterEach(() => {
    gaScript()?.remove();
    delete win[`ga-disable-${ID}`];
  });

  it("after Reject loads nothing and puts nothing on the dataLayer", async () => {
    const user = userEvent.setup();
    const router = renderSite();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await act(() => router.navigate("/about"));
    // Had the listener started GA, its import would settle before this one.
    await act(async () => {
      await import("react-ga4");
    });
    expect(win.dataLayer).toBeUndefined();
    expect(gaScript()).toBeNull();
    expect(win[`ga-disable-${ID}`]).toBe(true);
  });

  it("after Accept sets the defaults before the config: analytics granted, ad signals denied", async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(commands()).toContain("event"));
    expect(commands()).toEqual(["consent default", "js", "config", "event"]);
    expect(consentCalls()).toEqual([["consent", "default", analyticsOnly]]);
    expect(calls()[2]).toEqual(["config", ID, expect.objectContaining({ send_page_view: false })]);
    expect(gaScript()).not.toBeNull();
  });

  it("tells gtag of a later change with a consent update, each way", async () => {
    useAppStore.setState({ consent: "accepted" });
    const router = renderSite();
    await waitFor(() => expect(commands()).toContain("event"));

    act(() => useAppStore.getState().setConsent("rejected"));
    await waitFor(() => expect(consentCalls()).toHaveLength(2));
    expect(consentCalls()[1]).toEqual(["consent", "update", nothing]);
    expect(win[`ga-disable-${ID}`]).toBe(true);
    // No page view while consent is withdrawn.
    await act(() => router.navigate("/about"));

    act(() => useAppStore.getState().setConsent("accepted"));
    await waitFor(() => expect(consentCalls()).toHaveLength(3));
    expect(consentCalls()[2]).toEqual(["consent", "update", analyticsOnly]);
    expect(win[`ga-disable-${ID}`]).toBe(false);
    // A route change with the choice unchanged is a page view only.
    await act(() => router.navigate("/"));
    await waitFor(() => expect(commands().filter((c) => c === "event")).toHaveLength(3));
    expect(commands()).toEqual([
      "consent default",
      "js",
      "config",
      "event",
      "consent update",
      "consent update",
      "event",
      "event",
    ]);
  });
});
