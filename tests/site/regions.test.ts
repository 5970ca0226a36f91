import { describe, expect, it } from "vitest";
import { findRegion, regions } from "~/content/regions";

describe("region lookup", () => {
  it("finds each of the four regions, case-insensitively", () => {
    expect(regions.map((r) => r.slug)).toEqual(["jharkhand", "kolkata", "bangalore", "bihar"]);
    expect(findRegion("Kolkata")?.name).toBe("Kolkata");
    expect(findRegion("BIHAR")?.slug).toBe("bihar");
  });

  it("returns nothing for an unknown slug", () => {
    expect(findRegion("goa")).toBeUndefined();
    expect(findRegion(undefined)).toBeUndefined();
  });
});
