import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ListenerModule from "~/components/layout/analytics-listener";
import type * as FirstTouchModule from "~/lib/visitor-tracking/first-touch";
import { recordBeacons, renderWithListener, type SentBeacon } from "./beacon-harness";

let AnalyticsListener: typeof ListenerModule.AnalyticsListener;
let firstTouch: typeof FirstTouchModule.firstTouch;
const sent: SentBeacon[] = [];

function renderSite(initial: string) {
  return renderWithListener(
    AnalyticsListener,
    [
      { index: true, element: <h1>Home</h1> },
      { path: "pricing", element: <h1>Pricing</h1> },
    ],
    initial,
  );
}

describe("cookieless beacon", () => {
  beforeEach(async () => {
    vi.resetModules();
    sessionStorage.clear();
    sent.length = 0;
    ({ AnalyticsListener } = await import("~/components/layout/analytics-listener"));
    ({ firstTouch } = await import("~/lib/visitor-tracking/first-touch"));
    recordBeacons(sent);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("sends a page view on load and on every route change, with UTM and screen class", async () => {
    const router = renderSite("/?utm_source=newsletter&utm_campaign=spring");
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe("/api/Analytics/Collect");
    expect(sent[0]!.body).toEqual({
      kind: "pageview",
      path: "/",
      utm: { source: "newsletter", campaign: "spring" },
      screen: "desktop",
    });
    await act(() => router.navigate("/pricing"));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ kind: "pageview", path: "/pricing", screen: "desktop" });
  });

  it("keeps the first touch for the lead forms; later pages do not replace it", async () => {
    const router = renderSite("/pricing?utm_source=newsletter&utm_medium=email");
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await act(() => router.navigate("/?utm_source=other"));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(firstTouch()).toEqual({ landingPage: "/pricing", utmSource: "newsletter", utmMedium: "email" });
  });

  it("sends through fetch with the token when staff are signed in, so the server leaves them out", async () => {
    const { session } = await import("~/lib/auth/session");
    session.start("staff-token", "admin@example.com");
    const calls: { auth: string | null; body: string }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push({ auth: new Headers(init.headers).get("authorization"), body: String(init.body) });
        return new Response(null, { status: 202 });
      }),
    );
    renderSite("/");
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.auth).toBe("Bearer staff-token");
    expect(sent).toHaveLength(0);
  });

  it("sends nothing from a staff tab whose token is not in memory (a public page opened from the admin)", async () => {
    sessionStorage.setItem("isLoggedIn", "true");
    const calls: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (...args: unknown[]) => {
        calls.push(args);
        return new Response(null, { status: 202 });
      }),
    );
    const beacons: unknown[] = [];
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (...args: unknown[]) => beacons.push(args) > 0,
    });
    renderSite("/?utm_source=newsletter");
    // The page view ran (it records the first touch just before it would send).
    await vi.waitFor(() => expect(firstTouch()).toMatchObject({ landingPage: "/" }));
    expect(beacons).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});
