import type { ReactNode } from "react";
import { formatDateTime } from "./format";
import { LocationNotice } from "./location-notice";
import { PAGE_SIZE } from "./list-params";
import { PageHeader, ResultCount } from "./page-header";
import { Pagination } from "./pagination";
import { ConfirmDeleteDialog } from "./row-delete";
import { SearchBox } from "./search-box";
import { HeaderRow, ListMessage, TableRegion, td } from "./table";
import type { usePagedList } from "./use-paged-list";

/** A column of an admin table: its header and how a row fills its cell (`className` adds to the cell's). */
export interface Column<T> {
  header: string;
  className?: string;
  cell: (row: T) => ReactNode;
}

type PagedList<T> = ReturnType<typeof usePagedList<T>>;
type DeleteFlow<T extends { _id: string }> = Parameters<typeof ConfirmDeleteDialog<T>>[0] & {
  failed: string;
  quiet?: boolean;
};

/**
 * The frame every admin list shares: header, filter row with the result count, loading / failure / empty
 * lines, the table, paging, and the delete confirmation.
 * A failure shows the call's message as an alert, or `failure` as a quiet notice when given (SPEC.md §8).
 */
export function ListShell<T extends { _id: string }>(props: {
  title: string;
  intro: string;
  actions?: ReactNode;
  /**
   * What the list holds ("demo requests"): gives the search box's name, the table's label and the loading
   * and empty lines unless those are given.
   */
  items?: string;
  /** The server-side search box, and/or `filter` for another control. */
  search?: { label?: string; placeholder: string };
  filter?: ReactNode;
  noun: string;
  list: PagedList<T>;
  label?: string;
  columns: Column<T>[];
  loading?: string;
  empty?: string;
  failure?: string;
  /** Rows deleted after confirmation; `failed` is shown when a delete fails (as a notice when `quiet`). */
  deletes?: DeleteFlow<T>;
}) {
  const { list, columns, items = "" } = props;
  const label = props.label ?? items.charAt(0).toUpperCase() + items.slice(1);
  const loading = props.loading ?? `Loading ${items}...`;
  const empty = props.empty ?? `No ${items} found.`;
  const { query } = list;
  return (
    <div className="space-y-6">
      <PageHeader title={props.title} intro={props.intro}>
        {props.actions}
      </PageHeader>
      <LocationNotice />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {props.search && (
            <SearchBox
              label={props.search.label ?? `Search ${items}`}
              placeholder={props.search.placeholder}
              value={list.search}
              onSearch={list.setSearch}
            />
          )}
          {props.filter}
        </div>
        <ResultCount
          page={list.page}
          pageSize={PAGE_SIZE}
          shown={list.items.length}
          total={list.total}
          capped={list.capped}
          noun={props.noun}
        />
      </div>

      {props.deletes?.deletion.removal.isError && (
        <ListMessage kind={props.deletes.quiet ? "notice" : "error"}>{props.deletes.failed}</ListMessage>
      )}

      {query.isPending ? (
        <ListMessage kind="loading">{loading}</ListMessage>
      ) : query.isError ? (
        props.failure ? (
          <ListMessage kind="notice">{props.failure}</ListMessage>
        ) : (
          <ListMessage kind="error">{query.error.message}</ListMessage>
        )
      ) : list.items.length === 0 ? (
        <ListMessage kind="empty">{empty}</ListMessage>
      ) : (
        <TableRegion label={label} busy={query.isPlaceholderData}>
          <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
            <HeaderRow labels={columns.map((c) => c.header)} />
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.items.map((row) => (
                <tr key={row._id}>
                  {columns.map((c) => (
                    <td key={c.header} className={c.className ? `${td} ${c.className}` : td}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}

      <Pagination page={list.page} totalPages={list.totalPages} hrefForPage={list.hrefForPage} />
      {props.deletes && <ConfirmDeleteDialog {...props.deletes} />}
    </div>
  );
}

/** A date-time cell. */
export function TimeCell({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}
