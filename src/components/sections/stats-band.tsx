import type { Figure } from "~/content/figures";

export function StatsBand({ stats, label = "Our numbers" }: { stats: readonly Figure[]; label?: string }) {
  return (
    <section aria-label={label} className="bg-brand-700 text-white dark:bg-brand-900">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 text-center md:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-brand-100">{s.label}</dt>
            <dd className="text-3xl font-extrabold sm:text-4xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
