import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PageOf, PageRequest } from "~/lib/http/paging";
import { PAGE_SIZE, useListParams } from "~/lib/admin/list-params";

/**
 * One page of a server-side searched list, driven by the URL. `filter` names any other URL filter the
 * fetch reads (it joins the cache key); `staleTime` 0 refetches each time the screen opens.
 */
export function usePagedList<T>(
  resource: string,
  fetchPage: (request: PageRequest) => Promise<PageOf<T>>,
  options: { filter?: string; staleTime?: number } = {},
) {
  const params = useListParams();
  const { page, search, setPage } = params;
  const query = useQuery({
    queryKey: [resource, { page, search: search.trim(), filter: options.filter ?? "" }],
    queryFn: () => fetchPage({ page, pageSize: PAGE_SIZE, search }),
    placeholderData: keepPreviousData,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
  const total = query.data?.total ?? 0;
  const capped = query.data?.capped === true;
  // A capped total has at least one more row, so at least one more page.
  const totalPages = Math.max(1, Math.ceil((total + (capped ? 1 : 0)) / PAGE_SIZE));

  // A page past the end (an old link, or the last row of the last page deleted) moves to the last page.
  const pastEnd = query.isSuccess && !query.isPlaceholderData && page > totalPages;
  useEffect(() => {
    if (pastEnd) setPage(totalPages, { replace: true });
  }, [pastEnd, totalPages, setPage]);

  return { ...params, query, items: query.data?.items ?? [], total, capped, totalPages };
}

/** Deletes a row: on success it leaves the cached pages at once, then the lists and dashboard refetch. */
export function useDeleteRow<T extends { _id: string }>(
  resource: string,
  remove: (id: string) => Promise<void>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: T) => remove(row._id),
    onSuccess: (_done, row) => {
      client.setQueriesData<PageOf<T>>({ queryKey: [resource] }, (old) =>
        old
          ? {
              ...old,
              items: old.items.filter((item) => item._id !== row._id),
              total: old.capped ? old.total : Math.max(0, old.total - 1),
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: [resource] });
      void client.invalidateQueries({ queryKey: ["dashboard-stats"] });
    },
  });
}
