import { describe, expect, it } from "vitest";
import { formatStaffTime } from "../../../server/src/platform/time-format";

describe("formatStaffTime", () => {
  it("writes a time as people in India do, in the zone given, with the zone's short name", () => {
    const at = new Date("2026-12-07T01:40:00Z");
    expect(formatStaffTime(at, "Asia/Kolkata")).toBe("7 Dec 2026, 7:10 am IST");
    expect(formatStaffTime(at, "Asia/Kolkata")).not.toContain("2026-12-07");
    expect(formatStaffTime(new Date("2026-12-07T13:05:00Z"), "Asia/Kolkata")).toBe("7 Dec 2026, 6:35 pm IST");
  });
});
