import { act, render, screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TRACKED_KEY } from "~/features/visitor-tracking/track-once";
import { VisitorTracker } from "~/features/visitor-tracking/visitor-tracker";
import { useAppStore } from "~/lib/store";
import { server } from "../msw/server";

const TRACK = "/api/IpAddress/TrackVisitor";

function recordCalls(
  answer: () => Response | Promise<Response> = () => HttpResponse.json({ isSuccess: true }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(TRACK, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe("visitor tracking", () => {
  beforeEach(() => useAppStore.setState({ consent: null }));
  afterEach(() => vi.restoreAllMocks());

  it("records nothing before the visitor chooses, nor after Reject", async () => {
    const bodies = recordCalls();
    render(<VisitorTracker />);
    await settle();
    act(() => useAppStore.getState().setConsent("rejected"));
    await settle();
    expect(bodies).toEqual([]);
    expect(sessionStorage.getItem(TRACKED_KEY)).toBeNull();
  });

  it("after Accept records the visit once per browser session, with the browser's timezone", async () => {
    const bodies = recordCalls();
    const first = render(<VisitorTracker />);
    act(() => useAppStore.getState().setConsent("accepted"));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });

    // Other pages, a second mount, consent given again: still one record in this session.
    first.unmount();
    render(<VisitorTracker />);
    act(() => useAppStore.getState().setConsent("rejected"));
    act(() => useAppStore.getState().setConsent("accepted"));
    await settle();
    expect(bodies).toHaveLength(1);
  });

  it("does not hold up the page while the call is pending, and logs and ignores a failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const bodies = recordCalls(async () => {
      await delay(100);
      return HttpResponse.json({ isSuccess: false, message: "down" }, { status: 500 });
    });
    useAppStore.setState({ consent: "accepted" });
    render(
      <>
        <VisitorTracker />
        <p>Page content</p>
      </>,
    );
    expect(screen.getByText("Page content")).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Visitor tracking failed:", "down"));
    expect(bodies).toHaveLength(1);
    expect(screen.getByText("Page content")).toBeInTheDocument();
  });
});
