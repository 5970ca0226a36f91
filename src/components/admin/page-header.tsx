import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Page title, a short line of context and the page's actions. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      </div>
      {children && <div className="flex flex-wrap items-center gap-3">{children}</div>}
    </div>
  );
}

export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      reloadDocument
      className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
    >
      <Plus aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}

/**
 * "Showing 11–20 of 23" for the rows on screen, "of 10,000+" when the server stopped counting at its cap;
 * announced politely after a search.
 */
export function ResultCount({
  page,
  pageSize,
  shown,
  total,
  capped = false,
  noun,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  capped?: boolean;
  noun: string;
}) {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const n = (x: number) => x.toLocaleString("en");
  const of = `${n(total)}${capped ? "+" : ""}`;
  return (
    <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
      {total === 0 ? "" : `Showing ${n(from)}–${n(from + shown - 1)} of ${of} ${noun}`}
    </p>
  );
}
