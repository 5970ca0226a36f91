import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatWidget } from "~/components/layout/chat-widget";

const SRC = "https://chat.example.test/widget.js";
const scripts = () => document.querySelectorAll(`script[src="${SRC}"]`);

let idle: Array<() => void> = [];
const runIdle = () =>
  act(() => {
    const tasks = idle;
    idle = [];
    tasks.forEach((t) => t());
  });

function Layout({ src }: { src?: string }) {
  return (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/about">About</Link> <Link to="/pricing">Pricing</Link>
      </nav>
      <Outlet />
      <ChatWidget src={src} />
    </>
  );
}

function renderWidget(src: string | undefined) {
  const router = createMemoryRouter([
    {
      element: <Layout src={src} />,
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: "about", element: <h1>About</h1> },
        { path: "pricing", element: <h1>Pricing</h1> },
      ],
    },
    { path: "login", element: <h1>Login</h1> },
  ]);
  return { router, ...render(<RouterProvider router={router} />) };
}

describe("chat widget injector", () => {
  beforeEach(() => {
    idle = [];
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn((task: () => void) => {
        idle.push(task);
        return idle.length;
      }),
    );
    vi.stubGlobal("cancelIdleCallback", vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.querySelectorAll("script[data-chat-widget]").forEach((s) => s.remove());
  });

  it("adds nothing until the browser is idle, then the script once, async", () => {
    renderWidget(SRC);
    expect(scripts()).toHaveLength(0);
    runIdle();
    expect(scripts()).toHaveLength(1);
    expect((scripts()[0] as HTMLScriptElement).async).toBe(true);
  });

  it("never injects twice across route changes, or when the layout mounts again", async () => {
    const { router } = renderWidget(SRC);
    runIdle();
    for (const path of ["/about", "/pricing", "/", "/login", "/about"]) {
      await act(() => router.navigate(path));
      runIdle();
    }
    expect(screen.getByRole("heading", { name: "About" })).toBeInTheDocument();
    expect(scripts()).toHaveLength(1);
  });

  it("injects nothing when no script address is configured", () => {
    renderWidget(undefined);
    runIdle();
    expect(document.querySelectorAll("script[data-chat-widget]")).toHaveLength(0);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
  });

  it("cancels the pending idle task when the page leaves before idle", () => {
    const { unmount } = renderWidget(SRC);
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });

  it("falls back to a timer where requestIdleCallback is missing", () => {
    vi.unstubAllGlobals();
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    try {
      renderWidget(SRC);
      expect(scripts()).toHaveLength(0);
      act(() => vi.advanceTimersByTime(2000));
      expect(scripts()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
