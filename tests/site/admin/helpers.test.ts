import { describe, expect, it } from "vitest";
import { fetchAllPages } from "~/components/admin/csv/csv-export";
import { pageWindow } from "~/components/admin/list/pagination";

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
