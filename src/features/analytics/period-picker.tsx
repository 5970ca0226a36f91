import { type FormEvent, useId } from "react";
import { Link } from "react-router";
import { PRESETS, type Period } from "./period";

const chip =
  "rounded-lg border px-3 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const idle =
  "border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";
const current = "border-brand-600 bg-brand-600 text-white";
const dateInput =
  "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

/** 7, 30 or 90 days up to today, or a custom range of the company's days; each choice is a URL. */
export function PeriodPicker({
  period,
  shown,
  keep = "",
  onCustom,
}: {
  period: Period;
  /** The days the report on screen covers (a preset's are known once it has answered). */
  shown?: { from: string; to: string };
  /** Query parameters the period links carry over (`&source=...`): the filters and the comparison. */
  keep?: string;
  onCustom: (from: string, to: string) => void;
}) {
  const id = useId();
  const range = shown ?? ("from" in period.query ? period.query : undefined);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    onCustom(String(form.get("from") ?? ""), String(form.get("to") ?? ""));
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <nav aria-label="Period" className="flex gap-2">
        {PRESETS.map((days) => (
          <Link
            key={days}
            to={`?period=${days}${keep}`}
            aria-current={period.choice === days ? "true" : undefined}
            className={`${chip} ${period.choice === days ? current : idle}`}
          >
            {days} days
          </Link>
        ))}
      </nav>
      {/* Keyed by the range: the fields start from the days on screen, once they are known. */}
      <form
        key={range ? `${range.from}..${range.to}` : "none"}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
        aria-label="Custom range"
      >
        {(["from", "to"] as const).map((field) => (
          <label
            key={field}
            htmlFor={`${id}-${field}`}
            className="flex flex-col text-xs font-medium text-slate-600 dark:text-slate-300"
          >
            {field === "from" ? "From" : "To"}
            <input
              id={`${id}-${field}`}
              name={field}
              type="date"
              required
              defaultValue={range?.[field]}
              className={dateInput}
            />
          </label>
        ))}
        <button type="submit" className={`${chip} ${period.choice === "custom" ? current : idle}`}>
          Apply range
        </button>
      </form>
    </div>
  );
}
