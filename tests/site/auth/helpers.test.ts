import { describe, expect, it } from "vitest";
import { safeAdminTarget, loginPathFrom } from "~/features/auth/guard";
import { formatWait } from "~/features/auth/login-error";

describe("post-login target", () => {
  it("accepts only admin pages of this site", () => {
    expect(safeAdminTarget("/list?page=2")).toBe("/list?page=2");
    expect(safeAdminTarget("/demos")).toBe("/demos");
    expect(safeAdminTarget("//evil.example/list")).toBe("/admin");
    expect(safeAdminTarget("https://evil.example/list")).toBe("/admin");
    expect(safeAdminTarget("/contact")).toBe("/admin");
    expect(safeAdminTarget(null)).toBe("/admin");
  });

  it("remembers the page in the login link", () => {
    expect(loginPathFrom({ pathname: "/admin", search: "" })).toBe("/login");
    expect(loginPathFrom({ pathname: "/ipaddress", search: "?search=in" })).toBe(
      "/login?redirectTo=%2Fipaddress%3Fsearch%3Din",
    );
  });
});

describe("retry wait", () => {
  it("reads in seconds under a minute and in whole minutes above", () => {
    expect(formatWait(1)).toBe("1 second");
    expect(formatWait(45)).toBe("45 seconds");
    expect(formatWait(60)).toBe("1 minute");
    expect(formatWait(61)).toBe("2 minutes");
    expect(formatWait(900)).toBe("15 minutes");
  });
});
