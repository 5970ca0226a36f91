import { describe, expect, it } from "vitest";
import { applyExtraction, editKpi, extractKpis, kpiProgress, kpiTrend, summarizeKpis } from "~/shared/kpi";

/** The summary's counts, in the order total, on target, below target, above target. */
const counts = (total: number, onTarget: number, belowTarget: number, aboveTarget: number) => ({
  total,
  onTarget,
  belowTarget,
  aboveTarget,
});

describe("summary at the boundaries", () => {
  it("value = target is on target, not above", () => {
    expect(summarizeKpis([{ value: 100, target: 100 }])).toEqual(counts(1, 1, 0, 0));
  });
  it("value = 110% of target is not above target", () => {
    expect(summarizeKpis([{ value: 110, target: 100 }]).aboveTarget).toBe(0);
    expect(summarizeKpis([{ value: 33, target: 30 }]).aboveTarget).toBe(0);
    expect(summarizeKpis([{ value: 0.33, target: 0.3 }]).aboveTarget).toBe(0);
  });
  it("value > 110% of target is above (and on) target", () => {
    expect(summarizeKpis([{ value: 110.01, target: 100 }])).toEqual(counts(1, 1, 0, 1));
  });
  it("value just below target is below", () => {
    expect(summarizeKpis([{ value: 99.99, target: 100 }])).toEqual(counts(1, 0, 1, 0));
  });
  it("target 0: zero is on target, any positive value is above, negative is below", () => {
    expect(
      summarizeKpis([
        { value: 0, target: 0 },
        { value: 5, target: 0 },
        { value: -1, target: 0 },
      ]),
    ).toEqual(counts(3, 2, 1, 1));
  });
  it("empty list", () => {
    expect(summarizeKpis([])).toEqual({ total: 0, onTarget: 0, belowTarget: 0, aboveTarget: 0 });
  });
});

describe("progress", () => {
  it("is value/target in percent, capped at 100", () => {
    expect(kpiProgress(50, 200)).toBe(25);
    expect(kpiProgress(100, 100)).toBe(100);
    expect(kpiProgress(110, 100)).toBe(100);
    expect(kpiProgress(500, 100)).toBe(100);
    expect(kpiProgress(-5, 100)).toBe(0);
  });
  it("target 0 is met (100%) by 0 or more, never divides by zero", () => {
    expect(kpiProgress(0, 0)).toBe(100);
    expect(kpiProgress(3, 0)).toBe(100);
    expect(kpiProgress(-3, 0)).toBe(0);
  });
});

describe("trend and history", () => {
  it("compares with the previous value", () => {
    expect(kpiTrend(undefined, 5)).toBe("flat");
    expect(kpiTrend(4, 5)).toBe("up");
    expect(kpiTrend(6, 5)).toBe("down");
    expect(kpiTrend(5, 5)).toBe("flat");
  });

  it("adds a history point per extraction and updates the KPI of the same name and category", () => {
    let n = 0;
    const newId = () => `k${++n}`;
    const rule = { name: "Revenue", column: "r", aggregate: "sum", target: 10, unit: "₹", category: "Sales" };
    const first = applyExtraction([], extractKpis([{ r: "4" }], [rule]), {
      at: "2025-01-01T00:00:00.000Z",
      newId,
    });
    expect(first).toEqual([
      expect.objectContaining({
        id: "k1",
        name: "Revenue",
        value: 4,
        trend: "flat",
        history: [{ at: "2025-01-01T00:00:00.000Z", value: 4, target: 10 }],
      }),
    ]);
    const second = applyExtraction(first, extractKpis([{ r: "9" }], [rule]), {
      at: "2025-01-02T00:00:00.000Z",
      newId,
    });
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({
      id: "k1",
      value: 9,
      trend: "up",
      lastUpdated: "2025-01-02T00:00:00.000Z",
    });
    expect(second[0]!.history.map((h) => h.value)).toEqual([4, 9]);
    const edited = editKpi(
      second[0]!,
      { name: "Revenue", value: 7, target: 10, unit: "₹", category: "Sales" },
      "2025-01-03T00:00:00.000Z",
    );
    expect(edited).toMatchObject({ value: 7, trend: "down" });
    expect(edited.history.map((h) => h.value)).toEqual([4, 9, 7]);
  });
});
