import { z } from "zod";
import { envelope, paged } from "~/contract/envelope";
import { request } from "~/lib/http/api-client";

/** The paged form of the admin list calls: 1-based page, page size, optional search (server-side). */
export interface PageRequest {
  page: number;
  pageSize: number;
  search?: string;
  /** Lead lists: one status only. */
  status?: string;
  /** Lead lists: the other filters and the sort, as query parameters (issue 26). */
  filters?: Record<string, string>;
}

export interface PageOf<T> {
  items: T[];
  total: number;
  /** More rows match than `total`: the server stopped counting at its cap ("10,000+"). */
  capped?: boolean;
}

/** A paged answer as the lists use it. */
export const pageOf = <T>(answer: { data: T[]; total: number; totalCapped?: boolean }): PageOf<T> => ({
  items: answer.data,
  total: answer.total,
  ...(answer.totalCapped ? { capped: true } : {}),
});

/** Query parameters for a paged GetAll; a blank search and no status are left out. */
export const pageParams = ({ page, pageSize, search, status, filters }: PageRequest) => ({
  page,
  pageSize,
  ...(search?.trim() ? { search: search.trim() } : {}),
  ...(status ? { status } : {}),
  ...filters,
});

/** GET one page of an admin list, checked with the item's schema; `failed` is the message on an error. */
export async function fetchPage<T extends z.ZodType>(
  item: T,
  url: string,
  page: PageRequest,
  failed: string,
): Promise<PageOf<z.output<T>>> {
  return pageOf(await request(paged(item), { method: "GET", url, params: pageParams(page) }, failed));
}

/** DELETE `${base}/${id}` (the id URL-encoded); `failed` is the message on an error. */
export async function deleteById(base: string, id: string, failed: string): Promise<void> {
  await request(
    envelope(z.unknown()),
    { method: "DELETE", url: `${base}/${encodeURIComponent(id)}` },
    failed,
  );
}
