import { describe, expect, it } from "vitest";
import { escapeText } from "../../../server/src/modules/booking/ics";

describe("an invitation's TEXT values", () => {
  it("writes every line break, a lone CR too, as an escaped newline and drops other control characters but tab", () => {
    expect(escapeText("a\r\nb\nc\rd")).toBe("a\\nb\\nc\\nd");
    expect(escapeText("Ravi\rATTENDEE:mailto:x@example.com")).not.toMatch(/[\r\n]/);
    expect(escapeText("tab\there\u0000\u001b\u007f")).toBe("tab\there");
    expect(escapeText("a;b,c\\d")).toBe("a\\;b\\,c\\\\d");
  });
});
