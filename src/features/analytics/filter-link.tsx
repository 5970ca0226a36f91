import type { MouseEvent, ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { FilterDimension } from "~/contract/analytics-report";
import { dimensionLabel, withParam } from "./filters";
import { useLatestSearch } from "./use-latest-search";

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A table row's value as a link that narrows the whole report by it (the filter joins the URL). A click
 * adds the filter to the query the router holds at that moment, so quick clicks in a row all count.
 */
export function FilterLink({
  dimension,
  value,
  children,
}: {
  dimension: FilterDimension;
  value: string;
  children?: ReactNode;
}) {
  const [params] = useSearchParams();
  const latest = useLatestSearch();
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    void navigate(withParam(latest(), dimension, value));
  };
  return (
    <Link
      to={withParam(params, dimension, value)}
      onClick={onClick}
      aria-label={`Filter by ${dimensionLabel[dimension]}: ${value || "(none)"}`}
      className="rounded text-brand-700 underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-200"
    >
      {children ?? value}
    </Link>
  );
}
