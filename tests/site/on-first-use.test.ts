import { describe, expect, it, vi } from "vitest";
import { onFirstUse } from "~/lib/on-first-use";

describe("onFirstUse", () => {
  it("makes nothing until asked, then makes the value once", () => {
    const make = vi.fn(() => new Intl.NumberFormat("en-IN"));
    const inr = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(inr().format(250000)).toBe("2,50,000");
    expect(inr()).toBe(inr());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
