import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOLD_STEPS, TYPE_STEP_MS } from "~/features/home/use-typewriter";
import { TypedHero } from "~/features/home/typed-hero";
import { renderWithRouter } from "./render";

const word = () => screen.getByTestId("typed-word").textContent?.replace(/\u00a0/g, "");

describe("typed hero", () => {
  afterEach(() => vi.useRealTimers());

  it("starts on Designers, erases it and types Developers at 150 ms per step", () => {
    vi.useFakeTimers();
    renderWithRouter(<TypedHero />);
    expect(word()).toBe("Designers");
    act(() => vi.advanceTimersByTime(TYPE_STEP_MS * (HOLD_STEPS + 1)));
    expect(word()).toBe("Designers");
    act(() => vi.advanceTimersByTime(TYPE_STEP_MS));
    expect(word()).toBe("Designer");
    act(() => vi.advanceTimersByTime(TYPE_STEP_MS * (8 + 1 + 3)));
    expect(word()).toBe("Dev");
    act(() => vi.advanceTimersByTime(TYPE_STEP_MS * 7));
    expect(word()).toBe("Developers");
  });

  it("names every word for screen readers", () => {
    renderWithRouter(<TypedHero />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Designers, Developers, Creators, Visionaries",
    );
    expect(screen.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Explore AI Solutions" })).toHaveAttribute("href", "/ai");
  });

  it("shows all words without animation when reduced motion is asked for", () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      ...original(q),
      matches: q.includes("reduce"),
    })) as typeof window.matchMedia;
    try {
      renderWithRouter(<TypedHero />);
      expect(word()).toBe("Designers · Developers · Creators · Visionaries");
      act(() => vi.advanceTimersByTime(TYPE_STEP_MS * 30));
      expect(word()).toBe("Designers · Developers · Creators · Visionaries");
    } finally {
      window.matchMedia = original;
    }
  });
});
