import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { FilterDimension } from "~/contract/analytics-report";
import { dimensionLabel, withParam } from "./filters";

/** A table row's value as a link that narrows the whole report by it (the filter joins the URL). */
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
  return (
    <Link
      to={withParam(params, dimension, value)}
      aria-label={`Filter by ${dimensionLabel[dimension]}: ${value || "(none)"}`}
      className="rounded text-brand-700 underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-200"
    >
      {children ?? value}
    </Link>
  );
}
