import type { ReactNode } from "react";

/** One labelled line of a lead page's description list. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}
