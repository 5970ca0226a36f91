import { useSearchParams } from "react-router";
import type { FilterDimension, ReportFilters } from "~/contract/analytics-report";
import { chipText, withParam, withoutFilters } from "./filters";

const button =
  "rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white";

/** The filters applied, each a chip with its remove button; they combine, so every one narrows the report. */
export function FilterChips({ filters }: { filters: ReportFilters }) {
  const [params, setParams] = useSearchParams();
  const applied = Object.entries(filters) as [FilterDimension, string][];
  if (!applied.length) return null;
  const go = (query: string) => setParams(new URLSearchParams(query));
  return (
    <section aria-label="Filters" className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {applied.map(([d, v]) => (
          <li
            key={d}
            className="flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 dark:border-brand-700 dark:bg-brand-900 dark:text-brand-50"
          >
            <span className="break-all">{chipText(d, v)}</span>
            <button
              type="button"
              className={button}
              aria-label={`Remove filter ${chipText(d, v)}`}
              onClick={() => go(withParam(params, d, undefined))}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-4 fill-none stroke-current stroke-2"
              >
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {applied.length > 1 && (
        <button
          type="button"
          className="rounded-lg px-2 py-1 text-sm font-semibold text-slate-700 underline hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:text-white"
          onClick={() => go(withoutFilters(params))}
        >
          Clear all filters
        </button>
      )}
      <p className="w-full text-xs text-slate-600 dark:text-slate-300">
        Filters combine. Entry page, referrer, UTM, country, browser, OS and device keep the sessions that
        have them; a page, event or property keeps the visitors who viewed or sent it that day. Leads count by
        their landing page and UTM only.
      </p>
    </section>
  );
}
