import { describe, expect, it } from "vitest";
import { fetchAllPages } from "~/features/admin/csv-export";
import { pageWindow } from "~/features/admin/pagination";
import { safeAdminTarget, loginPathFrom } from "~/features/auth/guard";
import { formatWait } from "~/features/auth/login-error";

describe("page numbers", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the ends and the neighbours of the current page when there are many", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageWindow(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 19, 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
  });
});

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

describe("export of every page", () => {
  it("reads past a capped total until a page comes back short", async () => {
    const fetchPage = async ({ page, pageSize }: { page: number; pageSize: number }) => {
      const start = (page - 1) * pageSize;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, 250 - start)) }, (_, i) => start + i);
      return { items, total: 100, capped: true };
    };
    expect(await fetchAllPages(fetchPage, "")).toHaveLength(250);
    // An exact total still ends the reading at once.
    const exact = async () => ({ items: [1, 2], total: 2 });
    expect(await fetchAllPages(exact, "")).toEqual([1, 2]);
  });
});
