import { Link, useSearchParams } from "react-router";
import type { Comparison } from "~/contract/analytics-report";
import { withParam } from "./filters";

const choices: { value: Comparison; label: string }[] = [
  { value: "previous", label: "Previous period" },
  { value: "year", label: "Same period last year" },
];

const chip =
  "rounded-lg border px-3 py-1.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const idle =
  "border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";
const current = "border-brand-600 bg-brand-600 text-white";

/** What every total is compared with; the choice is part of the URL. */
export function ComparePicker({ compare }: { compare: Comparison }) {
  const [params] = useSearchParams();
  return (
    <nav aria-label="Compare with" className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-600 dark:text-slate-300">Compare with</span>
      {choices.map((c) => (
        <Link
          key={c.value}
          to={withParam(params, "compare", c.value === "previous" ? undefined : c.value)}
          aria-current={compare === c.value ? "true" : undefined}
          className={`${chip} ${compare === c.value ? current : idle}`}
        >
          {c.label}
        </Link>
      ))}
    </nav>
  );
}

/** The note under a total: "vs previous 30 days" or "vs same period last year". */
export const comparedWith = (compare: Comparison, days: number) =>
  compare === "year" ? "vs same period last year" : `vs previous ${days} days`;
