import { render } from "@testing-library/react";
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import type * as ListenerModule from "~/components/layout/analytics-listener";

export interface SentBeacon {
  url: string;
  body: Record<string, unknown>;
}

/**
 * jsdom has no sendBeacon: this one records what would leave, parsed, into `sent`. Idle callbacks run on
 * the next timer, so the listener's deferred work happens within a test. Undo with `vi.unstubAllGlobals`.
 */
export function recordBeacons(sent: SentBeacon[]) {
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, data: Blob) => {
      void data.text().then((text) => sent.push({ url, body: JSON.parse(text) as Record<string, unknown> }));
      return true;
    },
  });
  vi.stubGlobal("requestIdleCallback", (cb: () => void) => setTimeout(cb, 0));
  vi.stubGlobal("cancelIdleCallback", (id: number) => clearTimeout(id));
}

/** The site's routes `children` under a layout with the analytics listener, opened at `initial`. */
export function renderWithListener(
  AnalyticsListener: typeof ListenerModule.AnalyticsListener,
  children: RouteObject[],
  initial = "/",
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <AnalyticsListener measurementId="" />
          </>
        ),
        children,
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
