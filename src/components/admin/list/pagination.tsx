import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, type To } from "react-router";

/** Page numbers to show: all of them when few, else the ends and the neighbours of the current page. */
export function pageWindow(page: number, totalPages: number): (number | "gap")[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push("gap");
    out.push(n);
  });
  return out;
}

const cell =
  "inline-flex min-w-10 items-center justify-center gap-1 rounded-lg border px-3 py-2 text-sm font-medium";
const normal =
  "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700";
const current = "border-brand-600 bg-brand-600 text-white";
const disabled =
  "cursor-not-allowed border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400";

/** Previous/Next and numbered pages, shown only when there is more than one page. */
export function Pagination({
  page,
  totalPages,
  hrefForPage,
}: {
  page: number;
  totalPages: number;
  hrefForPage: (n: number) => To;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefForPage(page - 1)} className={`${cell} ${normal}`}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={`${cell} ${disabled}`}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </span>
      )}
      {pageWindow(page, totalPages).map((n, i) =>
        n === "gap" ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={hrefForPage(n)}
            aria-label={`Page ${n}`}
            aria-current={n === page ? "page" : undefined}
            className={`${cell} ${n === page ? current : normal}`}
          >
            {n}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={hrefForPage(page + 1)} className={`${cell} ${normal}`}>
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={`${cell} ${disabled}`}>
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
