import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ListenerModule from "~/components/layout/analytics-listener";
import type * as BannerModule from "~/components/layout/consent-banner";
import type * as StoreModule from "~/lib/store";

const ga = vi.hoisted(() => ({ initialize: vi.fn(), send: vi.fn(), gtag: vi.fn() }));
vi.mock("react-ga4", () => ({ default: ga }));

const ID = "G-TEST000000";

// Fresh modules for each test, so the analytics module starts unloaded every time.
let AnalyticsListener: typeof ListenerModule.AnalyticsListener;
let ConsentBanner: typeof BannerModule.ConsentBanner;
let useAppStore: typeof StoreModule.useAppStore;

function Page({ title }: { title: string }) {
  return (
    <>
      <title>{title}</title>
      <h1>{title}</h1>
    </>
  );
}

function renderSite(measurementId = ID) {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <Outlet />
          <ConsentBanner />
          <AnalyticsListener measurementId={measurementId} />
        </>
      ),
      children: [
        { index: true, element: <Page title="Home" /> },
        { path: "about", element: <Page title="About" /> },
        { path: "pricing", element: <Page title="Pricing" /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const pageViews = () => ga.send.mock.calls.map(([hit]) => (hit as { page: string }).page);

describe("analytics listener", () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ AnalyticsListener } = await import("~/components/layout/analytics-listener"));
    ({ ConsentBanner } = await import("~/components/layout/consent-banner"));
    ({ useAppStore } = await import("~/lib/store"));
    ga.initialize.mockClear();
    ga.send.mockClear();
    useAppStore.setState({ consent: null, consentOpen: false, hydrated: true });
  });
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[`ga-disable-${ID}`];
  });

  it("calls nothing before Accept, even across route changes", async () => {
    const router = renderSite();
    await act(() => router.navigate("/about"));
    await act(() => router.navigate("/pricing"));
    await new Promise((r) => setTimeout(r, 20));
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(ga.send).not.toHaveBeenCalled();
  });

  it("after Accept starts GA4 once and sends a page view on each route change", async () => {
    const user = userEvent.setup();
    const router = renderSite();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(pageViews()).toEqual(["/"]));
    expect(ga.initialize).toHaveBeenCalledTimes(1);
    expect(ga.initialize).toHaveBeenCalledWith(
      ID,
      expect.objectContaining({ gtagOptions: expect.objectContaining({ send_page_view: false }) }),
    );

    await act(() => router.navigate("/about"));
    await waitFor(() => expect(pageViews()).toEqual(["/", "/about"]));
    await act(() => router.navigate("/pricing?plan=starter"));
    await waitFor(() => expect(pageViews()).toEqual(["/", "/about", "/pricing?plan=starter"]));
    expect(ga.send).toHaveBeenLastCalledWith({
      hitType: "pageview",
      page: "/pricing?plan=starter",
      title: "Pricing",
    });
    expect(ga.initialize).toHaveBeenCalledTimes(1);
  });

  it("sends nothing after Reject, and stops again when an earlier Accept is withdrawn", async () => {
    useAppStore.setState({ consent: "accepted" });
    const router = renderSite();
    await waitFor(() => expect(pageViews()).toEqual(["/"]));
    act(() => useAppStore.getState().setConsent("rejected"));
    await act(() => router.navigate("/about"));
    await new Promise((r) => setTimeout(r, 20));
    expect(pageViews()).toEqual(["/"]);
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(true);
  });

  it("does nothing without a measurement id, even after Accept", async () => {
    useAppStore.setState({ consent: "accepted" });
    const router = renderSite("");
    await act(() => router.navigate("/about"));
    await new Promise((r) => setTimeout(r, 20));
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(ga.send).not.toHaveBeenCalled();
  });
});
