import { readFileSync } from "node:fs";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heroWords } from "~/content/home";
import { HOLD_STEPS, TYPE_STEP_MS, typedAt, typingCycle } from "~/features/home/typewriter";
import { TypedHero } from "~/features/home/typed-hero";
import { renderWithRouter } from "../render";

const cycle = typingCycle(heroWords);
const cycleMs = cycle.length * TYPE_STEP_MS;
const css = readFileSync("src/features/home/typed-hero.css", "utf8");

/** The letters a visitor sees: those not hidden by the typing, in order. */
const shownText = () =>
  [...screen.getByTestId("typed-word").querySelectorAll(".tw")]
    .filter((l) => !l.classList.contains("tw-off"))
    .map((l) => l.textContent)
    .join("");
const carets = () => [...screen.getByTestId("typed-word").querySelectorAll(".tw-caret")];

/** Moves the page's clock on by `ms`, running the typing's timers on the way. */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function reducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("typed hero: the cycle", () => {
  const text = (ms: number) => {
    const s = typedAt(cycle, ms);
    return heroWords[s.word]!.slice(0, s.chars);
  };
  it("erases a word a letter a step after holding it, then types the next", () => {
    const whole = heroWords[0].length * TYPE_STEP_MS;
    expect(text(whole)).toBe("Designers");
    expect(text(whole + TYPE_STEP_MS * (HOLD_STEPS + 1))).toBe("Designers");
    expect(text(whole + TYPE_STEP_MS * (HOLD_STEPS + 2))).toBe("Designer");
    expect(text(whole + TYPE_STEP_MS * (HOLD_STEPS + 2 + 8 + 1 + 3))).toBe("Dev");
    expect(text(whole + TYPE_STEP_MS * (HOLD_STEPS + 2 + 8 + 1 + 10))).toBe("Developers");
  });

  it("goes through all four words and starts over", () => {
    const seen = new Set<string>();
    for (let ms = 0; ms < cycleMs; ms += TYPE_STEP_MS) seen.add(text(ms));
    for (const word of heroWords) expect(seen).toContain(word);
    expect(text(cycleMs + 5)).toBe(text(5));
  });
});

describe("typed hero: on the page", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance", "Date"] });
    reducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows every word for screen readers, and the first word before the typing runs", () => {
    renderWithRouter(<TypedHero />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Designers, Developers, Creators, Visionaries",
    );
    // As prerendered: the later words' letters carry the hidden class.
    const prerendered = [...screen.getByTestId("typed-word").querySelectorAll(".tw:not(.tw-off)")];
    expect(prerendered.map((l) => l.textContent).join("")).toBe("Designers");
    expect(css).toMatch(/\.typed-word \.tw-off \{\s*visibility: hidden;/);
    expect(screen.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Explore AI Solutions" })).toHaveAttribute("href", "/ai");
  });

  it("holds Designers, erases it and types Developers at 150 ms a step", () => {
    renderWithRouter(<TypedHero />);
    expect(shownText()).toBe("Designers");
    wait(TYPE_STEP_MS * (HOLD_STEPS + 1) + TYPE_STEP_MS / 2);
    expect(shownText()).toBe("Designers");
    wait(TYPE_STEP_MS);
    expect(shownText()).toBe("Designer");
    wait(TYPE_STEP_MS * (8 + 1 + 3));
    expect(shownText()).toBe("Dev");
    wait(TYPE_STEP_MS * 7);
    expect(shownText()).toBe("Developers");
  });

  it("shows the caret only after the last typed letter, blinking while a word is held", () => {
    renderWithRouter(<TypedHero />);
    const seen: boolean[] = [];
    for (let ms = 0; ms < cycleMs; ms += TYPE_STEP_MS / 3) {
      const on = carets();
      expect(on.length).toBeLessThanOrEqual(1);
      if (on[0]) expect(on[0].textContent).toBe(shownText().at(-1));
      if (ms < TYPE_STEP_MS * HOLD_STEPS) seen.push(on.length === 1);
      wait(TYPE_STEP_MS / 3);
    }
    expect(seen).toContain(true);
    expect(seen).toContain(false);
  });

  it("stops when the hero leaves the page", () => {
    const { unmount } = renderWithRouter(<TypedHero />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("with reduced motion, does not type, and the stylesheet shows all words in a row", () => {
    reducedMotion(true);
    renderWithRouter(<TypedHero />);
    wait(cycleMs);
    expect(shownText()).toBe("Designers");
    expect(vi.getTimerCount()).toBe(0);
    const reduced = css.slice(css.indexOf("@media (prefers-reduced-motion: reduce)"));
    expect(reduced).toMatch(/\.typed-word \.tw \{\s*visibility: visible !important;/);
    expect(reduced).toMatch(/\.typed-sep \{\s*display: inline;/);
    expect(screen.getByTestId("typed-word").textContent).toBe(
      "Designers · Developers · Creators · Visionaries",
    );
  });
});
