import type { AgendaScope } from "./booking/booking-query";

const options: { value: AgendaScope; label: string }[] = [
  { value: "mine", label: "Mine" },
  { value: "all", label: "Everyone's" },
];

const base =
  "px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const on = "bg-brand-600 text-white";
const off =
  "bg-white text-slate-800 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

/** "Mine / Everyone's": two toggle buttons, the chosen one pressed. */
export function ScopeToggle({
  value,
  onChange,
  label = "Whose demos",
}: {
  value: AgendaScope;
  onChange: (v: AgendaScope) => void;
  label?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600"
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={`${base} ${value === o.value ? on : off}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
