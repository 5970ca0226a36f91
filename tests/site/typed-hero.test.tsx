import { readFileSync } from "node:fs";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heroWords } from "~/content/home";
import { HOLD_STEPS, TYPE_STEP_MS, typewriterStyle, typingCycle } from "~/features/home/typewriter";
import { TypedHero } from "~/features/home/typed-hero";
import { renderWithRouter } from "./render";

// The hero types in CSS. These tests read the generated style as a browser would: for an animation, the
// last keyframe at or before a moment gives the letter's (or its caret's) visibility.
const css = typewriterStyle(heroWords);
const cycleMs = typingCycle(heroWords).length * TYPE_STEP_MS;
const delayMs = Number(/step-end (-?\d+)ms infinite/.exec(css)?.[1]);

function visibleAt(animation: string, ms: number): boolean {
  const body = new RegExp(`@keyframes ${animation}\\{(.*?\\})\\}`).exec(css)?.[1] ?? "";
  const frames = [...body.matchAll(/([\d.]+)%\{visibility:(\w+)\}/g)].map((m) => ({
    at: (Number(m[1]) / 100) * cycleMs,
    value: m[2]!,
  }));
  const t = (((ms - delayMs) % cycleMs) + cycleMs) % cycleMs;
  return frames.filter((f) => f.at <= t).at(-1)?.value === "visible";
}

const letters = heroWords.flatMap((word, w) => [...word].map((char, i) => ({ char, name: `tw${w}-${i}` })));
/** Mid-step, away from the step's edges. */
const mid = (ms: number) => ms + TYPE_STEP_MS / 2;
/** The typed text a visitor sees `ms` after the page appears. */
const typedAt = (ms: number) =>
  letters
    .filter((l) => visibleAt(l.name, mid(ms)))
    .map((l) => l.char)
    .join("");

describe("typed hero", () => {
  it("has its generated rules in the stylesheet, current with its words", () => {
    expect(
      readFileSync("src/features/home/typed-hero.css", "utf8"),
      "run: npx tsx scripts/typed-hero-css.ts",
    ).toContain(css);
  });

  it("starts on Designers, erases it and types Developers at 150 ms per step", () => {
    expect(typedAt(0)).toBe("Designers");
    expect(typedAt(TYPE_STEP_MS * (HOLD_STEPS + 1))).toBe("Designers");
    expect(typedAt(TYPE_STEP_MS * (HOLD_STEPS + 2))).toBe("Designer");
    expect(typedAt(TYPE_STEP_MS * (HOLD_STEPS + 2 + 8 + 1 + 3))).toBe("Dev");
    expect(typedAt(TYPE_STEP_MS * (HOLD_STEPS + 2 + 8 + 1 + 10))).toBe("Developers");
  });

  it("goes through all four words and starts over", () => {
    const seen = new Set<string>();
    for (let ms = 0; ms < cycleMs; ms += TYPE_STEP_MS) seen.add(typedAt(ms));
    for (const word of heroWords) expect(seen).toContain(word);
    expect(typedAt(cycleMs)).toBe("Designers");
  });

  it("shows the caret only after the last typed letter, blinking while a word is held", () => {
    for (let ms = 0; ms < cycleMs; ms += TYPE_STEP_MS) {
      const typed = letters.filter((l) => visibleAt(l.name, mid(ms)));
      const carets = letters.filter((l) => visibleAt(`${l.name}c`, mid(ms)));
      expect(carets.length).toBeLessThanOrEqual(1);
      if (carets[0]) expect(carets[0]).toBe(typed.at(-1));
    }
    // While "Designers" is held (the first 1.5 s), the caret is seen both on and off.
    const held = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((step) =>
      visibleAt(`tw0-${heroWords[0].length - 1}c`, mid(step * TYPE_STEP_MS)),
    );
    expect(held).toContain(true);
    expect(held).toContain(false);
  });

  it("shows every word for screen readers, and the first word before any animation runs", () => {
    renderWithRouter(<TypedHero />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Designers, Developers, Creators, Visionaries",
    );
    const shownWithoutAnimation = [...screen.getByTestId("typed-word").querySelectorAll(".tw")].filter(
      (l) => !l.classList.contains("typed-later"),
    );
    expect(shownWithoutAnimation.map((l) => l.textContent).join("")).toBe("Designers");
    expect(css).toContain(".typed-word .typed-later{visibility:hidden}");
    expect(screen.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Explore AI Solutions" })).toHaveAttribute("href", "/ai");
  });

  it("with reduced motion, stops every animation and shows all words in a row", () => {
    const reduced = /@media \(prefers-reduced-motion:reduce\)\{(.*)\}$/.exec(css)?.[1] ?? "";
    expect(reduced).toContain(".typed-word .tw{animation:none!important;visibility:visible!important}");
    expect(reduced).toContain(".typed-word .tw::after{animation:none!important;visibility:hidden!important}");
    expect(reduced).toContain(".typed-word,.typed-word>span{display:inline}.typed-sep{display:inline}");
    renderWithRouter(<TypedHero />);
    expect(screen.getByTestId("typed-word").textContent).toBe(
      "Designers · Developers · Creators · Visionaries",
    );
  });
});
