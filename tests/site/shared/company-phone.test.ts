import { describe, expect, it } from "vitest";
import { companyPhoneSchema } from "~/contract/company-settings";

describe("the company's phone numbers", () => {
  it.each([
    ["98310 12345", "+91 98310 12345"],
    ["+91-98310-12345", "+91 98310 12345"],
    // A Kolkata landline with its STD code, as printed on letterheads.
    ["033 2229 1234", "+91 33222 91234"],
    ["(0651) 234 5678", "+91 65123 45678"],
  ])("keeps %s as %s", (typed, stored) => {
    expect(companyPhoneSchema.parse(typed)).toBe(stored);
  });

  it.each(["+91 00000 00000", "12345", "98310 1234x", "+44 20 7946 0958"])("refuses %s", (typed) => {
    expect(companyPhoneSchema.safeParse(typed).error?.issues[0]?.message).toBe(
      "Enter a 10-digit Indian mobile or landline number",
    );
  });
});
