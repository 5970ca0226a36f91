import { Plus, X } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "~/components/ui/button";
import { compactInputClass, errorTextClass } from "~/components/ui/input";
import type { WeeklyHoursInput } from "~/contract/booking";
import type { FieldErrors } from "~/lib/http/field-errors";

export const WEEKDAYS = [
  ["1", "Monday"],
  ["2", "Tuesday"],
  ["3", "Wednesday"],
  ["4", "Thursday"],
  ["5", "Friday"],
  ["6", "Saturday"],
  ["7", "Sunday"],
] as const;
type Day = (typeof WEEKDAYS)[number][0];
type Interval = { start: string; end: string };
const DEFAULT_HOURS: Interval = { start: "10:00", end: "18:00" };

/** True for a path a field of this editor shows: `weeklyHours.<day>.<n>.start|end`. */
export const hoursFieldPath = (path: string) => /^weeklyHours\.[1-7]\.\d+\.(start|end)$/.test(path);

function TimeInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <span className="inline-flex flex-col">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:MM"
        maxLength={5}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${compactInputClass} !mt-0 !w-20 text-center tabular-nums`}
      />
      {error && (
        <span id={`${id}-error`} className={`${errorTextClass} text-xs`}>
          {error}
        </span>
      )}
    </span>
  );
}

/** Working intervals per weekday, Monday to Sunday: add, edit and remove (HH:MM in the company's zone). */
export function WeeklyHours({
  value,
  errors,
  onChange,
}: {
  value: WeeklyHoursInput;
  errors: FieldErrors;
  onChange: (next: WeeklyHoursInput) => void;
}) {
  const set = (day: Day, list: Interval[]) => onChange({ ...value, [day]: list });
  return (
    <div className="divide-y divide-slate-200 dark:divide-slate-800">
      {WEEKDAYS.map(([day, name]) => {
        const list = value[day] ?? [];
        return (
          <fieldset key={day} className="grid gap-2 py-3 sm:grid-cols-[8rem_1fr] sm:items-start">
            <legend className="float-left text-sm font-semibold sm:pt-2">{name}</legend>
            <div className="clear-left space-y-2 sm:clear-none">
              {list.length === 0 && (
                <p className="text-sm text-slate-600 dark:text-slate-300 sm:pt-2">No demos</p>
              )}
              {list.map((interval, n) => {
                const path = `weeklyHours.${day}.${n}`;
                const edit = (field: keyof Interval) => (v: string) =>
                  set(
                    day,
                    list.map((it, i) => (i === n ? { ...it, [field]: v } : it)),
                  );
                return (
                  <div key={n} className="flex flex-wrap items-start gap-2">
                    <TimeInput
                      label={`${name} from (${n + 1})`}
                      value={interval.start}
                      error={errors[`${path}.start`]}
                      onChange={edit("start")}
                    />
                    <span className="pt-1.5 text-sm" aria-hidden="true">
                      to
                    </span>
                    <TimeInput
                      label={`${name} to (${n + 1})`}
                      value={interval.end}
                      error={errors[`${path}.end`]}
                      onChange={edit("end")}
                    />
                    <button
                      type="button"
                      onClick={() =>
                        set(
                          day,
                          list.filter((_, i) => i !== n),
                        )
                      }
                      className="rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                      aria-label={`Remove ${name} ${interval.start || "?"}–${interval.end || "?"}`}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                );
              })}
              <button
                type="button"
                disabled={list.length >= 6}
                onClick={() => set(day, [...list, list.length ? { start: "", end: "" } : DEFAULT_HOURS])}
                className={`${buttonClass("secondary", "sm")} !px-3 !py-1.5`}
                aria-label={`Add hours on ${name}`}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add hours
              </button>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
