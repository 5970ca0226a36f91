import { kpiTemplates } from "../templates";

/** What the prerendered page and the first paint show in the platform's place until it has loaded. */
export function PlatformPlaceholder({ label }: { label: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-8 dark:border-slate-700">
      <p role="status" className="font-medium">
        {label}
      </p>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Start from your own CSV or from one of six templates:
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {kpiTemplates.map((t) => (
          <li key={t.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800">
            {t.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
