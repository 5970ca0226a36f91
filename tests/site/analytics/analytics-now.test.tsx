import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOW_REFRESH_MS, NowPanel } from "~/features/analytics/now-panel";
import { resetSharingDb, sharingDb } from "../msw/analytics-sharing";
import { resetAdminState, signIn } from "../admin/harness";

// The "Now" panel polls while the tab is shown and stops while it is hidden (document.visibilityState).

let visibility: DocumentVisibilityState = "visible";
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
};
const tick = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NowPanel />
    </QueryClientProvider>,
  );
}

const visitorsShown = () =>
  within(screen.getByRole("region", { name: "Now" })).getByText(/^visitors? in the last 5 minutes$/)
    .previousSibling?.textContent;

describe("the Now panel", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
    resetSharingDb();
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
    visibility = "visible";
    // Only the polling interval is faked; the fake API's own timers stay real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the visitors of the last five minutes with their pages and sources", async () => {
    sharingDb.realtime = [
      {
        visitors: 3,
        pages: [
          { value: "/pricing", visitors: 2 },
          { value: "/", visitors: 1 },
        ],
        sources: [{ value: "www.google.com", visitors: 2 }],
      },
    ];
    renderPanel();
    expect(await screen.findByRole("heading", { name: "Now", level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(visitorsShown()).toBe("3"));
    expect(screen.getByRole("list", { name: "Pages now" })).toHaveTextContent("/pricing2/1");
    expect(screen.getByRole("list", { name: "Sources now" })).toHaveTextContent("www.google.com2");
  });

  it("says so when nobody is on the site", async () => {
    sharingDb.realtime = [{ visitors: 0, pages: [], sources: [] }];
    renderPanel();
    await waitFor(() => expect(visitorsShown()).toBe("0"));
    expect(screen.getAllByText("Nobody in the last 5 minutes.")).toHaveLength(2);
  });

  it("updates every 10 seconds while the tab is shown, stops while it is hidden, and resumes when shown", async () => {
    sharingDb.realtime = [1, 2, 3, 4, 5].map((visitors) => ({ visitors, pages: [], sources: [] }));
    renderPanel();
    await waitFor(() => expect(visitorsShown()).toBe("1"));
    expect(sharingDb.realtimeCalls).toBe(1);

    await tick(NOW_REFRESH_MS);
    await waitFor(() => expect(visitorsShown()).toBe("2"));
    expect(sharingDb.realtimeCalls).toBe(2);

    setVisibility("hidden");
    expect(screen.getByText("Paused while this tab is hidden")).toBeInTheDocument();
    await tick(NOW_REFRESH_MS * 6);
    expect(sharingDb.realtimeCalls).toBe(2);
    expect(visitorsShown()).toBe("2");

    setVisibility("visible");
    expect(screen.getByText("Updates every 10 seconds")).toBeInTheDocument();
    await tick(NOW_REFRESH_MS);
    await waitFor(() => expect(sharingDb.realtimeCalls).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(Number(visitorsShown())).toBeGreaterThanOrEqual(3));
  });
});
