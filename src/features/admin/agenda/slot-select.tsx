import { useId } from "react";
import { selectClass } from "../filter-select";
import { dayKey, formatDay, formatTime } from "./demo-time";

/**
 * A plain day-and-time choice over free slots, with the shared picker's props (value, onChange, slots,
 * timeZone). It stands in until the visitor-side picker in components/slot-picker is on this branch.
 */
export function SlotSelect({
  value,
  onChange,
  slots,
  timeZone,
}: {
  value: string | null;
  onChange: (slot: string | null) => void;
  slots: string[];
  timeZone: string;
}) {
  const id = useId();
  const days = new Map<string, string[]>();
  for (const s of slots) {
    const key = dayKey(s, timeZone);
    days.set(key, [...(days.get(key) ?? []), s]);
  }
  const day = value ? dayKey(value, timeZone) : ([...days.keys()][0] ?? "");
  const times = days.get(day) ?? [];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-day`} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          Day
        </label>
        <select
          id={`${id}-day`}
          className={`${selectClass} mt-1 w-full`}
          value={day}
          onChange={(e) => onChange(days.get(e.target.value)?.[0] ?? null)}
        >
          {[...days].map(([key, list]) => (
            <option key={key} value={key}>
              {formatDay(list[0]!, timeZone)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label
          htmlFor={`${id}-time`}
          className="block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          Time
        </label>
        <select
          id={`${id}-time`}
          className={`${selectClass} mt-1 w-full`}
          value={value ?? ""}
          onChange={(e) => onChange(e.target.value || null)}
        >
          {!value && <option value="">Choose a time</option>}
          {times.map((s) => (
            <option key={s} value={s}>
              {formatTime(s, timeZone)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
