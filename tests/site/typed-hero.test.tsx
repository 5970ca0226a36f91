import { readFileSync } from "node:fs";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heroWords } from "~/content/home";
import { HOLD_STEPS, TYPE_STEP_MS, typewriterStyle, typingCycle } from "~/features/home/typewriter";
import { TypedHero } from "~/features/home/typed-hero";
import { renderWithRouter } from "./render";

// The hero types in CSS. These tests read the generated style as a browser would: for each letter, the
// last keyframe at or before a moment gives its size (0 hides it).
const css = typewriterStyle(heroWords);
const cycleMs = typingCycle(heroWords).length * TYPE_STEP_MS;
const delayMs = Number(/step-end (-?\d+)ms infinite/.exec(css)?.[1]);

function sizeAt(letter: string, ms: number): string {
  const body = new RegExp(`@keyframes ${letter}\\{(.*?\\})\\}`).exec(css)?.[1] ?? "";
  const frames = [...body.matchAll(/([\d.]+)%\{font-size:(\w+)\}/g)].map((m) => ({
    at: (Number(m[1]) / 100) * cycleMs,
    size: m[2]!,
  }));
  const t = (((ms - delayMs) % cycleMs) + cycleMs) % cycleMs;
  return frames.filter((f) => f.at <= t).at(-1)?.size ?? "1em";
}

/** The typed text a visitor sees `ms` after the page appears (read mid-step, away from its edges). */
function typedAt(ms: number): string {
  const mid = ms + TYPE_STEP_MS / 2;
  return heroWords
    .flatMap((word, w) => [...word].map((char, i) => (sizeAt(`tw${w}-${i}`, mid) === "1em" ? char : "")))
    .join("");
}

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

  it("shows every word for screen readers, and the first word before any animation runs", () => {
    renderWithRouter(<TypedHero />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Designers, Developers, Creators, Visionaries",
    );
    const letters = [...screen.getByTestId("typed-word").children];
    const shownWithoutAnimation = letters.filter((l) => !/typed-(later|sep)/.test(l.className));
    expect(shownWithoutAnimation.map((l) => l.textContent).join("")).toBe("Designers");
    expect(screen.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Explore AI Solutions" })).toHaveAttribute("href", "/ai");
  });

  it("with reduced motion, stops every animation and shows all words", () => {
    const reduced = /@media \(prefers-reduced-motion:reduce\)\{(.*)\}$/.exec(css)?.[1] ?? "";
    expect(reduced).toContain(".typed-word>span{animation:none!important;font-size:inherit!important}");
    expect(reduced).toContain(".typed-word{animation:none!important");
    renderWithRouter(<TypedHero />);
    expect(screen.getByTestId("typed-word").textContent).toBe(
      "Designers · Developers · Creators · Visionaries",
    );
  });
});
