import { useId, useState } from "react";
import { buttonClass, linkButton } from "~/components/ui/button";
import { compactInputClass, errorTextClass } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/http/field-errors";
import { onFirstUse } from "~/lib/on-first-use";
import { Field } from "~/components/ui/field";

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeZone: "UTC" }),
);
/** A YYYY-MM-DD date as the reader writes it (the date itself, not an instant). */
const formatDate = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : dateFormat().format(d);
};

export const daysOffFieldPath = (path: string) => /^daysOff\.\d+$/.test(path);

/** Dates with no demos: add one with the date field, remove one from the list. */
export function DaysOff({
  value,
  errors,
  onChange,
}: {
  value: string[];
  errors: FieldErrors;
  onChange: (next: string[]) => void;
}) {
  const id = useId();
  const [day, setDay] = useState("");
  const add = () => {
    if (!day) return;
    onChange([...new Set([...value, day])].sort());
    setDay("");
  };
  return (
    <div className="space-y-3">
      {value.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No days off.</p>
      ) : (
        <ul aria-label="Days off" className="space-y-1">
          {value.map((d, n) => (
            <li key={d} className="flex flex-wrap items-center gap-3 text-sm">
              <time dateTime={d}>{formatDate(d)}</time>
              <button
                type="button"
                className={linkButton}
                onClick={() => onChange(value.filter((x) => x !== d))}
                aria-label={`Remove day off ${formatDate(d)}`}
              >
                Remove
              </button>
              {errors[`daysOff.${n}`] && <span className={errorTextClass}>{errors[`daysOff.${n}`]}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field id={id} label="Day off">
          <input
            id={id}
            type="date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
            className={`${compactInputClass} w-44`}
          />
        </Field>
        <button type="button" onClick={add} disabled={!day} className={buttonClass("secondary", "sm")}>
          Add day off
        </button>
      </div>
    </div>
  );
}
