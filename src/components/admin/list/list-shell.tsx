import { ArrowDown, ArrowUp } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime } from "~/lib/admin/format";
import { LocationNotice } from "./location-notice";
import { PAGE_SIZE } from "~/lib/admin/list-params";
import { PageHeader, ResultCount } from "../page-header";
import { Pagination } from "./pagination";
import { ConfirmDeleteDialog } from "./row-delete";
import { SearchBox } from "./search-box";
import { ListMessage, TableRegion, td, th } from "./table";
import type { usePagedList } from "./use-paged-list";

/** A column of an admin table: its header and how a row fills its cell (`className` adds to the cell's). */
export interface Column<T> {
  header: string;
  className?: string;
  cell: (row: T) => ReactNode;
  /** The server's sort key when the column can be sorted by. */
  sort?: string;
}

/** The list's sort: the column key and direction, and what a header click asks for. */
export interface ListSort {
  by: string;
  dir: "asc" | "desc";
  onSort: (key: string) => void;
}

/** Row checkboxes: which rows are selected, and how a row is named for its checkbox's label. */
export interface ListSelection<T> {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  /** Selects (or clears) every row on the page shown. */
  togglePage: (ids: string[], on: boolean) => void;
  rowName: (row: T) => string;
}

function HeaderCell<T>({ column, sort, before }: { column: Column<T>; sort?: ListSort; before?: ReactNode }) {
  if (!column.sort || !sort)
    return (
      <th scope="col" className={th}>
        {before}
        {column.header}
      </th>
    );
  const active = sort.by === column.sort;
  const Arrow = sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={th}
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}
    >
      {before && <span className="mr-3 inline-flex align-middle">{before}</span>}
      <button
        type="button"
        onClick={() => sort.onSort(column.sort!)}
        className="inline-flex items-center gap-1 uppercase tracking-wide hover:text-slate-900 dark:hover:text-white"
      >
        {column.header}
        {active && <Arrow aria-hidden="true" className="h-3.5 w-3.5" />}
      </button>
    </th>
  );
}

const checkbox = "h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600";

type PagedList<T> = ReturnType<typeof usePagedList<T>>;
type DeleteFlow<T extends { _id: string }> = Parameters<typeof ConfirmDeleteDialog<T>>[0] & {
  failed: string;
  quiet?: boolean;
};

/**
 * The frame every admin list shares: header, filter row with the result count, loading / failure / empty
 * lines, the table, paging, and the delete confirmation.
 * A failure shows the call's message as an alert, or `failure` as a quiet notice when given (docs/product.md §8).
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
  /** A second row of filters, under the search. */
  moreFilters?: ReactNode;
  /** Sortable headers (columns with a `sort` key). */
  sort?: ListSort;
  /** Row checkboxes and select-all-on-page, and what acts on the selection (shown above the table). */
  selection?: ListSelection<T>;
  bulk?: ReactNode;
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

      {props.moreFilters}
      {props.bulk}

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
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                {columns.map((c, i) => (
                  <HeaderCell
                    key={c.header}
                    column={c}
                    sort={props.sort}
                    // Select-all sits in the first header, so the spec's columns keep their places.
                    before={
                      i === 0 &&
                      props.selection && (
                        <input
                          type="checkbox"
                          aria-label="Select all on this page"
                          className={checkbox}
                          checked={list.items.every((r) => props.selection!.selected.has(r._id))}
                          onChange={(e) =>
                            props.selection!.togglePage(
                              list.items.map((r) => r._id),
                              e.target.checked,
                            )
                          }
                        />
                      )
                    }
                  />
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.items.map((row) => (
                <tr key={row._id}>
                  {columns.map((c, i) => (
                    <td key={c.header} className={c.className ? `${td} ${c.className}` : td}>
                      {i === 0 && props.selection ? (
                        <div className="flex items-start gap-3">
                          <input
                            type="checkbox"
                            aria-label={`Select ${props.selection.rowName(row)}`}
                            className={`${checkbox} mt-0.5 shrink-0`}
                            checked={props.selection.selected.has(row._id)}
                            onChange={(e) => props.selection!.toggle(row._id, e.target.checked)}
                          />
                          <div className="min-w-0">{c.cell(row)}</div>
                        </div>
                      ) : (
                        c.cell(row)
                      )}
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
