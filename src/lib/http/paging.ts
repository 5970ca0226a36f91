import type { z } from "zod";
import { type Endpoint, pathOf } from "~/contract/endpoint";
import { request } from "./api-client";

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

type PagedEndpoint = Endpoint & { response: z.ZodType<{ data: unknown[]; total: number }> };
type ItemOf<E extends PagedEndpoint> = z.output<E["response"]>["data"][number];

/** The list function of a paged endpoint: one page of its items, with the total. */
export const pagesOf =
  <E extends PagedEndpoint>(endpoint: E) =>
  async (page: PageRequest): Promise<PageOf<ItemOf<E>>> =>
    pageOf(
      await request(
        endpoint.response,
        { method: endpoint.method, url: pathOf(endpoint.path), params: pageParams(page) },
        endpoint.failed,
      ),
    );

/** The delete function of an endpoint that removes one record by its id. */
export const removerOf =
  (endpoint: Endpoint & { params: z.ZodType<{ id: string }> }) =>
  async (id: string): Promise<void> => {
    await request(
      endpoint.response,
      { method: endpoint.method, url: pathOf(endpoint.path, { id }) },
      endpoint.failed,
    );
  };
