import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordBeacons, type SentBeacon } from "./beacon-harness";

type Report = (metric: { name: string; value: number }) => void;
const vitals = vi.hoisted(() => {
  const reports: Report[] = [];
  const on = vi.fn((report: Report) => void reports.push(report));
  return { reports, on, module: { onLCP: on, onINP: on, onCLS: on, onTTFB: on } };
});
vi.mock("web-vitals", () => vitals.module);

const beacons: SentBeacon[] = [];
const sent = () => beacons.map((b) => b.body);

async function renderHome() {
  const { AnalyticsListener } = await import("~/components/layout/analytics-listener");
  const router = createMemoryRouter([{ path: "/", element: <AnalyticsListener measurementId="" /> }]);
  render(<RouterProvider router={router} />);
}

describe("Web Vitals in the beacon", () => {
  beforeEach(() => {
    vi.resetModules();
    beacons.length = 0;
    vitals.reports.length = 0;
    vitals.on.mockClear();
    recordBeacons(beacons);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
  });

  it("loads web-vitals at the first interaction, not with the page, and sends the values when hidden", async () => {
    await renderHome();
    await vi.waitFor(() =>
      expect(sent()).toEqual([expect.objectContaining({ kind: "pageview", path: "/" })]),
    );
    await vi.dynamicImportSettled();
    expect(vitals.on).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("scroll"));
    await vi.waitFor(() => expect(vitals.on).toHaveBeenCalledTimes(4));
    // A second interaction loads nothing more.
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await vi.dynamicImportSettled();
    expect(vitals.on).toHaveBeenCalledTimes(4);

    vitals.reports[0]!({ name: "LCP", value: 1234.4 });
    vitals.reports[2]!({ name: "CLS", value: 0.04567 });
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    await vi.waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toEqual({ kind: "vitals", path: "/", screen: "desktop", lcp: 1234, cls: 0.046 });
  });
});
