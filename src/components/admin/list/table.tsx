import type { ReactNode } from "react";

export const th =
  "whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300";
export const td = "px-4 py-3 align-top text-sm text-slate-800 dark:text-slate-200";

/** A table's header row of column labels. */
export function HeaderRow({ labels }: { labels: string[] }) {
  return (
    <thead className="bg-slate-50 dark:bg-slate-800/60">
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={th}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A table that scrolls sideways on small screens (the scroll area is focusable for keyboard users). */
export function TableRegion({
  label,
  busy,
  children,
}: {
  label: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={busy}
      // A scrollable area must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${busy ? "opacity-70" : ""}`}
    >
      {children}
    </div>
  );
}

/** Loading, empty and failure lines of a list. */
export function ListMessage({
  kind,
  children,
}: {
  kind: "loading" | "empty" | "error" | "notice";
  children: ReactNode;
}) {
  if (kind === "error")
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      >
        {children}
      </p>
    );
  if (kind === "notice")
    return (
      <p
        role="status"
        className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        {children}
      </p>
    );
  return (
    <p
      role={kind === "loading" ? "status" : undefined}
      className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300"
    >
      {children}
    </p>
  );
}
