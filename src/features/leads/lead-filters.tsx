import { useCallback, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { LEAD_SORTS, type LeadSort, type SortDirection } from "~/contract/lead-list";
import { FilterSelect, selectClass } from "~/components/admin/list/filter-select";

// The lead lists' filters and sort, kept in the URL (issue 26): ?assigned=mine|none, ?overdue=1,
// ?source=…, ?from=YYYY-MM-DD, ?to=YYYY-MM-DD (received days, the reader's own calendar), ?sort=, ?dir=.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isSort = (s: string | null): s is LeadSort => (LEAD_SORTS as readonly string[]).includes(s ?? "");

/** Local midnight of a YYYY-MM-DD day, `plusDays` later, as an ISO instant (undefined if unreadable). */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const at = new Date(y, m - 1, d + plusDays);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

export interface LeadListView {
  assigned: "" | "mine" | "none";
  overdue: boolean;
  source: string;
  from: string;
  to: string;
  sort: LeadSort;
  dir: SortDirection;
}

/** The view's filters and sort as the API's query (the status and search travel on their own). */
export function viewParams(v: LeadListView): Record<string, string> {
  const p: Record<string, string> = {};
  if (v.assigned) p.assigned = v.assigned;
  if (v.overdue) p.overdue = "1";
  if (v.source.trim()) p.source = v.source.trim();
  const from = dayStart(v.from);
  // "To" is a whole day: received before the next one starts.
  const to = dayStart(v.to, 1);
  if (from) p.from = from;
  if (to && (!from || Date.parse(to) > Date.parse(from))) p.to = to;
  if (v.sort !== "received" || v.dir !== "desc") Object.assign(p, { sort: v.sort, dir: v.dir });
  return p;
}

/** The lead list's view from the URL, and setters that keep it there (each starts again at page 1). */
export function useLeadListView() {
  const [params, setParams] = useSearchParams();
  const assigned = params.get("assigned");
  const sort = params.get("sort");
  const view: LeadListView = {
    assigned: assigned === "mine" || assigned === "none" ? assigned : "",
    overdue: params.get("overdue") === "1",
    source: params.get("source") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    sort: isSort(sort) ? sort : "received",
    dir: params.get("dir") === "asc" ? "asc" : "desc",
  };
  const set = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          next.delete("page");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const apiParams = viewParams(view);
  const key = JSON.stringify(apiParams);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the params
  const stable = useMemo(() => apiParams, [key]);
  /** Sorting by a column: first its natural direction (newest, highest, A–Z), then the other way. */
  const sortBy = (column: LeadSort) => {
    const first: SortDirection = column === "name" || column === "assignee" ? "asc" : "desc";
    const dir = view.sort === column ? (view.dir === "asc" ? "desc" : "asc") : first;
    set(column === "received" && dir === "desc" ? { sort: "", dir: "" } : { sort: column, dir });
  };
  return { view, set, params: stable, key, sortBy };
}

/** Mine / Unassigned, Overdue, Source and Received between: the lead list's filters beside the status. */
export function LeadFilterBar({ list }: { list: ReturnType<typeof useLeadListView> }) {
  const { view, set } = list;
  const id = useId();
  const [source, setSource] = useState(view.source);
  const applySource = () => source.trim() !== view.source && set({ source: source.trim() });
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label="More filters">
      <FilterSelect
        label="Assigned"
        value={view.assigned}
        onChange={(v) => set({ assigned: v })}
        options={[
          { value: "", label: "Anyone" },
          { value: "mine", label: "Mine" },
          { value: "none", label: "Unassigned" },
        ]}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          checked={view.overdue}
          onChange={(e) => set({ overdue: e.target.checked ? "1" : "" })}
          className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
        />
        Overdue only
      </label>
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          applySource();
        }}
      >
        <label htmlFor={`${id}-source`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Source
        </label>
        <input
          id={`${id}-source`}
          type="search"
          value={source}
          placeholder="UTM source or /page"
          onChange={(e) => setSource(e.target.value)}
          onBlur={applySource}
          className={`${selectClass} w-52`}
        />
      </form>
      <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
        <legend className="sr-only">Received between</legend>
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Received from
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={view.from}
          max={view.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
          className={selectClass}
        />
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          to
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={view.to}
          min={view.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
          className={selectClass}
        />
      </fieldset>
    </div>
  );
}
