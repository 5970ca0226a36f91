import { describe, expect, it } from "vitest";
import {
  AA_CONTRAST,
  brandColourProblem,
  brandContrasts,
  brandScale,
  contrastRatio,
  derivePalette,
} from "~/shared/brand-colours";

const lightness = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
};

describe("the brand palette from one colour", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBe(contrastRatio("#777777", "#ffffff"));
  });

  it("keeps the house scale for the house colour", () => {
    expect(derivePalette("#1D5FD6")).toEqual(brandScale);
  });

  it.each(["#0f766e", "#b91c1c", "#7c3aed", "#15803d", "#c2410c", "#000000"])(
    "derives eight shades of %s, the chosen one as 600, lightest to darkest",
    (colour) => {
      const p = derivePalette(colour);
      expect(p[600]).toBe(colour);
      const order = [p[50], p[100], p[200], p[500], p[600], p[700], p[800], p[900]].map(lightness);
      for (let i = 1; i < order.length; i++) expect(order[i]).toBeLessThanOrEqual(order[i - 1]!);
      for (const value of Object.values(p)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    },
  );

  it("accepts a colour whose text pairs meet AA, and says why a light one cannot be used", () => {
    expect(brandColourProblem("#0f766e")).toBeNull();
    const p = derivePalette("#0f766e");
    for (const r of Object.values(brandContrasts(p))) expect(r).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(brandColourProblem("#ffdd00")).toBe(
      "White text on this colour has a contrast of 1.3:1; WCAG AA needs 4.5:1. Choose a darker shade.",
    );
    // Just under AA: #777777 is 4.48:1 against white.
    expect(brandColourProblem("#777777")).toMatch(/contrast of 4\.4:1/);
  });
});
