import { Link } from "react-router";
import { pagedPath } from "~/content/site-map";

/** Previous/next and numbered pages of a listing; plain links, so paging works without JavaScript. */
export function Pagination({ base, page, count }: { base: string; page: number; count: number }) {
  if (count <= 1) return null;
  const item =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold";
  const idle =
    "border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";
  return (
    <nav aria-label="Pages" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={pagedPath(base, page - 1)} rel="prev" className={`${item} ${idle}`}>
              Newer posts
            </Link>
          </li>
        ) : null}
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${item} border-brand-600 bg-brand-600 text-white`}>
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <Link to={pagedPath(base, n)} className={`${item} ${idle}`}>
                <span className="sr-only">Page </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < count ? (
          <li>
            <Link to={pagedPath(base, page + 1)} rel="next" className={`${item} ${idle}`}>
              Older posts
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
