import type { PageOf, PageRequest } from "~/lib/http/paging";
import type { LeadStatus } from "~/contract/leads";
import type { ListSort } from "~/components/admin/list/list-shell";
import { usePagedList } from "~/components/admin/list/use-paged-list";
import { useLeadSelection } from "./lead-bulk";
import { useLeadListView } from "./lead-filters";
import { useStatusFilter } from "./lead-status";

type Row = { _id: string; version: number };

/**
 * A lead list's page with everything the URL holds (status, search, filters, sort), its row selection,
 * and the query its CSV export repeats.
 */
export function useLeadList<T extends Row>(
  resource: string,
  fetchPage: (request: PageRequest) => Promise<PageOf<T>>,
  rowName: (row: T) => string,
) {
  const [status, setStatus] = useStatusFilter();
  const view = useLeadListView();
  const list = usePagedList(resource, (page) => fetchPage({ ...page, status, filters: view.params }), {
    filter: `${status ?? ""}${view.key}`,
  });
  const { selection, chosen, clear } = useLeadSelection(list.items, rowName);
  const sort: ListSort = {
    by: view.view.sort,
    dir: view.view.dir,
    onSort: (key) => view.sortBy(key as typeof view.view.sort),
  };
  const exportParams: Record<string, string> = {
    ...(list.search.trim() ? { search: list.search.trim() } : {}),
    ...(status ? { status } : {}),
    ...view.params,
  };
  return {
    list,
    status: status as LeadStatus | undefined,
    setStatus,
    view,
    sort,
    selection,
    chosen,
    clear,
    exportParams,
  };
}
